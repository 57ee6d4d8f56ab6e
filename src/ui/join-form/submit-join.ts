import type { PaymentFlowParams } from "../../core/contributions/schemas";
import { signup } from "../../core/signup/api";
import type { SignupBody } from "../../core/signup/signup";
import { api } from "../../stores/api";

/**
 * Where a join goes after `POST /signup`: to a page (the confirmation notice without a
 * contribution, or a provider's page such as the test provider's checkout or GoCardless's),
 * or into a provider's form on this page (Stripe's, with its client secret: see payments/stripe/StripeForm).
 */
export type JoinOutcome =
  { kind: "page"; url: string } | { kind: "client-secret"; clientSecret: string };

export const CONFIRM_EMAIL_PAGE = "/join/confirm-email";

/** What a provider's setup answered, as the join form's next step. */
export function outcomeOf(params: PaymentFlowParams | undefined): JoinOutcome {
  if (params?.redirectUrl) return { kind: "page", url: params.redirectUrl };
  if (params?.clientSecret) return { kind: "client-secret", clientSecret: params.clientSecret };
  return { kind: "page", url: CONFIRM_EMAIL_PAGE };
}

/** Sends the join; loaded only when the reader submits, with the payment code it leads to. */
export async function submitJoin(body: SignupBody): Promise<JoinOutcome> {
  return outcomeOf(await api.send(signup(body)));
}
