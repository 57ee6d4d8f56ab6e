import type { QueryState } from "@stores/query/query";

type Failed = Extract<QueryState<unknown>, { status: "failed" }>;
type Ready = Extract<QueryState<unknown>, { status: "ready" }>;

/**
 * Several reads as one state, for a page that needs them all: failed as soon as one fails,
 * loading while one loads, else their answers in order.
 */
export function allOf<T extends unknown[]>(
  ...states: { [K in keyof T]: QueryState<T[K]> }
): QueryState<T> {
  const all = states as QueryState<unknown>[];
  const failed = all.find((state): state is Failed => state.status === "failed");
  if (failed) return failed;
  if (all.some((state) => state.status === "loading")) return { status: "loading" };
  const ready = all as Ready[];
  return {
    status: "ready",
    data: ready.map((state) => state.data) as T,
    refreshing: ready.some((state) => state.refreshing),
  };
}
