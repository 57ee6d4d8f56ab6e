import type { FastifyPluginAsync } from "fastify";
import { array } from "superstruct";
import { CreateSegment, SEGMENT_SORTS, SEGMENT_WITH, Segment } from "@core/segments";
import type { Services } from "../../services";
import { listQueryStruct, listQueryOf } from "../list-query";
import { route } from "../route";
import { ADMIN, TAG } from "./shared";

/** Every segment, with counts on request, and a new one saved. */
export const segmentListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { segments } },
) => {
  route(
    app,
    "GET",
    "/segments",
    ADMIN,
    {
      summary: "Every segment (a saved contact filter), with counts on request",
      tag: TAG,
      query: listQueryStruct({ sorts: SEGMENT_SORTS, with: SEGMENT_WITH }),
      answer: array(Segment),
      examples: [
        { summary: "With their counts", as: "admin", status: 200, query: { with: "contactCount" } },
      ],
    },
    async (request): Promise<Segment[]> => {
      const query = listQueryOf(request.query, {
        sorts: SEGMENT_SORTS,
        defaultSort: "order",
        with: SEGMENT_WITH,
      });
      return segments.list({
        sort: query.sort,
        order: query.order,
        counts: query.with.includes("contactCount"),
      });
    },
  );

  route(
    app,
    "POST",
    "/segments",
    ADMIN,
    {
      summary: "Save a contact filter as a segment",
      tag: TAG,
      body: CreateSegment,
      answer: Segment,
      codes: ["invalid-rule"],
    },
    async (request): Promise<Segment> => segments.create(request.body),
  );
};
