import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { ApiError, isApiError } from "@core/api/api-error";
import { contribution, previewContribution, updateContribution } from "@core/contributions/api";
import { minimumAmount } from "@core/contributions/amounts";
import { isFeeRequired } from "@core/contributions/pay-fee";
import type { ContributionInfo, ContributionPreview } from "@core/contributions/schemas";
import type { JoinContent } from "@core/content";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, setQueryData } from "@stores/query";
import { contactPayments } from "@core/payments/api";
import { Button } from "@ui/button";
import { formActions, formStack } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { messageForRefusal } from "@ui/form/refusals";
import { serverProblems } from "@core/validation/schema-problems";
import { amountText, parseAmount } from "@ui/join-form/join-model";
import { Heading, Text } from "@ui/typography";
import { ChangeAmountFields } from "./ChangeAmountFields";
import { ChangeTiming, type Proration } from "./ChangeTiming";
import { formatMoney } from "./money";
import { useChangeWords } from "./useChangeWords";

export interface ChangeContributionProps {
  info: ContributionInfo & { amount: number; period: NonNullable<ContributionInfo["period"]> };
  join: Pick<JoinContent, "minMonthlyAmount" | "showAbsorbFee" | "periods">;
  currency: string;
  symbol: string;
}

/** How long typing pauses before the server is asked what the change would cost. */
const PREVIEW_DELAY_MS = 300;

/** The server's refusal of a change, at the field it concerns or for the whole form. */
interface Refusal {
  /** The change it refused (as `Priced.key`): typing another one takes the words away. */
  key: string;
  amount?: string;
  payFee?: string;
  form?: string;
}

/**
 * The words of a refused preview or change of `key`: a validation error at the amount or the
 * fee cover it concerns (at the amount when the cover isn't offered: the amount makes it
 * needed), anything else in the words of its code.
 */
function explainRefusal(
  error: unknown,
  body: object,
  key: string,
  i18n: I18n,
  feeOffered: boolean,
  ruleWords: (rule: string, text: string) => string | undefined,
): Refusal | undefined {
  if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
    const found: Refusal = { key };
    for (const { path, message } of serverProblems(error.errors, body)) {
      // The organisation's rules (the minimum, the fee) have this form's words; others the
      // words every form uses.
      const [rule, text] =
        Object.entries(error.errors.find((item) => item.property === path)?.constraints ?? {})[0] ??
        [];
      const words = (rule && ruleWords(rule, text ?? "")) || i18n._(message);
      if (path === "payFee" && feeOffered) found.payFee ??= words;
      // The amount to pay now is the amount's price: a refusal of it concerns the amount.
      else if (path === "amount" || path === "chargeNow" || path === "payFee") {
        found.amount ??= words;
      } else found.form ??= words;
    }
    return found;
  }
  const message = messageForRefusal(error);
  return message && { key, form: i18n._(message) };
}

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
  const [prorate, setProrate] = useState<Proration>("now");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const money = (value: number) => formatMoney(i18n, value, currency);
  const monthly = info.period === "monthly";
  const minimum = minimumAmount(join.minMonthlyAmount, info.period);
  const next = parseAmount(amount);
  const { amountProblem, ruleWords } = useChangeWords(money, minimum, monthly);
  const amountError = amountProblem(next);
  const feeOffered = join.showAbsorbFee && monthly;
  const feeForced = feeOffered && next !== undefined && isFeeRequired(next, info.period);
  const covering = feeOffered && (payFee || feeForced);
  const changed = next !== info.amount || covering !== (info.payFee ?? false);
  const blocked = info.hasPendingPayment === true;
  const key = `${next ?? ""}:${covering}`;
  const wanted = changed && !amountError && !blocked && next !== undefined;
  const [priced, setPriced] = useState<Priced>();
  const current = priced?.key === key ? priced.preview : undefined;
  const refused = refusal?.key === key ? refusal : undefined;
  const setFailure = (form: string | undefined) => setRefusal(form ? { key, form } : undefined);

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
          setRefusal(undefined);
        })
        .catch((error: unknown) => {
          if (stale) return;
          const body = { amount: next, payFee: covering };
          setRefusal(explainRefusal(error, body, key, i18n, feeOffered, ruleWords));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // The words are the render's, so only a change of the change asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, key, next, covering, info.period, i18n, feeOffered]);

  const payNow = current?.chargeNow ?? 0;
  const paying = payNow > 0 && prorate === "now";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!wanted || !current || next === undefined) return;
    const form = { amount: next, period: info.period, payFee: covering };
    setBusy(true);
    setFailure(undefined);
    const sent = { ...form, prorate: paying, chargeNow: paying ? payNow : 0 };
    try {
      const saved = await api.send(updateContribution(sent));
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
      const explained = isApiError(error, ["cant-update-contribution"], [400, 409])
        ? {
            key,
            form: t`Your contribution can't be changed right now. Please try again once your latest payment has gone through.`,
          }
        : explainRefusal(error, sent, key, i18n, feeOffered, ruleWords);
      // Shown before the field the refusal is about takes the focus, so its words are read out.
      flushSync(() => setRefusal(explained));
      const field = explained?.amount ? "change-amount" : explained?.payFee ? "change-pay-fee" : "";
      if (field) document.getElementById(field)?.focus();
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
        <ChangeAmountFields
          period={info.period}
          amount={amount}
          symbol={symbol}
          minimum={minimum}
          presets={join.periods.find((period) => period.name === info.period)?.presetAmounts ?? []}
          money={money}
          errors={{ amount: amountError ?? refused?.amount, payFee: refused?.payFee }}
          blocked={blocked}
          feeOffered={feeOffered}
          covering={covering}
          feeForced={feeForced}
          onAmount={setAmount}
          onPayFee={setPayFee}
        />
        {wanted && !current && !refused && <Text role="status">{t`Working out the amounts…`}</Text>}
        {wanted && current && (
          <ChangeTiming
            preview={current}
            decrease={next !== undefined && next < info.amount}
            renewalDate={info.renewalDate}
            prorate={prorate}
            money={money}
            onProrate={setProrate}
          />
        )}
        {refused?.form && (
          <div role="alert">
            <FieldError id="change-failure">{refused.form}</FieldError>
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
