import type { FastifyPluginAsync } from "fastify";
import { ResponseSegment, UpdateResponseSegment } from "../../../../src/core/callouts";
import { notFound } from "../../../../src/core/errors";
import type { Services } from "../../../services";
import { reviewerRoute, staffCalloutOf, viewerOf } from "../../callouts/viewer";
import { EXAMPLE } from "../../../openapi/example-data";
import { route } from "../../route";
import { NO_SEGMENT, SegmentParams, TAG, calloutSegmentOf, counted } from "./shared";

/** One segment: read with its count, changed, deleted. */
export const responseSegmentEditRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { views } = services.responses;
  const callout = staffCalloutOf(services);
  const calloutSegment = calloutSegmentOf(services, callout);

  route(
    app,
    "GET",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "One response segment, with how many responses it holds",
      tag: TAG,
      params: SegmentParams,
      answer: ResponseSegment,
      errors: NO_SEGMENT,
      examples: [
        {
          summary: "A segment",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.view },
        },
      ],
    },
    async (request): Promise<ResponseSegment> => {
      const { segmentId } = request.params;
      return counted(
        services,
        request,
        await views.getSegment((await callout(request)).id, segmentId),
      );
    },
  );

  route(
    app,
    "PATCH",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "Change a response segment",
      tag: TAG,
      params: SegmentParams,
      body: UpdateResponseSegment,
      guard: calloutSegment,
      answer: ResponseSegment,
      errors: NO_SEGMENT,
      codes: ["duplicate-view-name", "invalid-rule"],
      examples: [
        {
          summary: "A segment renamed and moved first",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.view },
          body: { name: "Latest answers", order: 0 },
        },
      ],
    },
    async (request): Promise<ResponseSegment> => {
      const found = await calloutSegment(request);
      const body = request.body;
      const updated = await views.updateSegment(
        found.callout,
        viewerOf(request.caller),
        found.segmentId,
        body,
      );
      return counted(services, request, updated);
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "Delete a response segment (and so the saved view it is)",
      tag: TAG,
      params: SegmentParams,
      errors: NO_SEGMENT,
      examples: [
        {
          summary: "A segment deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, segmentId: EXAMPLE.deletedSegment },
        },
      ],
    },
    async (request, reply) => {
      const { segmentId } = request.params;
      if (!(await views.remove((await callout(request)).id, segmentId)))
        throw notFound("This callout has no such segment");
      return reply.code(204).send();
    },
  );
};
