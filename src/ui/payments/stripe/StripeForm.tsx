import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Theme } from "@core/theme/schema";
import { Button } from "../../button/Button";
import { FieldError } from "../../form/FieldParts";
import { focusField } from "../../form/focus-field";
import { Spinner } from "../../spinner";
import { Heading } from "../../typography/Heading";
import { PayerNameFields, type PayerName } from "../../join-form/PayerNameFields";
import { stripeAppearance } from "./appearance";
import {
  STRIPE_UNAVAILABLE,
  mountStripeStep,
  type LoadStripe,
  type StripeStep,
  type StripeStepError,
} from "./stripe-step";

export interface StripeFormProps {
  /** Prefixes the ids of the form's fields, so two forms on a page never share one. */
  id: string;
  /** The account's publishable key (content `join.stripePublicKey`); empty when not configured. */
  publishableKey: string;
  /** The setup's secret the server answered (`PaymentFlowParams.clientSecret`). */
  clientSecret: string;
  /** The organisation's theme, which the Payment Element follows. */
  theme: Theme | undefined;
  /** The payer's email: the join form's, or the member's. */
  email: string;
  /** The name the fields start with (a member's own). */
  name?: { firstname: string; lastname: string };
  /** The page Stripe brings the reader back to, a path of this site (`/join/complete`). */
  completeUrl: string;
  /** The words of the button that confirms ("Contribute £5 a month"). */
  submitLabel: string;
  /** Back to the previous form, whose values are kept. */
  onBack(): void;
  /** Opens the completion page; false when it could not, and a link is offered then. */
  go(url: string): boolean;
  /** Tests only: a fake of Stripe.js. */
  load?: LoadStripe;
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

// Stripe's frame sets its own height; this keeps the spinner's place until it has.
const element = css`
  min-height: 3rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > button[type="submit"] {
    flex: 1 1 12rem;
  }
`;

type Name = PayerName;

/**
 * Card and bank details in Stripe's Payment Element (loaded only now, in the organisation's
 * theme and the reader's language), with the payer's first and last name beside it, and the
 * confirmation that leads to `completeUrl`. The same on the join form and on
 * `/profile/contribution`; Stripe's errors show next to the element.
 */
export function StripeForm(props: StripeFormProps) {
  const { t, i18n } = useLingui();
  const { id, publishableKey, clientSecret, theme, load } = props;
  const container = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<StripeStep>();
  const [stepError, setStepError] = useState<StripeStepError>();
  const [values, setValues] = useState(props.name ?? { firstname: "", lastname: "" });
  const [touched, setTouched] = useState<Record<Name, boolean>>({
    firstname: false,
    lastname: false,
  });
  const [busy, setBusy] = useState(false);
  const [stuckAt, setStuckAt] = useState<string>();

  const { locale } = i18n;
  useEffect(() => {
    const target = container.current;
    if (!target || !publishableKey) return;
    let live = true;
    let mounted: StripeStep | undefined;
    void mountStripeStep(target, {
      publishableKey,
      clientSecret,
      appearance: stripeAppearance(theme),
      locale,
      load,
    }).then((result) => {
      if ("error" in result) {
        if (live) setStepError(result.error);
      } else if (live) {
        mounted = result.step;
        setStep(result.step);
      } else {
        result.step.destroy();
      }
    });
    return () => {
      live = false;
      mounted?.destroy();
      setStep(undefined);
    };
  }, [publishableKey, clientSecret, theme, locale, load]);

  // Without a key (Stripe not configured) there is nothing to load.
  const shownError: StripeStepError | undefined =
    stepError ?? (publishableKey ? undefined : { message: STRIPE_UNAVAILABLE });
  const unavailable = !step && shownError !== undefined;

  const problems: Record<Name, string | undefined> = {
    firstname: values.firstname.trim() ? undefined : t`Enter your first name`,
    lastname: values.lastname.trim() ? undefined : t`Enter your last name`,
  };
  const errorOf = (name: Name) => (touched[name] ? problems[name] : undefined);
  const change = (name: Name, value: string) => setValues((now) => ({ ...now, [name]: value }));
  const leave = (name: Name) =>
    setTouched((now) => ({ ...now, [name]: now[name] || values[name].trim() !== "" }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstname: true, lastname: true });
    const missing = (["firstname", "lastname"] as const).find((name) => problems[name]);
    if (missing) {
      focusField(document.getElementById(`${id}-${missing}`));
      return;
    }
    if (!step || busy) return;
    setBusy(true);
    setStepError(undefined);
    const outcome = await step.confirm(
      {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: props.email,
      },
      new URL(props.completeUrl, location.origin).href,
    );
    if ("error" in outcome) {
      setStepError(outcome.error);
      setBusy(false);
    } else if (!props.go(outcome.returnTo)) {
      setStuckAt(outcome.returnTo);
      setBusy(false);
    }
    // Otherwise the page is on its way to the completion page: the button stays busy.
  };

  const errorText =
    shownError && ("text" in shownError ? shownError.text : i18n._(shownError.message));
  return (
    <form
      className={form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <Heading id={`${id}-title`} level={2} size="md">
        {t`Your payment details`}
      </Heading>
      <PayerNameFields
        id={id}
        values={values}
        errors={{ firstname: errorOf("firstname"), lastname: errorOf("lastname") }}
        onChange={change}
        onBlur={leave}
      />
      <div>
        {!step && !unavailable && <Spinner label={t`Loading the payment form`} />}
        <div ref={container} className={step ? element : undefined} />
        {errorText && (
          <div role="alert">
            <FieldError id={`${id}-payment-error`}>{errorText}</FieldError>
          </div>
        )}
      </div>
      {stuckAt && (
        <p role="status">
          <a href={stuckAt} target="_top">
            {t`Continue`}
          </a>
        </p>
      )}
      <div className={actions}>
        <Button variant="primaryOutlined" onClick={props.onBack} disabled={busy}>
          {t`Back`}
        </Button>
        <Button type="submit" loading={busy} disabled={unavailable || !step}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
