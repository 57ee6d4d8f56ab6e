import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { CurrentUser } from "@core/contacts/current-user";
import { asksGuestDetails, extrasFieldId, needsCaptcha, offersNewsletter } from "./access";
import { LazyErrorSummary as ErrorSummary } from "../form/LazyErrorSummary";
import { lazyComponent } from "../lazy";
import type { CaptchaHandle } from "./CaptchaWidget";
import {
  guestDetailsRequired,
  initialExtras,
  type ExtrasErrors,
  type ExtrasValues,
} from "./extras-values";
import { GuestFields } from "./GuestFields";
import { NewsletterOptIn } from "./NewsletterOptIn";
import type { Callout } from "./types";

export interface SubmitExtrasProps {
  /** Prefix of the ids: `<id>-guest-email`, `<id>-newsletter-opt-in`, `<id>-captcha`. */
  id: string;
  callout: Callout;
  user: Pick<CurrentUser, "activeRoles"> | null;
  /** Undefined until the reader changes one: the callout's defaults. */
  values: ExtrasValues | undefined;
  onChange(values: ExtrasValues): void;
  errors: ExtrasErrors;
  captcha: Ref<CaptchaHandle>;
}

// Most callouts ask no captcha: its widget and proof of work load only for those that do.
const CaptchaWidget = lazyComponent(() =>
  import("./CaptchaWidget").then((module) => module.CaptchaWidget),
);

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

/**
 * What the last slide asks besides the form (contract 2.5): a guest's contact details, the
 * newsletter sign-up and the captcha, each only when the callout and the reader call for it.
 * Loaded on demand: most first slides do not show it.
 */
export function SubmitExtras({
  id,
  callout,
  user,
  values: given,
  onChange,
  errors,
  captcha,
}: SubmitExtrasProps) {
  const { t, i18n } = useLingui();
  const values = given ?? initialExtras(callout);
  const message = (field: keyof ExtrasErrors) => {
    const error = errors[field];
    return error && i18n._(error);
  };
  const labels: Record<keyof ExtrasErrors, string> = {
    firstname: t`First name`,
    lastname: t`Last name`,
    email: t`Email`,
    captcha: t`Check that you're human`,
  };
  // Listed like the form's own problems, next to the submit button.
  const summary = (Object.keys(labels) as (keyof ExtrasErrors)[]).flatMap((field) => {
    const error = message(field);
    return error
      ? [{ fieldId: extrasFieldId(id, field), label: labels[field], message: error }]
      : [];
  });
  const newsletter = offersNewsletter(callout) ? callout.newsletterSchema : undefined;
  return (
    <div className={stack}>
      {asksGuestDetails(callout, user) && (
        <GuestFields
          id={`${id}-guest`}
          values={values}
          onChange={(field, value) => onChange({ ...values, [field]: value })}
          errors={{
            firstname: message("firstname"),
            lastname: message("lastname"),
            email: message("email"),
          }}
          required={guestDetailsRequired(callout, values)}
          optional={callout.access === "anonymous"}
        />
      )}
      {newsletter && (
        <NewsletterOptIn
          id={`${id}-newsletter`}
          schema={newsletter}
          optIn={values.optIn}
          groups={values.groups}
          onChange={(change) => onChange({ ...values, ...change })}
        />
      )}
      {needsCaptcha(callout, user) && (
        <CaptchaWidget
          id={extrasFieldId(id, "captcha")}
          handle={captcha}
          error={message("captcha")}
        />
      )}
      {summary.length > 0 && <ErrorSummary errors={summary} />}
    </div>
  );
}
