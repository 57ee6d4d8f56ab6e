import type { PaymentMethod } from "./payment-method";

/**
 * Stripe methods the payer authorises on another site (PayPal's, their bank's for iDEAL), whose
 * pages refuse to open inside a frame: the server starts them and the payer is sent there, like
 * GoCardless's page, with their first and last name asked for before. (No schema here: the join
 * frame's first screen uses it.)
 */
export const REDIRECT_METHODS: readonly PaymentMethod[] = ["s_paypal", "s_ideal"];

export function isRedirectMethod(method: PaymentMethod | undefined): boolean {
  return method !== undefined && REDIRECT_METHODS.includes(method);
}
