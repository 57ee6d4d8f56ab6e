import type { FastifyPluginAsync } from "fastify";
import {
  CONTACT_LIST_WITH,
  CONTACT_SORTS,
  CreateSegment,
  SEGMENT_SORTS,
  SEGMENT_WITH,
  SegmentQuery,
  UpdateSegment,
  type ContactPage,
  type Segment,
} from "../../../src/core/contacts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { parseRulesText } from "../../services/contacts/list";
import { parseListQuery } from "../list-query";
import { idParam } from "../params";

const withCounts = (query: unknown) =>
  [parseInput(SegmentQuery, query, "queries").with ?? []].flat().includes("contactCount");

/** `/segments` (contract 2.12), for admins: saved contact filters with their counts. */
export const segmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { segments, contactList } },
) => {
  const admin = { config: { access: "admin" as const } };

  app.get("/segments", admin, async (request): Promise<Segment[]> => {
    const query = parseListQuery(request.query, {
      sorts: SEGMENT_SORTS,
      defaultSort: "order",
      with: SEGMENT_WITH,
    });
    return segments.list({
      sort: query.sort,
      order: query.order,
      counts: query.with.includes("contactCount"),
    });
  });

  app.post("/segments", admin, async (request): Promise<Segment> =>
    segments.create(parseInput(CreateSegment, request.body, "body")),
  );

  app.get("/segments/:id", admin, async (request): Promise<Segment> =>
    segments.get(idParam(request), withCounts(request.query)),
  );

  app.patch("/segments/:id", admin, async (request): Promise<Segment> =>
    segments.update(idParam(request), parseInput(UpdateSegment, request.body, "body")),
  );

  app.delete("/segments/:id", admin, async (request, reply) => {
    if (!(await segments.remove(idParam(request)))) throw notFound("No such segment");
    return reply.code(204).send();
  });

  /** The segment's contacts, narrowed further by the query's `rules`. */
  app.get("/segments/:id/contacts", admin, async (request): Promise<ContactPage> => {
    const segment = await segments.find(idParam(request));
    const query = parseListQuery(request.query, {
      sorts: CONTACT_SORTS,
      defaultSort: "joined",
      with: CONTACT_LIST_WITH,
      fields: "per-record",
      countOnly: true,
    });
    const rules = query.rulesText === undefined ? [] : [parseRulesText(query.rulesText)];
    return contactList.list(
      { isAdmin: true, contactId: request.caller.contactId },
      { ...query, rules: [segment.ruleGroup, ...rules] },
    );
  });
};
