import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { enums, object } from "superstruct";
import { union } from "@core/validation/union";
import { CONTENT, CONTENT_IDS, isContentId, type ContentId } from "@core/content";
import { badRequest } from "@core/errors";
import type { Services } from "../../services";
import type { AnyStruct } from "../../openapi/json-schema";
import { route } from "../route";

export function parseContentId(value: unknown): ContentId {
  if (isContentId(value)) return value;
  const id = String(value).slice(0, 100);
  throw badRequest(`Unknown content id "${id}": use one of ${CONTENT_IDS.join(", ")}`);
}

/** `join/setup` holds a slash, which `:id` never matches: it gets a route of its own. */
export const CONTENT_URLS: { url: string; id: (request: FastifyRequest) => unknown }[] = [
  { url: "/content/:id", id: (request) => (request.params as { id?: string }).id },
  { url: "/content/join/setup", id: () => "join/setup" },
];

const structs = CONTENT_IDS.map((id) => CONTENT[id]);
// Each document's kind, named by its id.
const ContentDocument = union(
  structs.map((content) => content.struct) as [AnyStruct, ...AnyStruct[]],
  CONTENT_IDS,
);
const ContentPatch = union(
  structs.map((content) => content.patch) as [AnyStruct, ...AnyStruct[]],
  CONTENT_IDS,
);
/** `:id` is any content id but `join/setup`, which has its own URL. */
const ContentParams = object({
  id: enums(CONTENT_IDS.filter((id) => !id.includes("/"))),
});
const paramsOf = (url: string) => (url.includes(":id") ? { params: ContentParams } : {});
const ids = CONTENT_IDS.map((id) => `\`${id}\``).join(", ");

/** `GET /content/<id>` for anyone, `PATCH` (a partial document) for admins. */
export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { content } },
) => {
  for (const { url, id } of CONTENT_URLS) {
    route(
      app,
      "GET",
      url,
      { config: { access: "anyone" } },
      {
        summary: "A settings document: the organisation's public settings of one kind",
        description: `The document's id is one of ${ids}; every field is always present.`,
        tag: "Settings",
        ...paramsOf(url),
        answer: ContentDocument,
        examples: url.includes(":id")
          ? [
              {
                summary: "The general settings",
                as: "anyone",
                status: 200,
                params: { id: "general" },
              },
              {
                summary: "An unknown document",
                as: "anyone",
                status: 400,
                params: { id: "nope" },
              },
            ]
          : [{ summary: "The join form's setup", as: "anyone", status: 200 }],
      },
      async (request) => content.get(parseContentId(id(request))),
    );
    route(
      app,
      "PATCH",
      url,
      { config: { access: "admin" } },
      {
        summary: "Change some fields of a settings document",
        description: `A partial document of the id's kind (${ids}); fields not sent keep their value, unknown fields are refused. Answers the whole document.`,
        tag: "Settings",
        ...paramsOf(url),
        body: ContentPatch,
        bodyDependsOn: "the document's id in the address names its kind.",
        answer: ContentDocument,
      },
      async (request) => content.update(parseContentId(id(request)), request.body),
    );
  }
};
