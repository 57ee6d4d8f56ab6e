import { useEffect, useState } from "react";
import { publicResponses } from "../../core/callouts/api";
import { api } from "../../stores/api";
import type { CalloutResponseMapItem } from "./types";

export type PublicResponses =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: CalloutResponseMapItem[] };

/** The responses a callout shows publicly (`GET /callout/:id/responses/map`). */
export function usePublicResponses(calloutId: string): PublicResponses {
  // Kept with the callout they belong to: another callout shows "loading" at once.
  const [answer, setAnswer] = useState<{ calloutId: string; responses: PublicResponses }>();
  useEffect(() => {
    const controller = new AbortController();
    api.send(publicResponses(calloutId), controller.signal).then(
      ({ items }) => setAnswer({ calloutId, responses: { status: "ready", items } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ calloutId, responses: { status: "failed" } });
      },
    );
    return () => controller.abort();
  }, [calloutId]);
  return answer?.calloutId === calloutId ? answer.responses : { status: "loading" };
}
