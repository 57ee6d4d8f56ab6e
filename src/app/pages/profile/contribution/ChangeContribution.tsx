import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { isApiError } from "../../../../core/api/api-error";
import {
  contribution,
  previewContribution,
  updateContribution,
} from "../../../../core/contributions/api";
import { hasWholeCents, minimumAmount } from "../../../../core/contributions/amounts";
import { isFeeRequired } from "../../../../core/contributions/pay-fee";
import type { ContributionInfo, ContributionPreview } from "../../../../core/contributions/schemas";
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

/** How long typing pauses before the server is asked what the change would cost. */
const PREVIEW_DELAY_MS = 300;

/** A preview, with the change it prices (amount and fee cover). */
interface Priced {
  key: string;
  preview: ContributionPreview;
}

/**
 * A member's change of amount with their current payment method (B1): the difference for the
 * months already paid for may be paid now or the new amount starts at renewal; the amounts are
 * shown before choosing. They are the server's (`POST …/contribution/preview`, on the payment
 * clock), the same computation as the change's: the change carries the amount shown, and when
 * it is no longer right the server says so and the member confirms the new one. A pending
 * payment blocks changes.
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
  const blocked = info.hasPendingPayment === true;
  const key = `${next ?? ""}:${covering}`;
  const wanted = changed && !amountError && !blocked && next !== undefined;
  const [priced, setPriced] = useState<Priced>();
  const current = priced?.key === key ? priced.preview : undefined;

  // The price of the change being typed: asked once typing pauses; an answer for an older
  // amount is dropped.
  useEffect(() => {
    if (!wanted || next === undefined) return;
    let stale = false;
    const timer = setTimeout(() => {
      api
        .send(
          previewContribution({
            amount: next,
            period: info.period,
            payFee: covering,
            prorate: true,
          }),
        )
        .then((preview) => {
          if (stale) return;
          setPriced({ key, preview });
          setFailure(undefined);
        })
        .catch((error: unknown) => {
          const message = messageForApiError(error);
          if (!stale && message) setFailure(i18n._(message));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [wanted, key, next, covering, info.period, i18n]);

  const payNow = current?.chargeNow ?? 0;
  const decrease = next !== undefined && next < info.amount;
  const nextPayment =
    current?.nextPaymentAt !== undefined
      ? { amount: money(current.nextPaymentAmount), date: formatDate(i18n, current.nextPaymentAt) }
      : undefined;
  const renewal = info.renewalDate ? formatDate(i18n, info.renewalDate) : "";
  const paying = payNow > 0 && prorate === "now";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!wanted || !current || next === undefined) return;
    const form = { amount: next, period: info.period, payFee: covering };
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await api.send(
        updateContribution({
          ...form,
          prorate: paying,
          chargeNow: paying ? payNow : 0,
        }),
      );
      setQueryData(contribution(), saved);
      // A difference paid now is a payment of its own.
      invalidate(contactPayments("me", {}));
      // Told here only: it must not follow the member onto a checkout.
      notify.success(t`Your contribution is changed.`, { page: location.pathname });
    } catch (error) {
      if (isApiError(error, ["charge-changed"], [409])) {
        // The price moved on (the period turned a month): the new one is shown to confirm.
        const fresh = await api
          .send(previewContribution({ ...form, prorate: true }))
          .catch(() => undefined);
        setPriced(fresh && { key, preview: fresh });
        setFailure(
          fresh
            ? t`The amount to pay now has changed to ${money(fresh.chargeNow)}. Check it and confirm again.`
            : t`The amount to pay now has changed. Check it and confirm again.`,
        );
        return;
      }
      if (isApiError(error, ["change-in-progress"], [409])) {
        setFailure(
          t`Your contribution is being changed in another window. Reload the page to see the change.`,
        );
        return;
      }
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
        {wanted && !current && <Text role="status">{t`Working out the amounts…`}</Text>}
        {wanted && current && payNow > 0 && (
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
            onChange={(value) => setProrate(value as "now" | "renewal")}
          />
        )}
        {wanted && current && payNow === 0 && (
          <Text>
            {decrease && renewal
              ? t`The new amount starts at your renewal on ${renewal}.`
              : t`The new amount starts now.`}
          </Text>
        )}
        {wanted && nextPayment && (
          <Text>{t`Your next payment: ${nextPayment.amount} on ${nextPayment.date}.`}</Text>
        )}
        {failure && (
          <div role="alert">
            <FieldError id="change-failure">{failure}</FieldError>
          </div>
        )}
        <div className={formActions}>
          <Button
            type="submit"
            loading={busy}
            disabled={!changed || blocked || (wanted && !current)}
          >
            {t`Change my contribution`}
          </Button>
        </div>
      </form>
    </section>
  );
}
