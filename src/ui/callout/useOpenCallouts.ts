import { useEffect, useState } from "react";
import { openCallouts } from "@core/callouts/api";
import { api } from "@stores/api";
import type { Callout } from "./types";

/** How many to offer at most. */
const OFFERED = 3;

/**
 * A few open callouts other than `exclude`, newest first, and only those open to guests when
 * `guestsOnly`; empty until they arrive or when they cannot be loaded, since they are only
 * ever an offer beside something else.
 */
export function useOpenCallouts({
  exclude,
  guestsOnly = false,
}: { exclude?: string; guestsOnly?: boolean } = {}): Callout[] {
  const [callouts, setCallouts] = useState<Callout[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // A few more than offered, as some are left out here.
    api.send(openCallouts(OFFERED * 3), controller.signal).then(
      ({ items }) =>
        setCallouts(
          items
            .filter((item) => item.id !== exclude && !(guestsOnly && item.access === "member"))
            .slice(0, OFFERED),
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, [exclude, guestsOnly]);
  return callouts;
}
