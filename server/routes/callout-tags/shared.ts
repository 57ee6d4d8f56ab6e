import type { Infer } from "superstruct";
import type { CalloutTagQuery } from "@core/callouts";
import type { Services } from "../../services";
import { idParams, type staffCalloutOf } from "../callouts/viewer";
import { IdPairParams } from "../params";
import { perRequest } from "../../openapi/route-doc";

/** What the callout tags' routes share. */
export const TAG = "Callout tags";
export const TagParams = IdPairParams("tagId");
export const NO_TAG = { 404: "No such callout, or it has no such tag." };

/** `?with=responseCount`: how many responses carry each tag. */
export function withCounts(query: Infer<typeof CalloutTagQuery>): boolean {
  return [query.with ?? []].flat().includes("responseCount");
}

/**
 * The callout and the tag a route names. They are known before a body is judged (403, 404
 * before 400).
 */
export function calloutTagOf(services: Services, callout: ReturnType<typeof staffCalloutOf>) {
  return perRequest(async (request) => {
    const found = await callout(request);
    const { tagId } = idParams(request, "tagId");
    await services.calloutTags.get(found.id, tagId, { counts: false });
    return { callout: found, tagId };
  });
}
