import { useLingui } from "@lingui/react/macro";
import { lazyComponent } from "../../lazy";
import { Spinner } from "../../spinner";

function LoadingPaymentForm() {
  const { t } = useLingui();
  return <Spinner label={t`Loading the payment form`} />;
}

/**
 * Stripe's form (StripeForm), whose code loads only when a setup asks for it: the join frame's
 * first screen and /profile's stay without it, and Stripe.js loads later still, on mounting.
 */
export const LazyStripeForm = lazyComponent(
  () => import("./StripeForm").then((module) => module.StripeForm),
  () => <LoadingPaymentForm />,
);
