import type { FastifyPluginAsync } from "fastify";
import { array, object, optional, size, string, union } from "superstruct";
import {
  CALLOUT_SORTS,
  CALLOUT_WITH,
  CalloutWith,
  CreateCallout,
  UpdateCallout,
  type Callout,
  type CalloutPage,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import { CALLOUT_FILTER_FIELDS } from "../../../src/core/rules";
import type { Services } from "../../services";
import { parseListQuery } from "../list-query";
import { viewerOf } from "./viewer";
import { idParam } from "../params";

const withQuery = optional(union([CalloutWith, array(CalloutWith)]));
const variantQuery = optional(size(string(), 1, 100));

const CalloutQuery = object({ with: withQuery, variant: variantQuery });
const CreateQuery = object({ fromId: optional(size(string(), 1, 100)) });

/** `/callout`: reading callouts as readers and admins see them, and the admin writes. */
export const calloutRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { callouts } },
) => {
  const anyone = { config: { access: "anyone" as const } };
  const admin = { config: { access: "admin" as const } };

  app.get("/callout", anyone, async (request): Promise<CalloutPage> => {
    const query = parseListQuery(request.query, {
      sorts: CALLOUT_SORTS,
      // Newest last, drafts (no start) at the end.
      defaultSort: "starts",
      with: CALLOUT_WITH,
      fields: CALLOUT_FILTER_FIELDS,
      context: { contactId: request.caller.contactId },
      extra: { variant: variantQuery },
    });
    return callouts.list(viewerOf(request.caller), {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort,
      order: query.order,
      with: query.with,
      variant: query.extra.variant ?? "default",
      rules: query.rules,
    });
  });

  app.get("/callout/:id", anyone, async (request): Promise<Callout> => {
    const id = idParam(request);
    const query = parseInput(CalloutQuery, request.query, "queries");
    return callouts.get(id, viewerOf(request.caller), {
      with: [query.with ?? []].flat(),
      variant: query.variant ?? "default",
    });
  });

  app.post("/callout", admin, async (request): Promise<Callout> => {
    const { fromId } = parseInput(CreateQuery, request.query, "queries");
    if (fromId !== undefined) {
      return callouts.clone(fromId, parseInput(UpdateCallout, request.body ?? {}, "body"));
    }
    return callouts.create(parseInput(CreateCallout, request.body, "body"));
  });

  app.patch("/callout/:id", admin, async (request): Promise<Callout> => {
    const id = idParam(request);
    return callouts.update(id, parseInput(UpdateCallout, request.body, "body"));
  });

  app.delete("/callout/:id", admin, async (request, reply) => {
    const id = idParam(request);
    if (!(await callouts.remove(id))) throw notFound("No such callout");
    return reply.code(204).send();
  });
};
