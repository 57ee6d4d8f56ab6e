import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import type { PaymentSettings } from "../../config-payments";
import { contacts, payments, providerEvents } from "../../db/schema";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { FAST_SECURITY } from "../../test-support/app";
import { confirmJoin, emailsTo, signupPayload } from "../../test-support/payments";
import {
  startStripeStandIn,
  type StripeEvent,
  type StripeStandIn,
} from "../../test-support/stripe-stand-in";
import { STRIPE_API_VERSION } from "../../services/payments/stripe/client";
import { memberView, previewedDifference } from "../../test-support/webhooks";
import {
  confirmInBrowser,
  deliverStripeEvents,
  joinWithStripe,
  payAtRedirect,
  postStripeEvent,
  stripeSettings,
  stripeSignature,
} from "../../test-support/stripe";

/**
 * Stripe end to end on the server, offline: the real app configured with Stripe keys, the
 * official SDK pointed at the local stand-in, and Stripe's events signed as Stripe signs them
 * and posted to `/webhook/stripe`. The lifecycle of contract 3.4, and the webhook's guarantees:
 * verified, recorded once, converging whatever the order, retried after a failure.
 */
const database = testDatabasePerFile();
let standIn: StripeStandIn;
const config: { payments: PaymentSettings } = { payments: {} };
beforeAll(async () => {
  standIn = await startStripeStandIn();
  config.payments = { stripe: stripeSettings(standIn) };
});
afterAll(async () => {
  await standIn.close();
});
const { app, outbox } = testAppPerFile(database, {
  config,
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});
beforeAll(async () => {
  // The organisation offers every method its Stripe account takes.
  await app().services.content.update("join", {
    paymentMethods: ["s_card", "s_sepa", "s_bacs", "s_paypal"],
  });
});
const delivered = new Set<string>();
const deliver = () => deliverStripeEvents(app(), standIn, delivered);

const { info, history, call, change, rename, deleteAccount, contribution, templates } = memberView(
  app,
  database,
  outbox,
);

const object = (id: string | null) => (id ? standIn.objects.get(id) : undefined);
/** The invoice of a difference charged now (Agora's own, not a subscription's). */
const chargeOf = (customerId: string | null) =>
  [...standIn.objects.values()].find(
    (found) =>
      found.object === "invoice" &&
      found.customer === customerId &&
      found.billing_reason === "manual",
  );

async function member(options: Parameters<typeof joinWithStripe>[3] = {}) {
  const joined = await joinWithStripe(app(), outbox(), standIn, options);
  await deliver();
  return { ...joined, row: await contribution(joined.id) };
}

describe("with Stripe configured", () => {
  it("offers Stripe's methods, its publishable key and no test provider", async () => {
    const join = await app().inject({ url: "/api/1.0/content/join" });
    expect(join.json()).toMatchObject({
      stripePublicKey: "pk_test_standin",
      stripeCountry: "gb",
    });
    expect(app().services.payments.methods).toEqual(["s_card", "s_sepa", "s_bacs", "s_paypal"]);
    expect(app().services.payments.test).toBeUndefined();
    const clock = await app().inject({ url: "/api/1.0/test-provider/clock" });
    expect(clock.statusCode).toBe(404);
  });
});

describe("joining by card", () => {
  it("makes the customer and the subscription, and the paid invoice starts the membership", async () => {
    const joined = await member({ amount: 7 });
    const { row } = joined;
    expect(row).toMatchObject({ provider: "stripe", paymentMethod: "s_card", amount: 7 });
    const customer = object(row.customerId);
    expect(customer).toMatchObject({
      email: joined.email,
      name: "Sam Member",
      invoice_settings: { default_payment_method: row.mandateId },
    });
    expect(object(row.mandateId)).toMatchObject({ customer: row.customerId });
    expect(object(row.subscriptionId)).toMatchObject({
      status: "active",
      default_payment_method: row.mandateId,
      items: {
        data: [{ price: { unit_amount: 700, currency: "gbp", recurring: { interval: "month" } } }],
      },
    });
    expect(await info(joined.cookie)).toMatchObject({
      type: "Automatic",
      amount: 7,
      membershipStatus: "active",
      paymentSource: { method: "s_card", brand: "visa", last4: "4242", expiryYear: 2034 },
    });
    expect(await history(joined.cookie)).toEqual([{ amount: 7, status: "successful" }]);
    // No card data went through Agora: only Stripe's ids are stored.
    expect(JSON.stringify(row)).not.toContain("4242");
  });

  it("shows a BACS Direct Debit by its sort code and last digits", async () => {
    const joined = await member({
      paymentMethod: "s_bacs",
      method: { type: "bacs_debit", name: "Sam Member" },
    });
    expect(joined.row.paymentMethod).toBe("s_bacs");
    expect((await info(joined.cookie)).paymentSource).toEqual({
      method: "s_bacs",
      sortCode: "108800",
      last4: "2345",
    });
  });

  it("refuses to complete a setup the payer did not confirm", async () => {
    const started = await app().inject({
      method: "POST",
      url: "/api/1.0/signup",
      payload: signupPayload("unconfirmed@example.org", { paymentMethod: "s_card" }),
    });
    const { clientSecret } = started.json<{ clientSecret: string }>();
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: clientSecret.split("_secret_")[0], firstname: "A", lastname: "B" },
    });
    expect(completed.statusCode).toBe(400);
  });
});

describe("PayPal, whose page refuses to open in a frame", () => {
  const browser = { "user-agent": "Mozilla/5.0 (frame test)" };
  const signup = (email: string, names: { firstname?: string; lastname?: string }) =>
    app().inject({
      method: "POST",
      url: "/api/1.0/signup",
      headers: browser,
      payload: signupPayload(email, { amount: 6, paymentMethod: "s_paypal" }, names),
    });
  const complete = (back: URL) =>
    app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: back.searchParams.get("setup_intent") },
    });

  it("answers PayPal's page to open, as for GoCardless's, and joins once the payer approved", async () => {
    const email = "paypal-joiner@example.org";
    const started = await signup(email, { firstname: "Pat", lastname: "Payer" });
    expect(started.statusCode, started.body).toBe(200);
    // What the join frame opens in the host's window: a page, no secret for a form.
    const params = started.json<{ redirectUrl?: string; clientSecret?: string }>();
    expect(params.clientSecret).toBeUndefined();
    const back = await payAtRedirect(params.redirectUrl ?? "", "approve");
    expect(back.pathname).toBe("/join/complete");
    expect((await complete(back)).statusCode).toBe(204);
    expect(await templates(email)).toEqual(["confirm-email"]);
    const confirmed = await confirmJoin(app(), outbox(), email);
    expect(confirmed.contact).toMatchObject({ firstname: "Pat", lastname: "Payer" });
    await deliver();
    const row = await contribution(confirmed.id);
    expect(row).toMatchObject({ paymentMethod: "s_paypal", amount: 6 });
    expect(object(row.customerId)).toMatchObject({ email, name: "Pat Payer" });
    const intent = object(back.searchParams.get("setup_intent"));
    expect(intent).toMatchObject({
      mandate_data: {
        customer_acceptance: { online: { user_agent: browser["user-agent"] } },
      },
    });
    expect(object(row.mandateId)).toMatchObject({
      billing_details: { name: "Pat Payer", email },
    });
    expect(object(row.subscriptionId)).toMatchObject({ status: "active" });
  });

  it("sends no confirmation when the payer declines on PayPal's page", async () => {
    const email = "paypal-decliner@example.org";
    const started = await signup(email, { firstname: "Dee", lastname: "Clined" });
    const back = await payAtRedirect(
      started.json<{ redirectUrl: string }>().redirectUrl,
      "decline",
    );
    expect(back.searchParams.get("redirect_status")).toBe("failed");
    expect((await complete(back)).statusCode).toBe(400);
    expect(await emailsTo(app(), outbox(), email)).toEqual([]);
  });

  it("asks for the payer's names before sending them to PayPal", async () => {
    const setups = () => standIn.requests.filter((line) => line === "POST /v1/setup_intents");
    const before = setups().length;
    const refused = await signup("paypal-nameless@example.org", { firstname: "Only" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ property: "lastname" }] });
    // Refused before anything was asked of Stripe.
    expect(setups()).toHaveLength(before);
  });

  it("starts a contribution with PayPal from the profile the same way, with the member's names", async () => {
    const joined = await member();
    await call(joined.cookie, "POST", "contact/me/contribution/cancel");
    await app().services.jobs.drain();
    await deliver();
    const started = await app().inject({
      method: "POST",
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: joined.cookie, ...browser },
      payload: {
        amount: 9,
        period: "monthly",
        payFee: false,
        prorate: false,
        paymentMethod: "s_paypal",
        completeUrl: "/profile/contribution/complete",
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const back = await payAtRedirect(
      started.json<{ redirectUrl: string }>().redirectUrl,
      "approve",
    );
    expect(back.pathname).toBe("/profile/contribution/complete");
    const completed = await call(joined.cookie, "POST", "contact/me/contribution/complete", {
      paymentFlowId: back.searchParams.get("setup_intent"),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<ContributionInfo>()).toMatchObject({
      amount: 9,
      membershipStatus: "active",
      paymentSource: { method: "s_paypal", payerEmail: "payer@example.org" },
    });
    const row = await contribution(joined.id);
    expect(object(row.mandateId)).toMatchObject({ billing_details: { name: "Sam Member" } });
  });

  it("changes a nameless member's method to PayPal with the names given for it", async () => {
    const joined = await member();
    await database()
      .db.update(contacts)
      .set({ firstname: "", lastname: "" })
      .where(eq(contacts.id, joined.id));
    const change = (names: object) =>
      app().inject({
        method: "PUT",
        url: "/api/1.0/contact/me/payment-method",
        headers: { cookie: joined.cookie, ...browser },
        payload: {
          completeUrl: "/profile/contribution/payment-method/complete",
          paymentMethod: "s_paypal",
          ...names,
        },
      });
    const refused = await change({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ property: "firstname" }] });

    const started = await change({ firstname: "Ada", lastname: "Lovelace" });
    expect(started.statusCode, started.body).toBe(200);
    const back = await payAtRedirect(
      started.json<{ redirectUrl: string }>().redirectUrl,
      "approve",
    );
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: back.searchParams.get("setup_intent"),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const row = await contribution(joined.id);
    expect(object(row.mandateId)).toMatchObject({ billing_details: { name: "Ada Lovelace" } });
  });
});

async function recorded(eventId: string): Promise<boolean> {
  const rows = await database()
    .db.select()
    .from(providerEvents)
    .where(eq(providerEvents.eventId, eventId));
  return rows.length > 0;
}

async function paymentRows(contactId: string) {
  return database().db.select().from(payments).where(eq(payments.contactId, contactId));
}

/** The stand-in's events of one type not delivered yet. */
const pending = (type: string) =>
  standIn.events.filter((event) => event.type === type && !delivered.has(event.id));

describe("the webhook", () => {
  it("refuses unsigned, tampered, stale and foreign events with a 400 and records nothing", async () => {
    const joined = await joinWithStripe(app(), outbox(), standIn);
    const [paid] = pending("invoice.paid");
    if (!paid) throw new Error("No invoice.paid event");
    const body = JSON.stringify(paid);
    const tampered = body.replace('"total":500', '"total":1');
    expect(tampered).not.toBe(body);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await app().inject({
        method: "POST",
        url: "/webhook/stripe",
        headers: { "content-type": "application/json" },
        payload: body,
      }),
      await postStripeEvent(app(), paid, stripeSignature(body), tampered),
      await postStripeEvent(app(), paid, stripeSignature(body, now - 600)),
      await postStripeEvent(app(), paid, stripeSignature(body, now, "whsec_someone_else")),
      await postStripeEvent(app(), paid, "t=1,v1=00"),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused[0]?.json()).toEqual({
      message: "The Stripe-Signature header does not match the body",
    });
    expect(await recorded(paid.id)).toBe(false);
    expect(await paymentRows(joined.id)).toEqual([]);
    // Signed as Stripe signs, the same event is taken.
    await deliver();
    expect(await recorded(paid.id)).toBe(true);
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
  });

  it("acts once on an event delivered again", async () => {
    const joined = await member();
    standIn.renew(joined.row.subscriptionId ?? "");
    const [paid] = pending("invoice.paid");
    await deliver();
    const before = await info(joined.cookie);
    if (!paid) throw new Error("No invoice.paid event");
    const again = await postStripeEvent(app(), paid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "successful" },
    ]);
    expect(await info(joined.cookie)).toEqual(before);
  });

  it("ends in the same state whatever order events arrive in", async () => {
    const joined = await member();
    const before = await info(joined.cookie);
    const invoice = standIn.renew(joined.row.subscriptionId ?? "", { fail: true });
    standIn.payInvoice(invoice.id);
    // Paid after a failed try; Stripe delivers the events last first.
    const events = standIn.events.filter((event) => !delivered.has(event.id)).reverse();
    for (const event of events) {
      const response = await postStripeEvent(app(), event);
      expect(response.statusCode, response.body).toBe(200);
      delivered.add(event.id);
    }
    await app().services.jobs.drain();
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "successful" },
    ]);
    const after = await info(joined.cookie);
    expect(Date.parse(after.membershipExpiryDate ?? "")).toBeGreaterThan(
      Date.parse(before.membershipExpiryDate ?? "") + 27 * 86_400_000,
    );
    // Each event re-read the invoice: no failure was reported, so no email asked for a new card.
    expect(await templates(joined.email)).not.toContain("payment-failed");
  });

  it("answers 503 while Stripe cannot be reached, and acts once when the event comes again", async () => {
    const joined = await member();
    standIn.renew(joined.row.subscriptionId ?? "");
    const [paid] = pending("invoice.paid");
    if (!paid) throw new Error("No invoice.paid event");
    standIn.outage = true;
    try {
      const failed = await postStripeEvent(app(), paid);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ httpCode: 503, name: "ServiceUnavailableError" });
      expect(failed.body).not.toContain("sk_test");
    } finally {
      standIn.outage = false;
    }
    expect(await recorded(paid.id)).toBe(false);
    await deliver();
    await deliver();
    expect(await recorded(paid.id)).toBe(true);
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "successful" },
    ]);
  });
});

describe("events about a customer Agora never saw", () => {
  const foreign = (
    id: string,
    type: string,
    object: Record<string, unknown>,
    previous?: Record<string, unknown>,
  ): StripeEvent => ({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: STRIPE_API_VERSION,
    livemode: false,
    data: {
      object: object as StripeEvent["data"]["object"],
      ...(previous ? { previous_attributes: previous } : {}),
    },
  });

  it("are acknowledged without a call to Stripe, even while it cannot be reached", async () => {
    const events = [
      foreign("evt_foreign_1", "invoice.created", {
        id: "in_x",
        object: "invoice",
        customer: "cus_x",
      }),
      foreign("evt_foreign_2", "invoice.paid", {
        id: "in_x",
        object: "invoice",
        customer: "cus_x",
      }),
      foreign("evt_foreign_3", "customer.subscription.deleted", {
        id: "sub_x",
        object: "subscription",
        customer: "cus_x",
      }),
      foreign("evt_foreign_4", "customer.deleted", { id: "cus_x", object: "customer" }),
      foreign(
        "evt_foreign_5",
        "payment_method.detached",
        { id: "pm_x", object: "payment_method", customer: null },
        { customer: "cus_x" },
      ),
    ];
    const before = standIn.requests.length;
    standIn.outage = true;
    try {
      for (const event of events) {
        const response = await postStripeEvent(app(), event);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ received: true, outcome: "ignored" });
      }
    } finally {
      standIn.outage = false;
    }
    expect(standIn.requests.slice(before)).toEqual([]);
    for (const event of events) expect(await recorded(event.id)).toBe(false);
  });
});

describe("a contribution's life at Stripe", () => {
  it("changes a monthly amount at once, from the next invoice", async () => {
    const joined = await member();
    const changed = await change(joined.cookie, { amount: 10, period: "monthly", prorate: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 10 });
    expect(object(joined.row.subscriptionId)).toMatchObject({
      items: { data: [{ price: { unit_amount: 1000 } }] },
    });
    standIn.renew(joined.row.subscriptionId ?? "");
    await deliver();
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 10, status: "successful" },
    ]);
  });

  it("charges the difference of an annual increase now when the member pays it", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    const preview = previewedDifference(await info(joined.cookie), 120);
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    // The new amount waits for its difference to be paid.
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 60, nextAmount: 120 });
    await app().services.jobs.drain();
    await deliver();
    await app().services.jobs.drain();
    expect(await info(joined.cookie)).toMatchObject({ amount: 120 });
    // (10 - 5) a month for the 11 whole months left, as an invoice of its own (charged in the
    // same second as the first: ordered by amount here).
    const paid = (await history(joined.cookie)).sort((a, b) => b.amount - a.amount);
    expect(paid).toEqual([
      { amount: 60, status: "successful" },
      { amount: 55, status: "successful" },
    ]);
    // Exactly what the contribution page showed before the change.
    const charge = chargeOf(joined.row.customerId);
    expect(charge?.total).toBe(Math.round(preview * 100));
  });

  it("starts an annual increase at renewal otherwise, once that invoice is paid", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    const changed = await change(joined.cookie, {
      amount: 120,
      period: "annually",
      prorate: false,
    });
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 60, nextAmount: 120 });
    standIn.renew(joined.row.subscriptionId ?? "");
    await deliver();
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 120 });
    expect(after.nextAmount).toBeUndefined();
  });

  it("takes a new payment method: the subscription charges it, the old one is detached", async () => {
    const joined = await member();
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "s_sepa",
    });
    const setupIntent = confirmInBrowser(standIn, started, {
      type: "sepa_debit",
      name: "Sam Member",
    });
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: setupIntent,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();
    await deliver();
    const row = await contribution(joined.id);
    expect(row.paymentMethod).toBe("s_sepa");
    expect(row.customerId).toBe(joined.row.customerId);
    expect(object(row.subscriptionId)).toMatchObject({ default_payment_method: row.mandateId });
    expect(object(joined.row.mandateId)).toMatchObject({ customer: null });
    expect(await info(joined.cookie)).toMatchObject({
      paymentSource: { method: "s_sepa", country: "DE", last4: "3000" },
    });
  });

  it("cancels: the subscription ends at Stripe, the membership lasts the period paid", async () => {
    const joined = await member();
    const cancelled = await call(joined.cookie, "POST", "contact/me/contribution/cancel");
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await app().services.jobs.drain();
    await deliver();
    expect(object(joined.row.subscriptionId)).toMatchObject({ status: "canceled" });
    expect(object(joined.row.mandateId)).toMatchObject({ customer: null });
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "expiring" });
    expect(
      (await templates(joined.email)).filter((name) => name === "cancelled-contribution"),
    ).toHaveLength(1);
  });

  it("asks for a new method after a failed renewal, and keeps the membership while Stripe retries", async () => {
    const joined = await member();
    const invoice = standIn.renew(joined.row.subscriptionId ?? "", { fail: true });
    await deliver();
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "failed" },
    ]);
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "active" });
    expect(await templates(joined.email)).toContain("payment-failed");
    standIn.payInvoice(invoice.id);
    await deliver();
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "successful" },
    ]);
  });

  it("pays the failed invoice with a new payment method at once, as Stripe's retry would", async () => {
    const joined = await member();
    const invoice = standIn.renew(joined.row.subscriptionId ?? "", { fail: true });
    await deliver();
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "s_card",
    });
    const setupIntent = confirmInBrowser(standIn, started, { type: "card" });
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: setupIntent,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();
    await deliver();
    // The same invoice, paid: one charge for the period, nothing left for Stripe to retry.
    expect(object(invoice.id)).toMatchObject({ status: "paid", next_payment_attempt: null });
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "successful" },
    ]);
    expect(
      standIn.requests.filter((request) => request.endsWith(`invoices/${invoice.id}/pay`)),
    ).toHaveLength(1);
  });

  it("ends the contribution after failed payments when Stripe gives up, never as cancelled", async () => {
    const joined = await member();
    standIn.renew(joined.row.subscriptionId ?? "", { fail: true, willRetry: false });
    standIn.endSubscription(joined.row.subscriptionId ?? "", "payment_failed");
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ subscriptionId: null, cancelledAt: null });
    expect(row.endedReason).toBe("payment-failed");
    const sent = await templates(joined.email);
    expect(sent.filter((name) => name === "contribution-ended-failed")).toHaveLength(1);
    expect(sent).not.toContain("cancelled-contribution");
  });

  it("cancels the contribution when Stripe ends the subscription itself", async () => {
    const joined = await member();
    standIn.endSubscription(joined.row.subscriptionId ?? "", "cancellation_requested");
    await deliver();
    const row = await contribution(joined.id);
    expect(row.subscriptionId).toBeNull();
    expect(row.cancelledAt).not.toBeNull();
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "expiring" });
    expect(await templates(joined.email)).toContain("cancelled-contribution");
  });

  it("ends the membership when the first payment never goes through", async () => {
    standIn.declineNext();
    const joined = await member();
    expect(object(joined.row.subscriptionId)).toMatchObject({ status: "incomplete" });
    standIn.expireIncomplete(joined.row.subscriptionId ?? "");
    await deliver();
    expect((await contribution(joined.id)).subscriptionId).toBeNull();
    expect(await templates(joined.email)).toContain("contribution-didnt-start");
    expect((await info(joined.cookie)).membershipStatus).not.toBe("active");
  });

  it("ends the membership when Stripe deletes a subscription whose first payment never went through", async () => {
    standIn.declineNext();
    const joined = await member();
    const subscriptionId = joined.row.subscriptionId ?? "";
    standIn.expireIncomplete(subscriptionId);
    // Stripe reports the expiry as the subscription's deletion too: both say it never started.
    const [expired] = standIn.events.slice(-1);
    if (!expired) throw new Error("the expiry's event");
    const deleted = {
      ...expired,
      id: `${expired.id}_deleted`,
      type: "customer.subscription.deleted",
    };
    expect((await postStripeEvent(app(), deleted)).statusCode).toBe(200);
    await deliver();
    expect(await contribution(joined.id)).toMatchObject({
      subscriptionId: null,
      endedReason: "payment-failed",
    });
    const sent = await templates(joined.email);
    expect(sent.filter((name) => name === "contribution-didnt-start")).toHaveLength(1);
    expect(sent).not.toContain("contribution-ended-failed");
  });

  it("ends after failed payments when Stripe's end arrives before the payments' reports", async () => {
    const joined = await joinWithStripe(app(), outbox(), standIn);
    const subscriptionId = (await contribution(joined.id)).subscriptionId ?? "";
    standIn.renew(subscriptionId, { fail: true, willRetry: false });
    standIn.endSubscription(subscriptionId, "payment_failed");
    // Every report of the member's payments, the first invoice's included, comes after the end.
    const pending = standIn.events.filter((event) => !delivered.has(event.id));
    const ends = pending.filter((event) => event.type === "customer.subscription.deleted");
    for (const event of [...ends, ...pending.filter((event) => !ends.includes(event))]) {
      expect((await postStripeEvent(app(), event)).statusCode).toBe(200);
      delivered.add(event.id);
    }
    await app().services.jobs.drain();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ subscriptionId: null, cancelledAt: null });
    expect(row.endedReason).toBe("payment-failed");
    const sent = await templates(joined.email);
    expect(sent.filter((name) => name === "contribution-ended-failed")).toHaveLength(1);
    expect(sent).not.toContain("contribution-didnt-start");
    expect(sent).not.toContain("cancelled-contribution");
  });

  it("keeps the customer's name and email those of the member", async () => {
    const joined = await member();
    const password = "Harbour-Member-2026";
    await database()
      .db.update(contacts)
      .set({ passwordHash: await app().services.passwords.hash(password) })
      .where(eq(contacts.id, joined.id));
    await rename(joined.cookie, "Samira", "Newname");
    expect(object(joined.row.customerId)).toMatchObject({ name: "Samira Newname" });

    // A new email counts once its owner confirmed it from the link sent there.
    const address = `renamed-${joined.email}`;
    const asked = await call(joined.cookie, "PATCH", "contact/me", {
      email: address,
      currentPassword: password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await emailsTo(app(), outbox(), address);
    const token = mail?.links[0]?.split("/").pop() ?? "";
    expect(object(joined.row.customerId)).toMatchObject({ email: joined.email });
    const confirmed = await app().inject({ method: "PUT", url: `/api/1.0/email-change/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    await app().services.jobs.drain();
    expect(object(joined.row.customerId)).toMatchObject({ email: address });
  });

  it("deletes the customer, and with it the subscription, when the contact is deleted", async () => {
    const joined = await member();
    await deleteAccount(joined.cookie);
    expect(object(joined.row.customerId)).toBeUndefined();
    expect(object(joined.row.subscriptionId)).toMatchObject({ status: "canceled" });
    await deliver();
  });
});

describe("tax included in Stripe's prices", () => {
  const ourRates = () =>
    [...standIn.objects.values()].filter(
      (found) => found.object === "tax_rate" && (found.metadata as Record<string, string>).agora,
    );
  const setTax = (tax: { taxRateEnabled?: boolean; taxRate?: number }) =>
    app().services.content.update("payment", tax);
  const rateOf = (percentage: number) => ourRates().find((rate) => rate.percentage === percentage);

  it("makes, sets aside and reuses the inclusive rate as the settings change", async () => {
    try {
      await setTax({ taxRateEnabled: true, taxRate: 20 });
      const twenty = rateOf(20);
      expect(twenty).toMatchObject({ active: true, inclusive: true });
      await setTax({ taxRate: 5 });
      expect(rateOf(5)).toMatchObject({ active: true, inclusive: true });
      expect(rateOf(20)).toMatchObject({ active: false });
      await setTax({ taxRateEnabled: false });
      expect(ourRates().filter((rate) => rate.active)).toEqual([]);
      await setTax({ taxRateEnabled: true, taxRate: 20 });
      expect(rateOf(20)).toMatchObject({ id: twenty?.id, active: true });
      expect(rateOf(5)).toMatchObject({ active: false });
      expect(ourRates()).toHaveLength(2);
    } finally {
      await setTax({ taxRateEnabled: false });
    }
  });

  it("refuses tax turned on without its rate, and leaves Stripe as it was", async () => {
    const before = structuredClone(ourRates());
    await expect(setTax({ taxRateEnabled: true })).rejects.toMatchObject({
      httpCode: 400,
      errors: [{ property: "taxRate" }],
    });
    expect(ourRates()).toEqual(before);
    expect((await app().services.content.get("payment")).taxRateEnabled).toBe(false);
  });

  it("gives a renewal's draft invoice, and its subscription, the rate configured since", async () => {
    const joined = await member();
    const subscriptionId = joined.row.subscriptionId ?? "";
    expect(object(subscriptionId)).toMatchObject({ default_tax_rates: [] });
    try {
      await setTax({ taxRateEnabled: true, taxRate: 20 });
      const rate = rateOf(20)?.id;
      const draft = standIn.renew(subscriptionId, { draft: true });
      await deliver();
      expect(object(draft.id)).toMatchObject({ status: "draft", default_tax_rates: [rate] });
      expect(object(subscriptionId)).toMatchObject({ default_tax_rates: [rate] });
      standIn.finalizeDraft(draft.id);
      await deliver();
      // 5.00 with 20 % included: 0.83 of it is VAT.
      expect(object(draft.id)).toMatchObject({
        status: "paid",
        total: 500,
        total_taxes: [{ amount: 83, tax_rate_details: { tax_rate: rate } }],
      });

      await setTax({ taxRateEnabled: false });
      const untaxed = standIn.renew(subscriptionId, { draft: true });
      await deliver();
      expect(object(untaxed.id)).toMatchObject({ default_tax_rates: [] });
      expect(object(subscriptionId)).toMatchObject({ default_tax_rates: [] });
      expect(await history(joined.cookie)).toEqual([
        { amount: 5, status: "successful" },
        { amount: 5, status: "successful" },
        { amount: 5, status: "draft" },
      ]);
    } finally {
      await setTax({ taxRateEnabled: false });
    }
  });

  it("includes the same tax in a difference charged now as in the subscription", async () => {
    try {
      await setTax({ taxRateEnabled: true, taxRate: 20 });
      const joined = await member({ amount: 60, period: "annually" });
      const rate = rateOf(20)?.id;
      expect(object(joined.row.subscriptionId)).toMatchObject({ default_tax_rates: [rate] });
      const changed = await change(joined.cookie, {
        amount: 120,
        period: "annually",
        prorate: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await deliver();
      const charge = chargeOf(joined.row.customerId);
      expect(charge).toMatchObject({
        status: "paid",
        default_tax_rates: [rate],
        total_taxes: [{ tax_rate_details: { tax_rate: rate } }],
      });
    } finally {
      await setTax({ taxRateEnabled: false });
    }
  });
});
