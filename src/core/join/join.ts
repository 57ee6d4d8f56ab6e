import { boolean, enums, object, optional, refine, string, type Infer } from "superstruct";
import { PASSWORD_MAX_LENGTH } from "../auth";
import { NAME_MAX_LENGTH } from "../contacts/contact";
import { boundedText, contactEmail } from "../contacts/fields";
import { contributionAmount, payerNames, returnUrl } from "../contributions/schemas";
import { ContributionPeriod, PaymentMethod } from "../fees";
import { LOCALES } from "../i18n/locales";
import { isUuid, password, textSize } from "../validation";

/** How long a join that was never confirmed is kept; then it and its payment setup go. */
export const JOIN_FLOW_DAYS = 7;

/** The contribution a reader joins with (`POST /signup`): they pay from the first day. */
export const SignupContribution = object({
  amount: contributionAmount(),
  period: ContributionPeriod,
  payFee: boolean(),
  prorate: boolean(),
  paymentMethod: PaymentMethod,
  completeUrl: returnUrl(),
});
export type SignupContribution = Infer<typeof SignupContribution>;

/**
 * `POST /signup` (contract 2.2): the reader's email (and names, which PayPal and iDEAL need
 * first), where the emails' links lead, and the contribution if they give one. Every address
 * must be on this site.
 */
export const SignupBody = object({
  email: contactEmail(),
  ...payerNames,
  password: optional(textSize(password(), 1, PASSWORD_MAX_LENGTH)),
  loginUrl: returnUrl(),
  setPasswordUrl: returnUrl(),
  confirmUrl: returnUrl(),
  contribution: optional(SignupContribution),
  /** The join form's language: the confirmation email's, then the new contact's emails'. */
  locale: optional(enums(LOCALES)),
});
export type SignupBody = Infer<typeof SignupBody>;

/** An EU VAT number as written on invoices: country letters, then 2 to 12 letters or digits. */
export const vatNumber = () =>
  refine(
    textSize(string(), 0, 20),
    "vatNumber",
    (value) =>
      value === "" ||
      /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(value.replace(/\s/g, "").toUpperCase()) ||
      "Must be an EU VAT number, such as DE123456789",
  );

/** `POST /signup/complete`: the payer is back from the provider, with their names. */
export const SignupCompleteBody = object({
  paymentFlowId: textSize(string(), 1, 200),
  firstname: optional(boundedText(NAME_MAX_LENGTH)),
  lastname: optional(boundedText(NAME_MAX_LENGTH)),
  vatNumber: optional(vatNumber()),
});
export type SignupCompleteBody = Infer<typeof SignupCompleteBody>;

/** `POST /signup/confirm-email`: the id from the emailed link. */
export const ConfirmEmailBody = object({
  joinFlowId: refine(string(), "isUuid", (value) => isUuid(value) || "Must be a UUID"),
});
export type ConfirmEmailBody = Infer<typeof ConfirmEmailBody>;
