import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import {
  PAYMENT_FLOW_PARAM,
  TEST_CARD_NUMBER,
  TEST_IBAN,
  type TestCheckout,
  type TestCheckoutOutcome,
} from "@core/payments";
import type { Contact } from "@core/contacts";
import { readOutbox } from "./email";
import { waitForEmail } from "./recovery";
import type { OutboxSummary } from "../services/email/outbox";

/** Test helpers: paying at the test provider's checkout, moving its clock, reading emails. */

/** The checkout page's token from the address the setup step answered. */
export function checkoutToken(redirectUrl: string): string {
  const match = /\/checkout\/test\/([^/?#]+)$/.exec(new URL(redirectUrl).pathname);
  if (!match?.[1]) throw new Error(`Not a test checkout address: ${redirectUrl}`);
  return match[1];
}

/** The flow id the payer comes back with, from the address the checkout sends them to. */
export function returnedFlowId(returnUrl: string): string {
  const id = new URL(returnUrl).searchParams.get(PAYMENT_FLOW_PARAM);
  if (!id) throw new Error(`No ${PAYMENT_FLOW_PARAM} in ${returnUrl}`);
  return id;
}

export const TEST_CARD = { cardNumber: TEST_CARD_NUMBER, expiry: "12/39", cvc: "123" };
export const TEST_ACCOUNT = { iban: TEST_IBAN, accountHolder: "Sam Lindqvist" };

/**
 * Pays at the checkout the setup step sent the payer to, as the checkout page does; answers
 * the checkout afterwards.
 */
export async function payAtCheckout(
  app: FastifyInstance,
  redirectUrl: string,
  outcome: TestCheckoutOutcome = "succeed",
  details: Record<string, string> = TEST_CARD,
): Promise<TestCheckout> {
  const response = await app.inject({
    method: "POST",
    url: `/api/1.0/test-provider/checkout/${checkoutToken(redirectUrl)}`,
    payload: { outcome, ...details },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestCheckout>();
}

/** Pays successfully and answers the flow id the payer comes back with. */
export async function payAndReturn(
  app: FastifyInstance,
  params: LightMyRequestResponse,
  outcome: TestCheckoutOutcome = "succeed",
  details: Record<string, string> = TEST_CARD,
): Promise<string> {
  expect(params.statusCode, params.body).toBe(200);
  const { redirectUrl } = params.json<{ redirectUrl: string }>();
  const checkout = await payAtCheckout(app, redirectUrl, outcome, details);
  expect(checkout.status).toBe("succeeded");
  return returnedFlowId(checkout.redirectUrl ?? "");
}

/** Moves the test provider's clock (as an admin) and waits for what it set off. */
export async function advanceClock(
  app: FastifyInstance,
  adminCookie: string,
  advance: string,
): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: "/api/1.0/test-provider/clock",
    headers: { cookie: adminCookie },
    payload: { advance },
  });
  expect(response.statusCode, response.body).toBe(200);
  await app.services.jobs.drain();
}

/** The emails in an app's outbox sent to an address, oldest first, once queued ones left. */
export async function emailsTo(
  app: FastifyInstance,
  outbox: string,
  address: string,
): Promise<OutboxSummary[]> {
  await app.services.jobs.drain();
  return (await readOutbox(outbox)).filter((email) => email.to.includes(address));
}

/** `POST /signup`'s body for a reader joining with a contribution, back to the usual pages. */
export function signupPayload(
  email: string,
  contribution: {
    amount?: number;
    period?: "monthly" | "annually";
    payFee?: boolean;
    paymentMethod: string;
  },
  names: { firstname?: string; lastname?: string } = {},
) {
  return {
    email,
    ...names,
    loginUrl: "/auth/login",
    setPasswordUrl: "/auth/set-password",
    confirmUrl: "/join/confirm-email",
    contribution: {
      amount: contribution.amount ?? 5,
      period: contribution.period ?? "monthly",
      payFee: contribution.payFee ?? false,
      prorate: false,
      paymentMethod: contribution.paymentMethod,
      completeUrl: "/join/complete",
    },
  };
}

/** A joined member, signed in: their contact id, email and session cookie. */
export interface JoinedMember {
  id: string;
  email: string;
  cookie: string;
}

/**
 * The reader opens the link of the confirmation email the join sent them: answers the new
 * member, signed in, once what confirming set off has run.
 */
export async function confirmJoin(
  app: FastifyInstance,
  outbox: string,
  email: string,
  runners: readonly FastifyInstance[] = [app],
): Promise<JoinedMember & { contact: Contact }> {
  const confirmation = await waitForEmail(runners, outbox, email, "confirm-email");
  const link = confirmation.links.find((href) => href.includes("/join/confirm-email/")) ?? "";
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/1.0/signup/confirm-email",
    payload: { joinFlowId: link.slice(link.lastIndexOf("/") + 1) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const cookie = confirmed.cookies.find((candidate) => candidate.name === "agora.sid");
  await app.services.jobs.drain();
  return {
    id: confirmed.json<{ id: string }>().id,
    email,
    cookie: `agora.sid=${cookie?.value ?? ""}`,
    contact: confirmed.json<Contact>(),
  };
}

/**
 * The payer is back on `/join/complete` with the flow's id, which sends the confirmation email;
 * then they open its link. Answers the new member, signed in.
 */
export async function completeJoin(
  app: FastifyInstance,
  outbox: string,
  email: string,
  paymentFlowId: string,
  runners: readonly FastifyInstance[] = [app],
): Promise<JoinedMember> {
  const completed = await app.inject({
    method: "POST",
    url: "/api/1.0/signup/complete",
    payload: { paymentFlowId, firstname: "Sam", lastname: "Member" },
  });
  expect(completed.statusCode, completed.body).toBe(204);
  return confirmJoin(app, outbox, email, runners);
}

let joined = 0;

export interface JoinOptions {
  amount?: number;
  period?: "monthly" | "annually";
  payFee?: boolean;
  method?: "s_card" | "gc_direct-debit";
  outcome?: TestCheckoutOutcome;
  /** The apps sharing the database, whose job runners may send the join's emails. */
  runners?: readonly FastifyInstance[];
}

/**
 * A reader joins with a contribution through every step a browser takes (the join form, the
 * checkout, the return page, the emailed link); answers the new member, signed in.
 */
export async function joinAsMember(
  app: FastifyInstance,
  outbox: string,
  options: JoinOptions = {},
): Promise<JoinedMember> {
  const email = `member-${Date.now()}-${++joined}@example.org`;
  const method = options.method ?? "s_card";
  const started = await app.inject({
    method: "POST",
    url: "/api/1.0/signup",
    payload: signupPayload(email, { ...options, paymentMethod: method }),
  });
  const flowId = await payAndReturn(
    app,
    started,
    options.outcome ?? "succeed",
    method === "gc_direct-debit" ? TEST_ACCOUNT : TEST_CARD,
  );
  return completeJoin(app, outbox, email, flowId, options.runners);
}
