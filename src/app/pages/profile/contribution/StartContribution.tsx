import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { Checkbox, formActions, formStack } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
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
import { formatMoney } from "./money";
import { ProfileStripeForm } from "./ProfileStripeForm";
import { START_COMPLETE_URL, useStartContribution } from "./useStartContribution";

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
  const user = useStore($currentUser);
  const [values, setValues] = useState<JoinValues>(() => ({
    ...initialValues(settings, new URLSearchParams()),
    noContribution: false,
    firstname: user?.firstname ?? "",
    lastname: user?.lastname ?? "",
  }));
  const money = (amount: number) => formatMoney(i18n, amount, settings.general.currencyCode);
  const monthly = values.period === "monthly";
  const minimum = minimumFor(settings, values.period);
  // The member's email is on file: only the contribution's problems count here.
  const problems = joinProblems(settings, values);
  const update = (change: Partial<JoinValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const { submit, namesChecked, busy, failure, secret, leaveStripe } = useStartContribution(
    settings,
    values,
    problems,
  );

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
          onBack={leaveStripe}
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
