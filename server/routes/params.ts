import type { FastifyRequest } from "fastify";
import { object, size, string } from "superstruct";
import { parseInput } from "../../src/core/errors";

/** A route's `:id`: what it names (an id, a slug, a file) is the service's to decide. */
export const IdParams = object({ id: size(string(), 1, 200) });

export function idParam(request: FastifyRequest): string {
  return parseInput(IdParams, request.params, "params").id;
}
