import { responseList, staffCallout } from "@core/callouts/api";
import { invalidate } from "@stores/query";

/**
 * After a change to a callout's responses or tags: everything shown under the callout (its
 * counts, responses, tags, views) and under `callout-responses` (a response, its history and
 * neighbours) is asked for again.
 */
export function refreshCallout(calloutId: string): void {
  invalidate(staffCallout(calloutId), responseList());
}
