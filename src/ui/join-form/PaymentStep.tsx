import { useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Notice } from "../callout/Notice";
import type { PaymentMethod } from "../../core/fees/payment-method";

export interface PaymentStepProps {
  /** The provider's client secret from `POST /signup` (Stripe's SetupIntent). */
  clientSecret: string;
  method: PaymentMethod;
  /** What is charged per period, formatted, for the summary. */
  total: string;
  /** Back to the form, with its values kept. */
  onBack(): void;
}

/**
 * The seam where a provider's form in the page plugs in: a provider whose setup answers a
 * client secret rather than a page (Stripe) renders its own form here, loaded only now, and
 * returns to `/join/complete`. No such provider is built in yet, so this says so and leads
 * back to choose another method.
 */
export function PaymentStep({ onBack }: PaymentStepProps) {
  const { t } = useLingui();
  return (
    <Notice>
      <p role="alert">{t`This payment method can't be used here yet. Please choose another one.`}</p>
      <div>
        <Button variant="primaryOutlined" onClick={onBack}>{t`Back to the form`}</Button>
      </div>
    </Notice>
  );
}
