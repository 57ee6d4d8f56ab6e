import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { startContribution } from "@core/contributions/api";
import { api } from "@stores/api";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { Checkbox, formActions, formStack } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { messageForApiError } from "@ui/form/apiErrorMessage";
import { AmountField } from "@ui/join-form/AmountField";
import {
  asksNames,
  coversFee,
  feeForced,
  initialValues,
  joinProblems,
  minimumFor,
  offeredPeriods,
  offersFee,
  parseAmount,
  presetAmounts,
  switchPeriod,
  takesContributions,
  totalFor,
  type JoinSettings,
  type JoinValues,
} from "@ui/join-form/join-model";
import { MethodChoice } from "@ui/join-form/MethodChoice";
import { PayerNameFields } from "@ui/join-form/PayerNameFields";
import { PeriodChoice } from "@ui/join-form/PeriodChoice";
import { Heading, Text } from "@ui/typography";
import { goTo } from "../../join/go-to";
import { formatMoney } from "./money";
import { ProfileStripeForm } from "./ProfileStripeForm";

const START_COMPLETE_URL = "/profile/contribution/complete";

/**
 * Starts (or restarts) a contribution with a new payment method: the same choices as the join
 * form, then the provider's page or Stripe's form, which return to
 * `/profile/contribution/complete`.
 */
export function StartContribution({
  settings,
  restart,
}: {
  settings: JoinSettings;
  restart: boolean;
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const user = useStore($currentUser);
  const [values, setValues] = useState<JoinValues>(() => ({
    ...initialValues(settings, new URLSearchParams()),
    noContribution: false,
    firstname: user?.firstname ?? "",
    lastname: user?.lastname ?? "",
  }));
  const [namesChecked, setNamesChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const money = (amount: number) => formatMoney(i18n, amount, settings.general.currencyCode);
  const monthly = values.period === "monthly";
  const minimum = minimumFor(settings, values.period);
  // The member's email is on file: only the contribution's problems count here.
  const problems = joinProblems(settings, values);
  const update = (change: Partial<JoinValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(values.amount);
    if (problems.amount || !values.paymentMethod || amount === undefined) {
      document.getElementById("start-amount")?.focus();
      return;
    }
    setNamesChecked(true);
    const missingName = problems.firstname ? "firstname" : problems.lastname ? "lastname" : "";
    if (missingName) {
      document.getElementById(`start-${missingName}`)?.focus();
      return;
    }
    // PayPal and iDEAL go to their page next, with the names given here.
    const names = asksNames(settings, values)
      ? { firstname: values.firstname.trim(), lastname: values.lastname.trim() }
      : {};
    setBusy(true);
    setFailure(undefined);
    try {
      const params = await api.send(
        startContribution({
          amount,
          period: values.period,
          payFee: coversFee(settings, values),
          prorate: false,
          paymentMethod: values.paymentMethod,
          completeUrl: START_COMPLETE_URL,
          ...names,
        }),
      );
      if (params.redirectUrl) goTo(params.redirectUrl, navigate);
      else if (params.clientSecret) setSecret(params.clientSecret);
      else setFailure(t`This payment method can't be used here yet. Please choose another one.`);
    } catch (error) {
      const message = messageForApiError(error);
      setFailure(message && i18n._(message));
    } finally {
      setBusy(false);
    }
  };

  const total = money(totalFor(settings, values));
  const submitLabel = monthly ? t`Contribute ${total} a month` : t`Contribute ${total} a year`;
  const heading = restart ? t`Restart your contribution` : t`Start a contribution`;
  if (!takesContributions(settings)) {
    return (
      <section aria-labelledby="start-contribution">
        <Heading id="start-contribution" level={2} size="md">
          {heading}
        </Heading>
        <Text>{t`Contributions are not available yet. Please come back soon.`}</Text>
      </section>
    );
  }
  if (secret) {
    return (
      <section aria-label={heading}>
        <ProfileStripeForm
          id="start-payment"
          clientSecret={secret}
          completeUrl={START_COMPLETE_URL}
          submitLabel={submitLabel}
          onBack={() => setSecret(undefined)}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="start-contribution">
      <form className={formStack} noValidate onSubmit={(event) => void submit(event)}>
        <Heading id="start-contribution" level={2} size="md">
          {heading}
        </Heading>
        <PeriodChoice
          id="start-period"
          periods={offeredPeriods(settings.join)}
          value={values.period}
          onChange={(period) => setValues((current) => switchPeriod(current, period))}
        />
        <AmountField
          id="start-amount"
          label={monthly ? t`Amount per month` : t`Amount per year`}
          symbol={settings.general.currencySymbol}
          value={values.amount}
          minimum={minimum}
          presets={presetAmounts(settings.join, values.period)}
          money={money}
          error={
            problems.amount === "below-minimum"
              ? monthly
                ? t`The minimum is ${money(minimum)} a month`
                : t`The minimum is ${money(minimum)} a year`
              : problems.amount
                ? t`Enter an amount, such as 5 or 7.50`
                : undefined
          }
          onChange={(amount) => update({ amount })}
        />
        <MethodChoice
          id="start-method"
          methods={settings.join.paymentMethods}
          value={values.paymentMethod}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
        {asksNames(settings, values) && (
          <PayerNameFields
            id="start"
            values={values}
            errors={{
              firstname: namesChecked && problems.firstname ? t`Enter your first name` : undefined,
              lastname: namesChecked && problems.lastname ? t`Enter your last name` : undefined,
            }}
            onChange={(name, value) => update({ [name]: value })}
          />
        )}
        {offersFee(settings, values) && (
          <Checkbox
            id="start-pay-fee"
            label={t`I'll cover the payment fee`}
            checked={coversFee(settings, values)}
            disabled={feeForced(settings, values)}
            onChange={(event) => update({ payFee: event.currentTarget.checked })}
          />
        )}
        {failure && (
          <div role="alert">
            <FieldError id="start-failure">{failure}</FieldError>
          </div>
        )}
        <div className={formActions}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
