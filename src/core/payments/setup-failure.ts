/**
 * Why a payment method was not set up, as `…/complete` answers it in its 400's `code`: the
 * join form and /join/failed tell the reader in words (a short list, whatever the provider).
 */
export const SETUP_FAILURES = ["declined", "cancelled", "incomplete"] as const;
export type SetupFailure = (typeof SETUP_FAILURES)[number];

/** The 400's code for a reason: `payment-declined`, `payment-cancelled`, `payment-incomplete`. */
export const setupFailureCode = (reason: SetupFailure) => `payment-${reason}` as const;

/** The reason a code (or a `?reason=` typed into an address) names; undefined for another. */
export function setupFailureOf(code: string | null | undefined): SetupFailure | undefined {
  return SETUP_FAILURES.find((reason) => code === reason || code === setupFailureCode(reason));
}
