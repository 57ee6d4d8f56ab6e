import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { SetupFailure } from "@core/payments/setup-failure";
import { Button } from "../button/Button";
import { ContentBlock } from "../callout-form/ContentBlock";
import { FieldError } from "../form/FieldParts";
import { focusField } from "../form/focus-field";
import { LazyStripeForm } from "../payments/stripe/LazyStripeForm";
import { Heading } from "../typography/Heading";
import { Text } from "../typography/Text";
import { ContributionFields } from "./ContributionFields";
import { loadDraft } from "./join-draft";
import {
  contributes,
  initialValues,
  joiningClosed,
  joinProblems,
  minimumFor,
  totalFor,
  type JoinProblems,
  type JoinSettings,
  type JoinValues,
} from "./join-model";
import { JoinEmailField } from "./JoinEmailField";
import { JoinPaymentFields } from "./JoinPaymentFields";
import { JoinSmallPrint } from "./JoinSmallPrint";
import { LastFailureNotice } from "./LastFailureNotice";
import { useJoinErrors } from "./useJoinErrors";
import { useJoinMessages } from "./useJoinMessages";
import { useJoinSubmit } from "./useJoinSubmit";

export interface JoinFormProps {
  settings: JoinSettings;
  /** The address's query: `?amount=` and `?period=` fill the form. */
  query: URLSearchParams;
  /** Inside a frame on another site: the log-in link opens a new tab. */
  embedded?: boolean;
  /**
   * Opens the page the join leads to (a path of this site or a provider's address); false
   * when it could not, and the form then offers a link.
   */
  go?(url: string): boolean;
  /** The membership builder's preview: the form works, nothing is sent. */
  preview?: boolean;
  /**
   * In the join frame: a checkout that fails brings the reader back to this page of the host,
   * where the frame asks how it went (see `returnToFrameUrl`).
   */
  returnHere?: boolean;
  /** Why the reader's last checkout failed, shown above the form with "Try again". */
  failure?: SetupFailure | undefined;
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const submitButton = css`
  width: 100%;
`;

const defaultGo = (url: string) => {
  location.assign(url);
  return true;
};

/**
 * The join form (behaviour B3), the same on `/join`, in the join frame and in the membership
 * builder's preview: period, amount (typed, stepped, or suggested) with its minimum, "no
 * contribution right now", email, payment method, the fee and covering it, the total on the
 * button. Fields are checked as the reader types; the email once they leave it or submit.
 */
export function JoinForm({
  settings,
  query,
  embedded = false,
  go = defaultGo,
  preview,
  returnHere = false,
  failure: lastFailure,
}: JoinFormProps) {
  const { t, i18n } = useLingui();
  const { join, general } = settings;
  const [values, setValues] = useState<JoinValues>(() =>
    initialValues(settings, query, preview ? undefined : loadDraft()?.values),
  );
  const money = (amount: number) =>
    i18n.number(amount, {
      style: "currency",
      currency: general.currencyCode,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
  const giving = contributes(settings, values);
  const problems = joinProblems(settings, values);
  const monthly = values.period === "monthly";
  const total = totalFor(settings, values);
  const messages = useJoinMessages(money, minimumFor(settings, values.period), monthly);
  const sent = useJoinSubmit({ settings, values, messages, returnHere, go });

  const update = (change: Partial<JoinValues>, field?: keyof JoinProblems) => {
    setValues((current) => ({ ...current, ...change }));
    if (field) sent.clearServerError(field);
  };
  const { errors, touchAll, leaveEmail, leaveName } = useJoinErrors(
    problems,
    sent.serverErrors,
    messages,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    sent.clearFailure();
    const first = (["amount", "email", "paymentMethod", "firstname", "lastname"] as const).find(
      (name) => problems[name],
    );
    if (first) {
      const target =
        first === "paymentMethod" ? `join-method-${join.paymentMethods[0] ?? ""}` : `join-${first}`;
      focusField(document.getElementById(target));
      return;
    }
    if (preview) return;
    await sent.send();
  };

  const submitLabel = !giving
    ? t`Join now`
    : monthly
      ? t`Contribute ${money(total)} a month`
      : t`Contribute ${money(total)} a year`;

  if (sent.secret) {
    return (
      <LazyStripeForm
        id="join-payment"
        publishableKey={join.stripePublicKey}
        clientSecret={sent.secret}
        theme={general.theme}
        email={values.email.trim()}
        completeUrl={sent.completeUrl}
        submitLabel={submitLabel}
        onBack={sent.closeSecret}
        go={go}
      />
    );
  }

  const title = join.title || t`Join ${general.organisationName}`;
  if (joiningClosed(settings)) {
    return (
      <section className={form} aria-label={title}>
        <Heading level={1} size="lg">
          {title}
        </Heading>
        {join.subtitle && <ContentBlock html={join.subtitle} />}
        <Text>{t`Joining with a contribution is not available yet. Please come back soon.`}</Text>
      </section>
    );
  }
  return (
    <form className={form} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <Heading level={1} size="lg">
        {title}
      </Heading>
      {join.subtitle && <ContentBlock html={join.subtitle} />}
      {lastFailure && !sent.retried && (
        <LastFailureNotice
          failure={lastFailure}
          method={values.paymentMethod}
          sending={sent.sending}
        />
      )}
      <ContributionFields
        settings={settings}
        values={values}
        money={money}
        error={errors.amount}
        onPeriod={setValues}
        onAmount={(text) => update({ amount: text }, "amount")}
        onNoContribution={(checked) => update({ noContribution: checked })}
      />
      <JoinEmailField
        value={values.email}
        error={errors.email}
        embedded={embedded}
        onChange={(email) => update({ email }, "email")}
        onBlur={() => leaveEmail(values.email)}
      />
      {giving && (
        <JoinPaymentFields
          settings={settings}
          values={values}
          errors={errors}
          money={money}
          onChange={update}
          onNameBlur={(name) => leaveName(name, values[name])}
        />
      )}
      {sent.failure && (
        <p role="alert">
          <FieldError id="join-failure">{sent.failure}</FieldError>
        </p>
      )}
      {sent.stuckAt && (
        <p role="status">
          <a href={new URL(sent.stuckAt, location.origin).href} target="_top">
            {t`Continue`}
          </a>
        </p>
      )}
      <Button type="submit" size="lg" className={submitButton} loading={sent.sending}>
        {submitLabel}
      </Button>
      <JoinSmallPrint settings={settings} giving={giving} />
    </form>
  );
}
