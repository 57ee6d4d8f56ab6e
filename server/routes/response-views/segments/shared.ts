import type { FastifyRequest } from "fastify";
import type { ResponseSegment } from "../../../../src/core/callouts";
import type { Services } from "../../../services";
import { idParams, viewerOf, type staffCalloutOf } from "../../callouts/viewer";
import { IdPairParams } from "../../params";
import { perRequest } from "../../../openapi/route-doc";

/** What the response segments' routes share. */
export const TAG = "Callout response views";
export const SegmentParams = IdPairParams("segmentId");
export const NO_SEGMENT = { 404: "No such callout, or it has no such segment." };

/** The callout and the segment a route names, known before a body is judged. */
export function calloutSegmentOf(services: Services, callout: ReturnType<typeof staffCalloutOf>) {
  return perRequest(async (request) => {
    const found = await callout(request);
    const { segmentId } = idParams(request, "segmentId");
    await services.responses.views.getSegment(found.id, segmentId);
    return { callout: found, segmentId };
  });
}

/** The segment with how many of the callout's responses its filter takes now. */
export async function counted(
  services: Services,
  request: FastifyRequest,
  segment: ResponseSegment,
) {
  const page = await services.responses.list(viewerOf(request.caller), segment.calloutId, {
    limit: 0,
    offset: 0,
    order: "DESC",
    rules: JSON.stringify(segment.ruleGroup),
  });
  return { ...segment, itemCount: page.total };
}
