import type { FastifyRequest } from "fastify";
import { object, refine, string, type Struct } from "superstruct";
import { isUuid, textSize } from "@core/validation";

/**
 * The longest path parameter (an id, a slug, a file name): the router answers 414 to a longer
 * one (`maxParamLength` in app.ts) and the params' structs say the same, so the document does.
 */
export const MAX_PATH_PARAM_LENGTH = 200;

/** One path parameter: what it names is the service's to decide. */
export const pathParam = () => textSize(string(), 1, MAX_PATH_PARAM_LENGTH);

/** A route's `:id`: what it names (an id, a slug, a file) is the service's to decide. */
export const IdParams = object({ id: pathParam() });

/** A `/contact/:id/…` route's `:id`: `me` (the caller's own contact) or a contact's id. */
export const ContactParams = object({
  id: refine(
    string(),
    "meOrUuid",
    (value) => value === "me" || isUuid(value) || 'Not a contact id: use "me" or a UUID',
  ),
});

/** A contact route that takes no `me` (roles, activity): the contact's id. */
export const ContactUuidParams = object({
  id: refine(
    string(),
    "isUuid",
    (value) => isUuid(value) || 'Use the contact\'s id (a UUID) here, not "me"',
  ),
});

/** The params of a route with a second id, such as `/callout/:id/tags/:tagId`. */
export function IdPairParams<Name extends string>(name: Name) {
  // A computed key types as an index signature: the struct checks exactly these two.
  return object({ id: pathParam(), [name]: pathParam() }) as unknown as Struct<
    { id: string } & Record<Name, string>,
    null
  >;
}

/**
 * A path parameter the route declares, as its declared params checked it before its guard and
 * handler run (openapi/plugin.ts): read, not parsed again. A route that declares no such
 * parameter is a mistake in the code.
 */
export function checkedParam(request: FastifyRequest, name: string): string {
  // Fastify types params it has not been told of as unknown: this reads one, then checks it.
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== "string") throw new Error(`This route declares no :${name}`);
  return value;
}

/** The `:id` of a route that declares it. */
export function idParam(request: FastifyRequest): string {
  return checkedParam(request, "id");
}
