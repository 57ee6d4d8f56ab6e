import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { ApiError } from "@core/api/api-error";
import type { SetupFailure } from "@core/payments/setup-failure";
import { Button } from "../button/Button";
import { ContentBlock } from "../callout-form/ContentBlock";
import { Checkbox } from "../form/Checkbox";
import { TextField } from "../form/TextField";
import { messageForApiError } from "../form/apiErrorMessage";
import { fieldset } from "../form/fieldStyles";
import { FieldError } from "../form/FieldParts";
import { focusField } from "../form/focus-field";
import { LazyStripeForm } from "../payments/stripe/LazyStripeForm";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Heading } from "../typography/Heading";
import { Text } from "../typography/Text";
import { AmountField } from "./AmountField";
import { failureReason } from "./failure-reason";
import { clearDraft, loadDraft, saveDraft } from "./join-draft";
import {
  asksNames,
  contributes,
  coversFee,
  feeFor,
  feeForced,
  initialValues,
  JOIN_URLS,
  joiningClosed,
  joinProblems,
  minimumFor,
  offeredPeriods,
  offersFee,
  parseAmount,
  presetAmounts,
  returnToFrameUrl,
  signupBody,
  switchPeriod,
  takesContributions,
  totalFor,
  type JoinProblems,
  type JoinSettings,
  type JoinValues,
} from "./join-model";
import { MethodChoice } from "./MethodChoice";
import { PayerNameFields, type PayerName } from "./PayerNameFields";
import { PeriodChoice } from "./PeriodChoice";
import { parseLocale } from "@core/i18n/locales";

// Loaded when the reader submits: the request, and Stripe's form when the setup asks for it.
const loadSubmit = () => import("./submit-join");

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

const contribution = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  &:disabled {
    opacity: 0.55;
  }
`;

const feeBox = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border-radius: 0.25rem;
  background: rgb(var(--c-primary-5));
`;

const submitButton = css`
  width: 100%;
`;

const failureBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border-left: 4px solid rgb(var(--c-danger));
  border-radius: 0.25rem;
  background: rgb(var(--c-danger-10));

  & > p {
    margin: 0;
  }
`;

const small = css`
  color: rgb(var(--c-body-muted));
`;

const loginLine = css`
  margin-top: 0.5rem;
`;

/** The last part of each property a 400 names, nested ones (`contribution.amount`) too. */
function refusedFields(error: ApiError): string[] {
  const names: string[] = [];
  const walk = (items: ApiError["errors"]) => {
    for (const item of items) {
      names.push(item.property.split(".").pop() ?? "");
      if (item.children) walk(item.children);
    }
  };
  walk(error.errors);
  return names;
}

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
  const { join, payment, general } = settings;
  const [values, setValues] = useState<JoinValues>(() =>
    initialValues(settings, query, preview ? undefined : loadDraft()?.values),
  );
  const [retried, setRetried] = useState(false);
  const [completeUrl, setCompleteUrl] = useState<string>(JOIN_URLS.completeUrl);
  const [emailTouched, setEmailTouched] = useState(false);
  const [namesTouched, setNamesTouched] = useState<Record<PayerName, boolean>>({
    firstname: false,
    lastname: false,
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof JoinProblems, string>>>({});
  const [stuckAt, setStuckAt] = useState<string>();
  const [secret, setSecret] = useState<string>();

  const money = (amount: number) =>
    i18n.number(amount, {
      style: "currency",
      currency: general.currencyCode,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
  const update = (change: Partial<JoinValues>, field?: keyof JoinProblems) => {
    setValues((current) => ({ ...current, ...change }));
    if (field) setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const giving = contributes(settings, values);
  const periods = offeredPeriods(join);
  const minimum = minimumFor(settings, values.period);
  const problems = joinProblems(settings, values);
  const monthly = values.period === "monthly";
  const total = totalFor(settings, values);
  const amount = parseAmount(values.amount) ?? 0;

  const amountMessages = {
    invalid: t`Enter an amount, such as 5 or 7.50`,
    "too-high": t`That is more than we can take in one contribution`,
    "below-minimum": monthly
      ? t`The minimum is ${money(minimum)} a month`
      : t`The minimum is ${money(minimum)} a year`,
  };
  const emailMessages = {
    required: t`Enter your email address`,
    invalid: t`Enter an email address like name@example.org`,
  };
  const nameMessages = { firstname: t`Enter your first name`, lastname: t`Enter your last name` };
  const errors = {
    amount: problems.amount ? amountMessages[problems.amount] : serverErrors.amount,
    email:
      (emailTouched && problems.email ? emailMessages[problems.email] : undefined) ??
      serverErrors.email,
    paymentMethod: problems.paymentMethod
      ? t`No payment method is available. Please contact us.`
      : serverErrors.paymentMethod,
    firstname:
      namesTouched.firstname && problems.firstname
        ? nameMessages.firstname
        : serverErrors.firstname,
    lastname:
      namesTouched.lastname && problems.lastname ? nameMessages.lastname : serverErrors.lastname,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    setNamesTouched({ firstname: true, lastname: true });
    setFailure(undefined);
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
    setSending(true);
    setRetried(true);
    try {
      const { submitJoin } = await loadSubmit();
      // Kept before leaving; where the browser keeps nothing, the frame has nothing to come
      // back to, and the full site's return page handles the failure.
      const kept = saveDraft({ values });
      const back = returnHere && kept ? returnToFrameUrl(history.length) : JOIN_URLS.completeUrl;
      setCompleteUrl(back);
      const locale = parseLocale(i18n.locale);
      const outcome = await submitJoin({
        ...signupBody(settings, values, back),
        ...(locale ? { locale } : {}),
      });
      if (outcome.paymentFlowId) saveDraft({ values, paymentFlowId: outcome.paymentFlowId });
      else clearDraft();
      if (outcome.kind === "client-secret") {
        setSecret(outcome.clientSecret);
      } else if (!go(outcome.url)) {
        setStuckAt(outcome.url);
      }
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400 ? refusedFields(error) : [];
      const fields: Partial<Record<keyof JoinProblems, string>> = {};
      // The period and the fee are refused only with the amount they go with.
      if (["amount", "period", "payFee"].some((name) => refused.includes(name))) {
        fields.amount = t`Check the amount: we can't take this one`;
      }
      if (refused.includes("email")) fields.email = emailMessages.invalid;
      if (error instanceof ApiError && error.code === "duplicate-email") {
        const message = messageForApiError(error);
        if (message) fields.email = i18n._(message);
      }
      for (const name of ["firstname", "lastname"] as const) {
        if (refused.includes(name)) fields[name] = nameMessages[name];
      }
      if (refused.includes("paymentMethod")) {
        fields.paymentMethod = t`This payment method is not offered. Please choose another one.`;
      }
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) {
        const message = messageForApiError(error);
        setFailure(message ? i18n._(message) : undefined);
      }
    } finally {
      setSending(false);
    }
  };

  const submitLabel = !giving
    ? t`Join now`
    : monthly
      ? t`Contribute ${money(total)} a month`
      : t`Contribute ${money(total)} a year`;

  if (secret) {
    return (
      <LazyStripeForm
        id="join-payment"
        publishableKey={join.stripePublicKey}
        clientSecret={secret}
        theme={general.theme}
        email={values.email.trim()}
        completeUrl={completeUrl}
        submitLabel={submitLabel}
        onBack={() => setSecret(undefined)}
        go={go}
      />
    );
  }

  const title = join.title || t`Join ${general.organisationName}`;
  const login = embedded ? { target: "_blank", rel: "noopener" } : {};
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
      {lastFailure && !retried && (
        <div className={failureBox} role="alert">
          <Text>
            <strong>{i18n._(failureReason(lastFailure, values.paymentMethod))}</strong>
          </Text>
          <Text size="sm">{t`Nothing was charged. Your details are kept below: check them and try again.`}</Text>
          <Button type="submit" loading={sending}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {!general.hideContribution && !takesContributions(settings) && (
        <Text>{t`Contributions are not available yet: you can join without one for now.`}</Text>
      )}
      {!general.hideContribution && takesContributions(settings) && (
        <>
          <fieldset className={`${fieldset} ${contribution}`} disabled={values.noContribution}>
            <legend className={visuallyHidden}>{t`Your contribution`}</legend>
            <PeriodChoice
              id="join-period"
              periods={periods}
              value={values.period}
              onChange={(period) => setValues((current) => switchPeriod(current, period))}
            />
            <AmountField
              id="join-amount"
              label={monthly ? t`Amount per month` : t`Amount per year`}
              symbol={general.currencySymbol}
              value={values.amount}
              minimum={minimum}
              presets={presetAmounts(join, values.period)}
              money={money}
              error={values.noContribution ? undefined : errors.amount}
              onChange={(text) => update({ amount: text }, "amount")}
            />
          </fieldset>
          {join.showNoContribution && (
            <Checkbox
              id="join-no-contribution"
              label={t`No contribution right now`}
              checked={values.noContribution}
              onChange={(event) => update({ noContribution: event.currentTarget.checked })}
            />
          )}
        </>
      )}
      <div>
        <TextField
          id="join-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => update({ email: event.currentTarget.value }, "email")}
          onBlur={() => setEmailTouched(values.email.trim() !== "" || emailTouched)}
        />
        <Text size="sm" className={`${small} ${loginLine}`}>
          <Trans>
            Already a member?{" "}
            <a href="/auth/login" {...login}>
              Log in
            </a>
          </Trans>
        </Text>
      </div>
      {giving && (
        <>
          <MethodChoice
            id="join-method"
            methods={join.paymentMethods}
            value={values.paymentMethod}
            onChange={(method) => update({ paymentMethod: method }, "paymentMethod")}
          />
          {errors.paymentMethod && (
            <FieldError id="join-paymentMethod-error">{errors.paymentMethod}</FieldError>
          )}
          {asksNames(settings, values) && (
            <PayerNameFields
              id="join"
              values={values}
              errors={errors}
              onChange={(name, value) => update({ [name]: value }, name)}
              onBlur={(name) =>
                setNamesTouched((now) => ({
                  ...now,
                  [name]: now[name] || values[name].trim() !== "",
                }))
              }
            />
          )}
          {offersFee(settings, values) && amount > 0 && (
            <div className={feeBox}>
              <Text size="sm">
                {t`Payment providers take a fee of ${money(feeFor(settings, values))} from each payment. Covering it means all of your contribution reaches us.`}
              </Text>
              <Checkbox
                id="join-pay-fee"
                label={
                  feeForced(settings, values)
                    ? t`At ${money(1)} a month, the fee is added to your contribution`
                    : t`I'll cover the fee`
                }
                checked={coversFee(settings, values)}
                disabled={feeForced(settings, values)}
                onChange={(event) => update({ payFee: event.currentTarget.checked })}
              />
            </div>
          )}
        </>
      )}
      {failure && (
        <p role="alert">
          <FieldError id="join-failure">{failure}</FieldError>
        </p>
      )}
      {stuckAt && (
        <p role="status">
          <a href={new URL(stuckAt, location.origin).href} target="_top">
            {t`Continue`}
          </a>
        </p>
      )}
      <Button type="submit" size="lg" className={submitButton} loading={sending}>
        {submitLabel}
      </Button>
      {giving && payment.taxRateEnabled && (
        <Text size="sm" className={small}>
          {t`Contributions include VAT at ${payment.taxRate}%.`}
        </Text>
      )}
      {giving && payment.noticeText && <ContentBlock html={payment.noticeText} />}
      {giving && payment.testPayments && (
        <Text size="sm" className={small}>
          {t`Test mode: payments go to a test provider and no real money is taken.`}
        </Text>
      )}
      <Text size="sm" className={small}>
        {general.privacyLink ? (
          <Trans>
            By joining you accept our{" "}
            <a href={general.privacyLink} target="_blank" rel="noopener">
              privacy policy
            </a>
            .
          </Trans>
        ) : (
          t`By joining you agree that we keep your email address to run your membership.`
        )}
      </Text>
    </form>
  );
}
