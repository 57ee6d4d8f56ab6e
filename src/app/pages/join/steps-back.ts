/** Farther back than a provider's pages take: the address was not made by the join frame. */
const MAX_STEPS_BACK = 20;

/**
 * How far back in the tab's history the article of a join frame is, from the history's length
 * when the reader left it (`/join/complete/return/:length`); undefined when it cannot be there.
 * Only back in the reader's own tab, so the address cannot send anyone elsewhere.
 */
export function stepsBack(leftAt: string | undefined, now: number): number | undefined {
  if (!leftAt || !/^\d{1,4}$/.test(leftAt)) return undefined;
  const steps = now - Number(leftAt);
  return steps >= 1 && steps <= MAX_STEPS_BACK ? steps : undefined;
}
