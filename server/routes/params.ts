import type { FastifyRequest } from "fastify";
import { object, size, string } from "superstruct";
import { parseInput } from "../../src/core/errors";

/** A route's `:id`: what it names (an id, a slug, a file) is the service's to decide. */
export const IdParams = object({ id: size(string(), 1, 200) });

/** The params of a route with a second id, such as `/callout/:id/tags/:tagId`. */
export function IdPairParams<Name extends string>(name: Name) {
  return object({ id: size(string(), 1, 200), [name]: size(string(), 1, 200) });
}

export function idParam(request: FastifyRequest): string {
  return parseInput(IdParams, request.params, "params").id;
}
