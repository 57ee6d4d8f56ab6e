import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseSegment,
  ResponseSegment,
  ResponseSegmentList,
} from "../../../../src/core/callouts";
import type { Services } from "../../../services";
import { reviewerRoute, staffCalloutOf, viewerOf } from "../../callouts/viewer";
import { IdParams } from "../../params";
import { EXAMPLE } from "../../../openapi/example-data";
import { route } from "../../route";
import { TAG, counted } from "./shared";

const EXAMPLE_SEGMENT = {
  name: "Verified answers",
  ruleGroup: {
    condition: "AND",
    rules: [{ field: "bucket", operator: "equal", value: ["verified"] }],
  },
};

/** A callout's segments, listed and added to. */
export const responseSegmentListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { views } = services.responses;
  const callout = staffCalloutOf(services);

  route(
    app,
    "GET",
    "/callout/:id/segments",
    staff,
    {
      summary: "A callout's response segments (its saved views, as beabee names them)",
      tag: TAG,
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
      tag: TAG,
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
      return counted(services, request, created);
    },
  );
};
