import type { FastifyPluginAsync } from "fastify";
import { array, object, optional, string } from "superstruct";
import { textSize } from "@core/validation";
import { union } from "@core/validation/union";
import { CALLOUT_SORTS, CALLOUT_WITH, Callout, CalloutPage, CalloutWith } from "@core/callouts";
import { CALLOUT_FILTER_FIELDS } from "@core/rules";
import type { Services } from "../../services";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { viewerOf } from "./viewer";
import { IdParams } from "../params";
import { route } from "../route";
import { TAG } from "./shared";

const withQuery = optional(union([CalloutWith, array(CalloutWith)]));
const variantQuery = optional(textSize(string(), 1, 100));

const CalloutQuery = object({ with: withQuery, variant: variantQuery });

/** Callouts as readers and admins see them: the list, and one by id or slug. */
export const calloutReadRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { callouts } },
) => {
  const anyone = { config: { access: "anyone" as const } };

  listWithSearch(
    app,
    "/callout",
    anyone,
    {
      summary: "List callouts (readers see the open and ended ones)",
      tag: TAG,
      query: listQueryStruct({
        sorts: CALLOUT_SORTS,
        with: CALLOUT_WITH,
        fields: CALLOUT_FILTER_FIELDS,
        extra: { variant: variantQuery },
      }),
      answer: CalloutPage,
      codes: ["invalid-rule"],
      examples: [
        { summary: "Every callout, for an admin", as: "admin", status: 200 },
        { summary: "What readers see", as: "anyone", status: 200, query: { with: "form" } },
      ],
    },
    async (request, input): Promise<CalloutPage> => {
      const query = listQueryOf(input, {
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
    },
  );

  route(
    app,
    "GET",
    "/callout/:id",
    anyone,
    {
      summary: "One callout, by id or slug, in a variant (language)",
      tag: TAG,
      params: IdParams,
      query: CalloutQuery,
      answer: Callout,
      errors: { 404: "No such callout, or not open to the caller." },
      examples: [
        {
          summary: "An unknown callout",
          as: "anyone",
          status: 404,
          params: { id: "no-such-callout" },
        },
      ],
    },
    async (request): Promise<Callout> => {
      const id = request.params.id;
      const query = request.query;
      return callouts.get(id, viewerOf(request.caller), {
        with: [query.with ?? []].flat(),
        variant: query.variant ?? "default",
      });
    },
  );
};
