import { percentile } from "./bench-load";

/** Issue #28's targets for a page of a staff list, its total included: p95 in ms by engine. */
const LIST_P95_TARGET = { postgres: 25, pglite: 50 } as const;
export type EngineKind = keyof typeof LIST_P95_TARGET;

/** Lists' figures over target, counted as they are printed, for the run's last line. */
const over: string[] = [];

/**
 * `p50 … ms, p95 … ms` of sorted times, marked ✗ when the p95 is over the engine's target for
 * a list page (and remembered for `listsOverTarget`).
 */
export function listFigures(label: string, sorted: number[], engine: EngineKind): string {
  const p95 = percentile(sorted, 95);
  const target = LIST_P95_TARGET[engine];
  const mark = p95 > target ? ` ✗ over ${target} ms` : " ✓";
  if (p95 > target) over.push(`${engine}: ${label} (p95 ${p95.toFixed(1)} ms)`);
  return `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${mark}`;
}

/** The list figures printed so far that were over target. */
export function listsOverTarget(): readonly string[] {
  return over;
}
