import type { FastifyPluginAsync } from "fastify";
import { object, optional, string } from "superstruct";
import { textSize } from "@core/validation";
import { union } from "@core/validation/union";
import { Callout, CreateCallout, UpdateCallout } from "@core/callouts";
import { notFound, parseInput } from "@core/errors";
import type { Services } from "../../services";
import { EXAMPLE } from "../../openapi/examples";
import { staffCalloutOf, viewerOf } from "./viewer";
import { IdParams } from "../params";
import { route } from "../route";
import { TAG } from "./shared";

/** The example of a new callout: a draft (no start) with one question on one slide. */
const DRAFT = {
  starts: null,
  expires: null,
  allowUpdate: false,
  allowMultiple: false,
  hidden: false,
  access: "member",
  captcha: "none",
  formSchema: {
    slides: [
      {
        id: "slide1",
        title: "Your view",
        navigation: { nextSlideId: "" },
        components: [{ type: "textarea", key: "view", label: "What do you think?", input: true }],
      },
    ],
  },
  variants: {
    default: {
      title: "Water in the new town",
      excerpt: "Tell us how your tap water tastes",
      intro: "<p>We are testing the water.</p>",
      thanksTitle: "Thank you",
      thanksText: "<p>We will be in touch.</p>",
      thanksRedirect: null,
      shareTitle: null,
      shareDescription: null,
      slideNavigation: {},
      componentText: {},
    },
  },
};
const CreateQuery = object({ fromId: optional(textSize(string(), 1, 100)) });

/** The admin's writes: a callout added or copied, changed, deleted. */
export const calloutWriteRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { callouts } = services;
  const admin = { config: { access: "admin" as const } };

  route(
    app,
    "POST",
    "/callout",
    admin,
    {
      summary: "Add a callout, or copy one (fromId) with the fields given changed",
      tag: TAG,
      query: CreateQuery,
      body: union(
        [CreateCallout, UpdateCallout],
        ["A new callout", "A copy: the fields to change"],
      ),
      // The callout to copy is found (404) before the body is judged. The guard runs before
      // the query is checked: it looks for a copy's callout only in a query that will pass
      // (any other is refused with the query's 400 next, as without the guard).
      guard: async ({ query, caller }) => {
        if (!CreateQuery.is(query) || query.fromId === undefined) return;
        await callouts.findForResponse(query.fromId, viewerOf(caller));
      },
      bodyDependsOn:
        "a new callout (no `fromId`) takes the whole of it (the first form), a copy any part (the second).",
      answer: Callout,
      errors: { 404: "No callout `fromId` to copy." },
      codes: ["slug-locked"],
      examples: [
        { summary: "A draft callout with one question", as: "admin", status: 200, body: DRAFT },
        {
          summary: "A copy with another title",
          as: "admin",
          status: 200,
          query: { fromId: EXAMPLE.callout },
          body: { variants: { default: { ...DRAFT.variants.default, title: "Copied" } } },
        },
      ],
    },
    async (request): Promise<Callout> => {
      const { fromId } = request.query;
      // The one parse of this body, with the form `bodyDependsOn` names.
      if (fromId !== undefined) {
        return callouts.clone(fromId, parseInput(UpdateCallout, request.body ?? {}, "body"));
      }
      return callouts.create(parseInput(CreateCallout, request.body, "body"));
    },
  );

  route(
    app,
    "PATCH",
    "/callout/:id",
    admin,
    {
      summary: "Change a callout",
      tag: TAG,
      params: IdParams,
      body: UpdateCallout,
      answer: Callout,
      // The callout is found before a body is judged (404 before 400).
      guard: staffCalloutOf(services),
      errors: { 404: "No such callout." },
      codes: ["slug-locked"],
    },
    async (request): Promise<Callout> => {
      const id = request.params.id;
      return callouts.update(id, request.body);
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id",
    admin,
    {
      summary: "Delete a callout and its responses",
      tag: TAG,
      params: IdParams,
      errors: { 404: "No such callout." },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await callouts.remove(id))) throw notFound("No such callout");
      return reply.code(204).send();
    },
  );
};
