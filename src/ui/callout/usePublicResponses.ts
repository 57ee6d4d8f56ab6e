import { useStore } from "@nanostores/react";
import { publicResponses } from "@core/callouts/api";
import { query } from "@stores/query";
import type { CalloutResponseMapItem } from "./types";

export type PublicResponses =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: CalloutResponseMapItem[] };

/**
 * The responses a callout shows publicly (`GET /callout/:id/responses/map`), or, for its
 * staff, those of `bucket`.
 */
export function usePublicResponses(calloutId: string, bucket?: string): PublicResponses {
  const state = useStore(query(publicResponses(calloutId, bucket)));
  return state.status === "ready"
    ? { status: "ready", items: state.data.items }
    : { status: state.status };
}
