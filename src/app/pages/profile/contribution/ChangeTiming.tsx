import { useLingui } from "@lingui/react/macro";
import type { ContributionInfo, ContributionPreview } from "@core/contributions/schemas";
import { RadioGroup } from "@ui/form";
import { Text } from "@ui/typography";
import { formatDate } from "./money";

export type Proration = "now" | "renewal";

export interface ChangeTimingProps {
  /** The server's price of the change. */
  preview: ContributionPreview;
  /** The new amount is lower than the current one. */
  decrease: boolean;
  renewalDate: ContributionInfo["renewalDate"];
  prorate: Proration;
  money(value: number): string;
  onProrate(prorate: Proration): void;
}

/** When a priced change starts: now (paying the difference) or at renewal; the next payment. */
export function ChangeTiming({
  preview,
  decrease,
  renewalDate,
  prorate,
  money,
  onProrate,
}: ChangeTimingProps) {
  const { t, i18n } = useLingui();
  const payNow = preview.chargeNow;
  const renewal = renewalDate ? formatDate(i18n, renewalDate) : "";
  const nextPayment =
    preview.nextPaymentAt !== undefined
      ? { amount: money(preview.nextPaymentAmount), date: formatDate(i18n, preview.nextPaymentAt) }
      : undefined;
  return (
    <>
      {payNow > 0 && (
        <RadioGroup
          id="change-prorate"
          label={t`When the new amount starts`}
          options={[
            { value: "now", label: t`Now: pay ${money(payNow)} for the rest of this period` },
            {
              value: "renewal",
              label: renewal
                ? t`At the renewal on ${renewal}, paying nothing now`
                : t`At the renewal, paying nothing now`,
            },
          ]}
          value={prorate}
          onChange={(value) => onProrate(value as Proration)}
        />
      )}
      {payNow === 0 && (
        <Text>
          {decrease && renewal
            ? t`The new amount starts at your renewal on ${renewal}.`
            : t`The new amount starts now.`}
        </Text>
      )}
      {nextPayment && (
        <Text>{t`Your next payment: ${nextPayment.amount} on ${nextPayment.date}.`}</Text>
      )}
    </>
  );
}
