import { useStore } from "@nanostores/react";
import { atom, computed, type ReadableAtom } from "nanostores";
import { useMemo } from "react";
import { calloutResponseCount } from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import { query, type QueryState } from "@stores/query";
import { allOf } from "@ui/query-view";

const DAY = 86_400_000;

/** The most days the chart shows: a month, the last of the callout's open days. */
export const CHART_DAYS = 30;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days (ISO, UTC, as the filters compare dates) the callout has been open, up to the
 * last `CHART_DAYS`: from its start, or a month before its end or today, whichever is later.
 * None for drafts and scheduled callouts.
 */
export function chartDays(
  callout: Pick<Callout, "starts" | "expires">,
  now = new Date(),
  limit = CHART_DAYS,
): string[] {
  if (!callout.starts) return [];
  const start = new Date(callout.starts).getTime();
  if (start > now.getTime()) return [];
  const end = Math.min(
    now.getTime(),
    callout.expires ? new Date(callout.expires).getTime() : Infinity,
  );
  const last = Math.floor(end / DAY);
  const first = Math.max(Math.floor(start / DAY), last - limit + 1);
  return Array.from({ length: last - first + 1 }, (_, index) => isoDay((first + index) * DAY));
}

/** The count of one day's responses: `limit=0` gives the total alone. */
export const dayCount = (calloutId: string, day: string) =>
  calloutResponseCount(calloutId, {
    condition: "AND",
    rules: [{ field: "createdAt", operator: "equal", value: [day] }],
  });

function combine(states: QueryState<{ total: number }>[]): QueryState<number[]> {
  const all = allOf(...states);
  return all.status === "ready" ? { ...all, data: all.data.map(({ total }) => total) } : all;
}

/**
 * Responses per day, one count per day through the data layer (kept between visits, asked
 * again after a change). The API has no counts by day, so a month is thirty small requests,
 * each a count along the responses' date index.
 */
export function useDailyCounts(calloutId: string, days: readonly string[]): QueryState<number[]> {
  const key = `${calloutId}:${days.join(",")}`;
  const store = useMemo<ReadableAtom<QueryState<number[]>>>(() => {
    if (days.length === 0) return atom({ status: "ready", data: [], refreshing: false });
    return computed(
      days.map((day) => query(dayCount(calloutId, day))),
      (...states) => combine(states),
    );
    // The key holds both inputs: the days are a new array at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useStore(store);
}
