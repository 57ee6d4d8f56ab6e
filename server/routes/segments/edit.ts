import type { FastifyPluginAsync } from "fastify";
import { type Infer } from "superstruct";
import { CreateSegment, Segment, SegmentQuery, UpdateSegment } from "@core/segments";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";
import { ADMIN, TAG } from "./shared";

const withCounts = (query: Infer<typeof SegmentQuery>) =>
  [query.with ?? []].flat().includes("contactCount");

/** One segment: read, changed, put back under its id, deleted. */
export const segmentEditRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { segments } },
) => {
  route(
    app,
    "GET",
    "/segments/:id",
    ADMIN,
    {
      summary: "One segment",
      tag: TAG,
      params: IdParams,
      query: SegmentQuery,
      answer: Segment,
      errors: { 404: "No such segment." },
      examples: [
        { summary: "An unknown segment", as: "admin", status: 404, params: { id: "none" } },
      ],
    },
    async (request): Promise<Segment> => segments.get(request.params.id, withCounts(request.query)),
  );

  route(
    app,
    "PATCH",
    "/segments/:id",
    ADMIN,
    {
      summary: "Change a segment: name, description, rules, order",
      tag: TAG,
      params: IdParams,
      body: UpdateSegment,
      answer: Segment,
      errors: { 404: "No such segment." },
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.update(request.params.id, request.body),
  );

  route(
    app,
    "PUT",
    "/segments/:id",
    ADMIN,
    {
      summary: "Create or replace the segment with this id (how a deleted one comes back)",
      description:
        "Takes the whole segment, as POST does; a missing order puts it last. Undoing a " +
        "deletion with the segment as it was answers it under its old id, so links to it work.",
      tag: TAG,
      params: IdParams,
      body: CreateSegment,
      answer: Segment,
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.put(request.params.id, request.body),
  );

  route(
    app,
    "DELETE",
    "/segments/:id",
    ADMIN,
    {
      summary: "Delete a segment (its contacts stay)",
      tag: TAG,
      params: IdParams,
      errors: { 404: "No such segment." },
    },
    async (request, reply) => {
      if (!(await segments.remove(request.params.id))) throw notFound("No such segment");
      return reply.code(204).send();
    },
  );
};
