/**
 * The query parameter our own providers (the test provider, and GoCardless's billing requests
 * in Agora) add to `completeUrl` when the payer comes back. Stripe adds `setup_intent`, and
 * beabee's GoCardless redirect flows `redirect_flow_id`.
 */
export const PAYMENT_FLOW_PARAM = "paymentFlowId";

const FLOW_PARAMS = [PAYMENT_FLOW_PARAM, "setup_intent", "redirect_flow_id"] as const;

/** The id a return page sends to `…/complete`, from its query string; undefined without one. */
export function paymentFlowIdFrom(query: URLSearchParams): string | undefined {
  for (const name of FLOW_PARAMS) {
    const value = query.get(name);
    if (value) return value;
  }
  return undefined;
}
