import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { isApiError } from "../../../../core/api/api-error";
import { contribution, updateContribution } from "../../../../core/contributions/api";
import {
  hasWholeCents,
  minimumAmount,
  monthlyAmount,
} from "../../../../core/contributions/amounts";
import { isFeeRequired } from "../../../../core/contributions/pay-fee";
import { PRORATION_THRESHOLD, prorationDifference } from "../../../../core/contributions/proration";
import type { ContributionInfo } from "../../../../core/contributions/schemas";
import type { JoinContent } from "../../../../core/content";
import { api } from "../../../../stores/api";
import { notify } from "../../../../stores/notifications";
import { invalidate, setQueryData } from "../../../../stores/query";
import { contactPayments } from "../../../../core/payments/api";
import { Button } from "../../../../ui/button";
import { Checkbox, RadioGroup, formActions, formStack } from "../../../../ui/form";
import { FieldError } from "../../../../ui/form/FieldParts";
import { messageForApiError } from "../../../../ui/form/apiErrorMessage";
import { AmountField } from "../../../../ui/join-form/AmountField";
import { amountText, parseAmount } from "../../../../ui/join-form/join-model";
import { Heading, Text } from "../../../../ui/typography";
import { formatDate, formatMoney } from "./money";

export interface ChangeContributionProps {
  info: ContributionInfo & { amount: number; period: NonNullable<ContributionInfo["period"]> };
  join: Pick<JoinContent, "minMonthlyAmount" | "showAbsorbFee" | "periods">;
  currency: string;
  symbol: string;
}

/**
 * A member's change of amount with their current payment method (B1): the difference for the
 * months already paid for may be paid now (from 1, the threshold) or the new amount starts at
 * renewal; the amounts are shown before choosing. A pending payment blocks changes.
 */
export function ChangeContribution({ info, join, currency, symbol }: ChangeContributionProps) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState(amountText(info.amount));
  const [payFee, setPayFee] = useState(info.payFee ?? false);
  const [prorate, setProrate] = useState<"now" | "renewal">("now");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const money = (value: number) => formatMoney(i18n, value, currency);
  const monthly = info.period === "monthly";
  const minimum = minimumAmount(join.minMonthlyAmount, info.period);
  const next = parseAmount(amount);
  const amountError =
    next === undefined || next <= 0 || !hasWholeCents(next)
      ? t`Enter an amount, such as 5 or 7.50`
      : next < minimum
        ? monthly
          ? t`The minimum is ${money(minimum)} a month`
          : t`The minimum is ${money(minimum)} a year`
        : undefined;
  const feeOffered = join.showAbsorbFee && monthly;
  const feeForced = feeOffered && next !== undefined && isFeeRequired(next, info.period);
  const covering = feeOffered && (payFee || feeForced);
  const changed = next !== info.amount || covering !== (info.payFee ?? false);
  const difference =
    next !== undefined && info.renewalDate
      ? prorationDifference({
          currentMonthly: monthlyAmount(info.amount, info.period),
          nextMonthly: monthlyAmount(next, info.period),
          renewalDate: new Date(info.renewalDate),
          now: new Date(),
        }).oneOff
      : 0;
  const renewal = info.renewalDate ? formatDate(i18n, info.renewalDate) : "";
  const blocked = info.hasPendingPayment === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountError || next === undefined || !changed || blocked) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await api.send(
        updateContribution({
          amount: next,
          period: info.period,
          payFee: covering,
          prorate: difference >= PRORATION_THRESHOLD && prorate === "now",
        }),
      );
      setQueryData(contribution(), saved);
      // A difference paid now is a payment of its own.
      invalidate(contactPayments("me", {}));
      notify.success(t`Your contribution is changed.`);
    } catch (error) {
      const general = messageForApiError(error);
      setFailure(
        isApiError(error, ["cant-update-contribution"])
          ? t`Your contribution can't be changed right now. Please try again once your latest payment has gone through.`
          : general && i18n._(general),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="change-contribution">
      <form className={formStack} noValidate onSubmit={(event) => void submit(event)}>
        <Heading id="change-contribution" level={2} size="md">
          {t`Change your contribution`}
        </Heading>
        {blocked && (
          <Text role="status">
            {t`A payment is on its way. You can change your contribution once it has gone through.`}
          </Text>
        )}
        <AmountField
          id="change-amount"
          label={monthly ? t`Amount per month` : t`Amount per year`}
          symbol={symbol}
          value={amount}
          minimum={minimum}
          presets={join.periods.find((period) => period.name === info.period)?.presetAmounts ?? []}
          money={money}
          error={amountError}
          disabled={blocked}
          onChange={setAmount}
        />
        {feeOffered && (
          <Checkbox
            id="change-pay-fee"
            label={t`I'll cover the payment fee`}
            checked={covering}
            disabled={feeForced || blocked}
            onChange={(event) => setPayFee(event.currentTarget.checked)}
          />
        )}
        {changed && !amountError && renewal && difference >= PRORATION_THRESHOLD && (
          <RadioGroup
            id="change-prorate"
            label={t`When the new amount starts`}
            options={[
              { value: "now", label: t`Now: pay ${money(difference)} for the rest of this period` },
              { value: "renewal", label: t`At the renewal on ${renewal}, paying nothing now` },
            ]}
            value={prorate}
            onChange={(value) => setProrate(value as "now" | "renewal")}
          />
        )}
        {changed && !amountError && renewal && difference < PRORATION_THRESHOLD && (
          <Text>
            {difference < 0
              ? t`The new amount starts at your renewal on ${renewal}.`
              : t`The new amount starts now.`}
          </Text>
        )}
        {failure && (
          <div role="alert">
            <FieldError id="change-failure">{failure}</FieldError>
          </div>
        )}
        <div className={formActions}>
          <Button type="submit" loading={busy} disabled={!changed || blocked}>
            {t`Change my contribution`}
          </Button>
        </div>
      </form>
    </section>
  );
}
