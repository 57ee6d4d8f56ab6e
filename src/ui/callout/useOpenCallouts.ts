import { useStore } from "@nanostores/react";
import { openCallouts } from "@core/callouts/api";
import { query } from "@stores/query";
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
  // A few more than offered, as some are left out here.
  const state = useStore(query(openCallouts(OFFERED * 3)));
  if (state.status !== "ready") return [];
  return state.data.items
    .filter((item) => item.id !== exclude && !(guestsOnly && item.access === "member"))
    .slice(0, OFFERED);
}
