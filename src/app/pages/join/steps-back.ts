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

const RETURNED = "agora:join-returned";

/**
 * Whether the return page may go back for this flow: once only. Where the browser caps the
 * history's length, going back could land on the provider's page, which sends the payer here
 * again; the second time, /join/failed shows instead of going round.
 */
export function mayGoBack(paymentFlowId: string | undefined): boolean {
  const mark = paymentFlowId ?? "";
  try {
    if (sessionStorage.getItem(RETURNED) === mark) return false;
    sessionStorage.setItem(RETURNED, mark);
    return true;
  } catch {
    return true;
  }
}
