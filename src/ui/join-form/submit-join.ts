import type { PaymentFlowParams } from "@core/contributions/schemas";
import { ApiError } from "@core/api/api-error";
import { setupFailureOf, type SetupFailure } from "@core/payments/setup-failure";
import { completeSignup, signup } from "@core/join/api";
import type { SignupBody } from "@core/join/join";
import { api } from "@stores/api";

/**
 * Where a join goes after `POST /signup`: to a page (the confirmation notice without a
 * contribution, or a provider's page such as the test provider's checkout or GoCardless's),
 * or into a provider's form on this page (Stripe's, with its client secret: see payments/stripe/StripeForm).
 */
export type JoinOutcome = (
  { kind: "page"; url: string } | { kind: "client-secret"; clientSecret: string }
) & {
  /** The id the payer comes back with, when a provider's step follows. */
  paymentFlowId?: string;
};

export const CONFIRM_EMAIL_PAGE = "/join/confirm-email";

/** What a provider's setup answered, as the join form's next step. */
export function outcomeOf(params: PaymentFlowParams | undefined): JoinOutcome {
  const flow = params?.paymentFlowId ? { paymentFlowId: params.paymentFlowId } : {};
  if (params?.redirectUrl) return { kind: "page", url: params.redirectUrl, ...flow };
  if (params?.clientSecret) {
    return { kind: "client-secret", clientSecret: params.clientSecret, ...flow };
  }
  return { kind: "page", url: CONFIRM_EMAIL_PAGE };
}

/** Sends the join; loaded only when the reader submits, with the payment code it leads to. */
export async function submitJoin(body: SignupBody): Promise<JoinOutcome> {
  return outcomeOf(await api.send(signup(body)));
}

/**
 * How the checkout of a join the reader left for went, asked by the join frame once they are
 * back in the article: `completed` (the confirmation email goes out), `gone` (confirmed or
 * expired), or why it failed.
 */
export async function joinOutcome(
  paymentFlowId: string,
): Promise<"completed" | "gone" | SetupFailure> {
  try {
    await api.send(completeSignup({ paymentFlowId }));
    return "completed";
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return "gone";
    const reason = setupFailureOf(error.code);
    if (reason) return reason;
    throw error;
  }
}
