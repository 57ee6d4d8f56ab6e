import { write } from "../api/call";
import type { Contact } from "../contacts/contact";
import type { PaymentFlowParams } from "../contributions/schemas";
import type { ConfirmEmailBody, SignupBody, SignupCompleteBody } from "./join";

/**
 * Joins: without a contribution the confirmation email is sent (no answer); with one, the
 * answer says where the payer goes next (a provider's page, or its form's secret).
 */
export const signup = (body: SignupBody) =>
  write<PaymentFlowParams | undefined>("POST", "signup", body);

/** The payer is back from the provider: the confirmation email is sent. */
export const completeSignup = (body: SignupCompleteBody) => write("POST", "signup/complete", body);

/** The emailed link was opened: the new member is created and signed in. */
export const confirmSignupEmail = (body: ConfirmEmailBody) =>
  write<Contact>("POST", "signup/confirm-email", body);
