import type { FastifyRequest } from "fastify";
import { object, size, string } from "superstruct";
import { parseInput } from "../../src/core/errors";

/**
 * The longest path parameter (an id, a slug, a file name): the router answers 414 to a longer
 * one (`maxParamLength` in app.ts) and the params' structs say the same, so the document does.
 */
export const MAX_PATH_PARAM_LENGTH = 200;

/** One path parameter: what it names is the service's to decide. */
export const pathParam = () => size(string(), 1, MAX_PATH_PARAM_LENGTH);

/** A route's `:id`: what it names (an id, a slug, a file) is the service's to decide. */
export const IdParams = object({ id: pathParam() });

/** The params of a route with a second id, such as `/callout/:id/tags/:tagId`. */
export function IdPairParams<Name extends string>(name: Name) {
  return object({ id: pathParam(), [name]: pathParam() });
}

export function idParam(request: FastifyRequest): string {
  return parseInput(IdParams, request.params, "params").id;
}
