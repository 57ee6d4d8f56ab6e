import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  CreateResponseSegment,
  ResponseSegment,
  ResponseSegmentList,
  UpdateResponseSegment,
} from "../../../src/core/callouts";
import { notFound } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCalloutOf, viewerOf } from "../callouts/viewer";
import { IdPairParams, IdParams } from "../params";
import { perRequest } from "../../openapi/route-doc";
import { EXAMPLE } from "../../openapi/example-data";
import { route } from "../route";

const EXAMPLE_SEGMENT = {
  name: "Verified answers",
  ruleGroup: {
    condition: "AND",
    rules: [{ field: "bucket", operator: "equal", value: ["verified"] }],
  },
};

/**
 * `/callout/:id/segments`: beabee's newer name for the saved views of a callout's responses
 * (the same rows as `/callout/:id/views`), each with a filter, a place in the list and, once
 * written or read alone, how many responses it holds.
 */
export const responseSegmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { views } = services.responses;
  const tag = "Callout response views";
  const SegmentParams = IdPairParams("segmentId");
  const noSegment = { 404: "No such callout, or it has no such segment." };
  const callout = staffCalloutOf(services);
  const calloutSegment = perRequest(async (request) => {
    const found = await callout(request);
    const { segmentId } = idParams(request, "segmentId");
    await views.getSegment(found.id, segmentId);
    return { callout: found, segmentId };
  });

  /** The segment with how many of the callout's responses its filter takes now. */
  async function counted(request: FastifyRequest, segment: ResponseSegment) {
    const page = await services.responses.list(viewerOf(request.caller), segment.calloutId, {
      limit: 0,
      offset: 0,
      order: "DESC",
      rules: JSON.stringify(segment.ruleGroup),
    });
    return { ...segment, itemCount: page.total };
  }

  route(
    app,
    "GET",
    "/callout/:id/segments",
    staff,
    {
      summary: "A callout's response segments (its saved views, as beabee names them)",
      tag,
      params: IdParams,
      answer: ResponseSegmentList,
      errors: { 404: "No such callout." },
      examples: [
        { summary: "Its segments", as: "admin", status: 200, params: { id: EXAMPLE.callout } },
      ],
    },
    async (request): Promise<ResponseSegmentList> => {
      return views.listSegments((await callout(request)).id);
    },
  );

  route(
    app,
    "POST",
    "/callout/:id/segments",
    staff,
    {
      summary: "Save a segment: a filter of the responses, placed after the last by default",
      tag,
      params: IdParams,
      body: CreateResponseSegment,
      guard: callout,
      answer: ResponseSegment,
      errors: { 404: "No such callout." },
      codes: ["duplicate-view-name", "invalid-rule"],
      examples: [
        {
          summary: "A segment of the verified responses",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: EXAMPLE_SEGMENT,
        },
      ],
    },
    async (request): Promise<ResponseSegment> => {
      const body = request.body;
      const created = await views.createSegment(
        await callout(request),
        viewerOf(request.caller),
        body,
      );
      return counted(request, created);
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "One response segment, with how many responses it holds",
      tag,
      params: SegmentParams,
      answer: ResponseSegment,
      errors: noSegment,
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
      return counted(request, await views.getSegment((await callout(request)).id, segmentId));
    },
  );

  route(
    app,
    "PATCH",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "Change a response segment",
      tag,
      params: SegmentParams,
      body: UpdateResponseSegment,
      guard: calloutSegment,
      answer: ResponseSegment,
      errors: noSegment,
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
      return counted(request, updated);
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id/segments/:segmentId",
    staff,
    {
      summary: "Delete a response segment (and so the saved view it is)",
      tag,
      params: SegmentParams,
      errors: noSegment,
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
