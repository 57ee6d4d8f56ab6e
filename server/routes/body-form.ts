import type { RouteDoc } from "../openapi/route-doc";
import { MAX_RULES_QUERY_LENGTH, searchBodyOf } from "./list-query";

/** A path as the OpenAPI document writes it: `/callout/:id` → `/callout/{id}`. */
export const documentedPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");

/** The GET's declaration, saying where `rules` too long for a URL go instead. */
export function pointingToBodyForm(doc: RouteDoc, postPath: string): RouteDoc {
  return {
    ...doc,
    description: joined(
      doc.description,
      `\`rules\` over ${MAX_RULES_QUERY_LENGTH} characters go in the body of \`POST ${documentedPath(postPath)}\`.`,
    ),
  };
}

/**
 * The declaration of a GET's body form: the same parameters as a JSON object, each value as
 * its query string carries it, for filters too long for a URL, giving `gives` (the same answer,
 * the same file).
 */
export function bodyFormOf(
  doc: RouteDoc & { query: NonNullable<RouteDoc["query"]> },
  getPath: string,
  gives: string,
): RouteDoc {
  return {
    ...doc,
    summary: `${doc.summary}, with the parameters in the body`,
    description: joined(
      doc.description,
      `The parameters of \`GET ${documentedPath(getPath)}\` as a JSON object, each value as its query string carries it, for filters too long for a URL; ${gives}.`,
    ),
    query: undefined,
    body: searchBodyOf(doc.query),
    examples: undefined,
  };
}
