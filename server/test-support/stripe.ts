import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Stripe from "stripe";
import { expect } from "vitest";
import type { StripeSettings } from "../config-payments";
import { completeJoin, signupPayload, type JoinedMember } from "./payments";
import type { ConfirmedMethod, StripeEvent, StripeStandIn } from "./stripe-stand-in";

/** Test helpers: an app on the Stripe stand-in, signed webhooks, a reader joining by card. */

export const WEBHOOK_SECRET = "whsec_test_agora";

export function stripeSettings(standIn: StripeStandIn): StripeSettings {
  return {
    secretKey: "sk_test_standin",
    publishableKey: "pk_test_standin",
    webhookSecret: WEBHOOK_SECRET,
    country: "gb",
    endpoint: standIn.endpoint,
  };
}

const signer = new Stripe("sk_test_signer");

/** A `Stripe-Signature` header as Stripe makes it, for a body and a time (seconds). */
export function stripeSignature(payload: string, timestamp?: number, secret = WEBHOOK_SECRET) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
}

/** Posts one event to the webhook, signed (or with the header given). */
export function postStripeEvent(
  app: FastifyInstance,
  event: StripeEvent,
  signature?: string,
  body = JSON.stringify(event),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/webhook/stripe",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signature ?? stripeSignature(body),
    },
    payload: body,
  });
}

/**
 * Delivers the stand-in's events not delivered yet, in order, as Stripe would; each must be
 * taken (2xx). Answers the events delivered.
 */
export async function deliverStripeEvents(
  app: FastifyInstance,
  standIn: StripeStandIn,
  delivered: Set<string>,
): Promise<StripeEvent[]> {
  const sent: StripeEvent[] = [];
  for (const event of standIn.events) {
    if (delivered.has(event.id)) continue;
    const response = await postStripeEvent(app, event);
    expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
    delivered.add(event.id);
    sent.push(event);
  }
  await app.services.jobs.drain();
  return sent;
}

/** The setup intent a client secret belongs to (its id is the secret's prefix). */
export function setupIntentOf(clientSecret: string): string {
  const id = clientSecret.split("_secret_")[0];
  if (!id?.startsWith("seti_")) throw new Error(`Not a setup intent's secret: ${clientSecret}`);
  return id;
}

/** The browser's step: the payer confirms the Payment Element; answers the id Stripe returns. */
export function confirmInBrowser(
  standIn: StripeStandIn,
  started: LightMyRequestResponse,
  method: ConfirmedMethod = { type: "card", name: "Sam Member" },
): string {
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret } = started.json<{ clientSecret?: string }>();
  const id = setupIntentOf(clientSecret ?? "");
  standIn.confirmSetup(id, method);
  return id;
}

/**
 * The payer on the page a redirect method sent them to (the stand-in's, for PayPal's or the
 * bank's): it is opened, approved or declined; answers the address Stripe sends them back to.
 */
export async function payAtRedirect(
  redirectUrl: string,
  outcome: "approve" | "decline",
): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const choice = new URL(`${redirectUrl}/${outcome}`);
  expect(await page.text()).toContain(`href="${choice.pathname}"`);
  const back = await fetch(choice, { redirect: "manual" });
  expect(back.status).toBe(302);
  return new URL(back.headers.get("location") ?? "");
}

let joined = 0;

/** A reader joins paying with a Stripe method, through the join form, Stripe and the email link. */
export async function joinWithStripe(
  app: FastifyInstance,
  outbox: string,
  standIn: StripeStandIn,
  options: {
    amount?: number;
    period?: "monthly" | "annually";
    method?: ConfirmedMethod;
    paymentMethod?: string;
  } = {},
): Promise<JoinedMember> {
  const email = `stripe-${Date.now()}-${++joined}@example.org`;
  const started = await app.inject({
    method: "POST",
    url: "/api/1.0/signup",
    payload: signupPayload(email, {
      ...options,
      paymentMethod: options.paymentMethod ?? "s_card",
    }),
  });
  const setupIntent = confirmInBrowser(standIn, started, options.method);
  return completeJoin(app, outbox, email, setupIntent);
}
