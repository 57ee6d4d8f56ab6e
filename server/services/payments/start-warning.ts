import type { PaymentSettings } from "../../config-payments";
import { hasRealProvider, takesTestPayments } from "./index";

export const NO_PROVIDER_WARNING =
  "No payment provider is configured: contributions are off. Set STRIPE_* or GOCARDLESS_*, or AGORA_TEST_PAYMENTS=1 on a staging site.";
export const TEST_PAYMENTS_WARNING =
  "Test payments are on (AGORA_TEST_PAYMENTS=1): the test card 4242… grants real memberships. Only for a staging site.";

/**
 * What the server warns of at start about payments in production: none taken at all, or the
 * test provider's free ones. Outside production the test provider is the expected default.
 */
export function paymentStartWarning(
  settings: PaymentSettings,
  production: boolean,
): string | undefined {
  if (!production || hasRealProvider(settings)) return undefined;
  return takesTestPayments(settings) ? TEST_PAYMENTS_WARNING : NO_PROVIDER_WARNING;
}
