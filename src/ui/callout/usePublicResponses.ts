import { useEffect, useState } from "react";
import { publicResponses } from "@core/callouts/api";
import { api } from "@stores/api";
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
  // Kept with the callout they belong to: another callout shows "loading" at once.
  const [answer, setAnswer] = useState<{ key: string; responses: PublicResponses }>();
  const key = JSON.stringify([calloutId, bucket ?? null]);
  useEffect(() => {
    const controller = new AbortController();
    api.send(publicResponses(calloutId, bucket), controller.signal).then(
      ({ items }) => setAnswer({ key, responses: { status: "ready", items } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, responses: { status: "failed" } });
      },
    );
    return () => controller.abort();
  }, [calloutId, bucket, key]);
  return answer?.key === key ? answer.responses : { status: "loading" };
}
