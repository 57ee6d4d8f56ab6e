import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type FigureKey =
  "totalRevenue" | "averageContribution" | "newMembers" | "cancellations" | "responses";

export interface FigureSpec {
  key: FigureKey;
  label: MessageDescriptor;
  money: boolean;
}

/** The dashboard's figures (issue 13, point 5), in the order they show. */
export const FIGURES: readonly FigureSpec[] = [
  { key: "totalRevenue", label: msg`Revenue`, money: true },
  { key: "averageContribution", label: msg`Average payment`, money: true },
  { key: "newMembers", label: msg`New members`, money: false },
  { key: "cancellations", label: msg`Cancellations`, money: false },
  { key: "responses", label: msg`Callout responses`, money: false },
];

/**
 * How a figure moved against the period before, as a whole percentage: null when there is
 * nothing to compare with (no value now, or nothing before, where any change is infinite).
 */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
