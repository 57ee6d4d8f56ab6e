import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import { PAYMENT_FLOW_PARAM } from "@core/payments";
import type { PaymentSettings } from "../../config-payments";
import { eq } from "drizzle-orm";
import { contributions, jobs, paymentFlows, payments, providerEvents } from "../../db/schema";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { completeJoin, confirmJoin, signupPayload } from "../../test-support/payments";
import {
  startGoCardlessStandIn,
  type GoCardlessEvent,
  type GoCardlessStandIn,
} from "../../test-support/gocardless-stand-in";
import { startStripeStandIn, type StripeStandIn } from "../../test-support/stripe-stand-in";
import {
  confirmInBrowser,
  deliverStripeEvents,
  joinWithStripe,
  stripeSettings,
} from "../../test-support/stripe";
import { memberView, previewedDifference } from "../../test-support/webhooks";

/**
 * GoCardless end to end on the server, offline: the real app configured with GoCardless (and
 * Stripe, for a change of method across providers), our API layer pointed at the local
 * stand-in, and webhook batches signed with the webhook secret. The lifecycle of contract 3.4
 * and the webhook's guarantees: 498 for a bad signature, each event once, any order, retries.
 */
const SECRET = "gc-webhook-secret";
const database = testDatabasePerFile();
let gc: GoCardlessStandIn;
let stripe: StripeStandIn;
const config: { payments: PaymentSettings } = { payments: {} };
beforeAll(async () => {
  gc = await startGoCardlessStandIn();
  stripe = await startStripeStandIn();
  config.payments = {
    gocardless: {
      accessToken: "sandbox_token",
      environment: "sandbox",
      webhookSecret: SECRET,
      baseUrl: gc.baseUrl,
    },
    stripe: stripeSettings(stripe),
  };
});
afterAll(async () => {
  await gc.close();
  await stripe.close();
});
const { app, outbox } = testAppPerFile(database, {
  config,
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});
const delivered = new Set<string>();
const stripeDelivered = new Set<string>();

function post(body: string, signature: string | undefined, contentType = "application/json") {
  return app().inject({
    method: "POST",
    url: "/webhook/gc",
    headers: {
      "content-type": contentType,
      ...(signature !== undefined ? { "webhook-signature": signature } : {}),
    },
    payload: body,
  });
}

/** Sends GoCardless's events not sent yet, in one signed batch (or in the order given). */
async function deliver(batch?: GoCardlessEvent[]) {
  const events = batch ?? gc.events.filter((event) => !delivered.has(event.id));
  if (events.length === 0) return;
  const { body, signature } = gc.webhook(events, SECRET);
  const response = await post(body, signature);
  expect(response.statusCode, response.body).toBe(200);
  for (const event of events) delivered.add(event.id);
  await app().services.jobs.drain();
}

const { info, history, call, change, rename, deleteAccount, contribution, templates } = memberView(
  app,
  database,
  outbox,
);

const resource = (id: string | null) => (id ? gc.resources.get(id) : undefined);

/** The payer authorises at GoCardless's page; answers the flow id they come back with. */
function authorise(started: { statusCode: number; body: string; json: <T>() => T }): string {
  expect(started.statusCode, started.body).toBe(200);
  const { redirectUrl } = started.json<{ redirectUrl: string }>();
  const billingRequest = new URL(redirectUrl).searchParams.get("id") ?? "";
  const back = new URL(gc.authorise(billingRequest));
  return back.searchParams.get(PAYMENT_FLOW_PARAM) ?? "";
}

/**
 * The member moves to a card at Stripe (completing the flow twice, as a reloaded return page
 * does); then every job, Stripe event and GoCardless event is delivered.
 */
async function moveToCard(cookie: string): Promise<void> {
  const started = await call(cookie, "PUT", "contact/me/payment-method", {
    completeUrl: "/profile/contribution/payment-method/complete",
    paymentMethod: "s_card",
  });
  const setupIntent = confirmInBrowser(stripe, started);
  for (let time = 0; time < 2; time++) {
    const completed = await call(cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: setupIntent,
    });
    expect(completed.statusCode, completed.body).toBe(200);
  }
  await app().services.jobs.drain();
  await deliverStripeEvents(app(), stripe, stripeDelivered);
  await deliver();
}

/** The member moves to a new mandate at GoCardless, the bank authorising it at once. */
async function moveToNewMandate(cookie: string): Promise<void> {
  const started = await call(cookie, "PUT", "contact/me/payment-method", {
    completeUrl: "/profile/contribution/payment-method/complete",
    paymentMethod: "gc_direct-debit",
  });
  const completed = await call(cookie, "POST", "contact/me/payment-method/complete", {
    paymentFlowId: authorise(started),
  });
  expect(completed.statusCode, completed.body).toBe(200);
}

let members = 0;
async function member(options: { amount?: number; period?: "monthly" | "annually" } = {}) {
  const email = `gc-${++members}@example.org`;
  const started = await app().inject({
    method: "POST",
    url: "/api/1.0/signup",
    payload: signupPayload(email, { ...options, paymentMethod: "gc_direct-debit" }),
  });
  const joined = await completeJoin(app(), outbox(), email, authorise(started));
  await deliver();
  return { ...joined, row: await contribution(joined.id) };
}

describe("joining by direct debit", () => {
  it("sends the payer to GoCardless and subscribes on the mandate they authorised", async () => {
    const joined = await member({ amount: 8 });
    const { row } = joined;
    expect(row).toMatchObject({ provider: "gocardless", paymentMethod: "gc_direct-debit" });
    expect(resource(row.subscriptionId)).toMatchObject({
      amount: 800,
      currency: "GBP",
      interval_unit: "monthly",
      status: "active",
      links: { mandate: row.mandateId },
    });
    expect(await info(joined.cookie)).toMatchObject({
      type: "Automatic",
      amount: 8,
      membershipStatus: "active",
      paymentSource: {
        method: "gc_direct-debit",
        bankName: "BARCLAYS BANK PLC",
        accountNumberEnding: "11",
      },
    });
  });

  it("records the collected payment once it is confirmed", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
  });
});

describe("the webhook", () => {
  it("answers 498 to a bad signature or a body that is not JSON, and records nothing", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    const events = gc.events.filter((event) => !delivered.has(event.id));
    const { body, signature } = gc.webhook(events, SECRET);
    const refused = [
      await post(body, undefined),
      await post(body, gc.webhook(events, "someone-else").signature),
      await post(body.replace('"confirmed"', '"failed"'), signature),
      await post(body, "zz"),
      await post(body, signature, "text/plain"),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([498, 498, 498, 498, 498]);
    const ids = await database().db.select().from(providerEvents);
    expect(ids.some((row) => events.some((event) => event.id === row.eventId))).toBe(false);
    expect(await history(joined.cookie)).toEqual([]);
    await deliver(events);
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
  });

  it("acts once on a batch sent again, and converges when events come last first", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    const events = gc.events.filter((event) => !delivered.has(event.id));
    await deliver([...events].reverse());
    const before = await info(joined.cookie);
    const { body, signature } = gc.webhook(events, SECRET);
    const again = await post(body, signature);
    expect(again.json()).toMatchObject({ applied: 0, duplicates: events.length });
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
    expect(await info(joined.cookie)).toEqual(before);
  });

  it("answers 503 while GoCardless cannot be reached; the batch sent again acts once", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    const events = gc.events.filter((event) => !delivered.has(event.id));
    const { body, signature } = gc.webhook(events, SECRET);
    gc.outage = true;
    try {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ httpCode: 503, name: "ServiceUnavailableError" });
      expect(response.headers["retry-after"]).toBe("60");
    } finally {
      gc.outage = false;
    }
    await deliver(events);
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
  });
});

describe("events about objects Agora never saw", () => {
  const event = (id: string, resourceType: string, action: string, links: object) => ({
    id,
    created_at: new Date().toISOString(),
    resource_type: resourceType,
    action,
    links: links as Record<string, string>,
    details: {},
  });

  it("are acknowledged without a call to GoCardless, even while it cannot be reached", async () => {
    const { body, signature } = gc.webhook(
      [
        event("EVX000001", "mandates", "cancelled", { mandate: "MDX000001" }),
        event("EVX000002", "mandates", "failed", { mandate: "MDX000002" }),
        event("EVX000003", "subscriptions", "cancelled", { subscription: "SBX000001" }),
        event("EVX000004", "payments", "created", { payment: "PMX000001", subscription: "SBX1" }),
      ],
      SECRET,
    );
    const before = gc.calls.length;
    gc.outage = true;
    try {
      const response = await post(body, signature);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, applied: 0, duplicates: 0 });
    } finally {
      gc.outage = false;
    }
    expect(gc.calls.slice(before)).toEqual([]);
  });

  it("reads a payment new to Agora, but not the customer of a mandate Agora never saw", async () => {
    const joined = await member();
    const payment = gc.collect(joined.row.subscriptionId ?? "");
    // The same payment, as if on someone else's mandate and subscription.
    const links = payment.links as Record<string, string>;
    const original = { ...links };
    Object.assign(links, { mandate: "MDX000009", subscription: "SBX000009" });
    const before = gc.calls.length;
    try {
      const { body, signature } = gc.webhook(
        [event("EVX000005", "payments", "confirmed", { payment: payment.id })],
        SECRET,
      );
      const response = await post(body, signature);
      expect(response.json()).toEqual({ received: true, applied: 0, duplicates: 0 });
    } finally {
      Object.assign(links, original);
    }
    expect(gc.calls.slice(before)).toEqual([`GET /payments/${payment.id}`]);
    // Its own events, delivered as GoCardless sent them, still count.
    await deliver();
    expect(await history(joined.cookie)).toEqual([{ amount: 5, status: "successful" }]);
  });
});

describe("a contribution's life at GoCardless", () => {
  it("changes the amount of a monthly subscription in place", async () => {
    const joined = await member();
    const changed = await change(joined.cookie, { amount: 12, period: "monthly", prorate: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(resource(joined.row.subscriptionId)).toMatchObject({ amount: 1200, status: "active" });
  });

  it("takes the difference of an annual increase as a one-off payment", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const preview = previewedDifference(await info(joined.cookie), 120);
    expect(preview).toBeGreaterThanOrEqual(1);
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    // The new amount waits for its difference to be collected.
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 60, nextAmount: 120 });
    const oneOff = [...gc.resources.values()].find(
      (item) =>
        item.kind === "payments" &&
        (item.links as { subscription?: string }).subscription === undefined &&
        (item.links as { mandate: string }).mandate === joined.row.mandateId,
    );
    // Exactly what the contribution page showed before the change.
    expect(oneOff).toMatchObject({ status: "pending_submission" });
    expect(Number(oneOff?.amount)).toBe(Math.round(preview * 100));
    expect(resource(joined.row.subscriptionId)).toMatchObject({ amount: 6000 });
    gc.confirm(oneOff?.id ?? "");
    await deliver();
    await app().services.jobs.drain();
    expect(await info(joined.cookie)).toMatchObject({ amount: 120 });
    expect(resource(joined.row.subscriptionId)).toMatchObject({ amount: 12000 });
  });

  it("takes a failed difference again on a new mandate at once, its retry cancelled", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const oneOff = [...gc.resources.values()].find(
      (item) =>
        item.kind === "payments" &&
        (item.links as { subscription?: string }).subscription === undefined &&
        (item.links as { mandate: string }).mandate === joined.row.mandateId,
    );
    gc.fail(oneOff?.id ?? "", true);
    await deliver();
    expect(await info(joined.cookie)).toMatchObject({
      membership: { pendingChange: { amount: 120, differenceFailed: true } },
    });
    // GoCardless waits to submit it again.
    if (oneOff) oneOff.status = "pending_submission";
    await moveToNewMandate(joined.cookie);
    await app().services.jobs.drain();
    await deliver();
    const row = await contribution(joined.id);
    expect(resource(oneOff?.id ?? null)).toMatchObject({ status: "cancelled" });
    const retaken = [...gc.resources.values()].filter(
      (found) =>
        found.kind === "payments" &&
        (found.links as Record<string, string>).mandate === row.mandateId,
    );
    expect(retaken).toHaveLength(1);
    expect(retaken[0]).toMatchObject({ amount: oneOff?.amount });
    gc.confirm(retaken[0]?.id ?? "");
    await deliver();
    await app().services.jobs.drain();
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 120 });
    expect(after.membership?.pendingChange).toBeUndefined();
    expect(resource(row.subscriptionId)).toMatchObject({ amount: 12000 });
  });

  it("takes a failed difference on a card at Stripe at once, and the change takes effect", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const oneOff = [...gc.resources.values()].find(
      (item) =>
        item.kind === "payments" &&
        (item.links as { subscription?: string }).subscription === undefined &&
        (item.links as { mandate: string }).mandate === joined.row.mandateId,
    );
    gc.fail(oneOff?.id ?? "", true);
    await deliver();
    if (oneOff) oneOff.status = "pending_submission";
    await moveToCard(joined.cookie);
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ provider: "stripe", amount: 120, nextAmount: null });
    // The direct debit is not tried again; the card paid the difference once.
    expect(resource(oneOff?.id ?? null)).toMatchObject({ status: "cancelled" });
    const differences = [...stripe.objects.values()].filter(
      (item) =>
        item.object === "invoice" &&
        item.customer === row.customerId &&
        item.billing_reason === "manual",
    );
    expect(differences.map((invoice) => [invoice.amount_due, invoice.status])).toEqual([
      [Number(oneOff?.amount), "paid"],
    ]);
    // The card's subscription charges the new amount from its first payment.
    const subscription = stripe.objects.get(row.subscriptionId ?? "") as unknown as {
      items: { data: { price: { unit_amount: number } }[] };
    };
    expect(subscription.items.data[0]?.price.unit_amount).toBe(12000);
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 120, membership: { nextPaymentAmount: 120 } });
    expect(after.membership?.pendingChange).toBeUndefined();
  });

  it("takes a failed difference at Stripe on a new mandate at once, and the change takes effect", async () => {
    const joined = await joinWithStripe(app(), outbox(), stripe, {
      amount: 60,
      period: "annually",
    });
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    stripe.declineNext();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    const before = await info(joined.cookie);
    expect(before).toMatchObject({
      membership: { pendingChange: { amount: 120, differenceFailed: true } },
    });
    const stripeRow = await contribution(joined.id);
    const failedInvoice = stripe.objects.get(stripeRow.differencePaymentId ?? "");
    expect(failedInvoice).toMatchObject({ status: "open" });

    await moveToNewMandate(joined.cookie);
    await app().services.jobs.drain();
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ provider: "gocardless", amount: 60, nextAmount: 120 });
    // The difference is taken once on the new mandate, as the amount the card's failed.
    const oneOffs = [...gc.resources.values()].filter(
      (item) =>
        item.kind === "payments" &&
        (item.links as { subscription?: string }).subscription === undefined &&
        (item.links as { mandate: string }).mandate === row.mandateId,
    );
    expect(oneOffs.map((payment) => Number(payment.amount))).toEqual([
      Number(failedInvoice?.amount_due),
    ]);
    gc.confirm(oneOffs[0]?.id ?? "");
    await deliver();
    await app().services.jobs.drain();
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 120 });
    expect(after.membership?.pendingChange).toBeUndefined();
    expect(resource(row.subscriptionId)).toMatchObject({ amount: 12000 });
  });

  /** The one-off payments (differences) GoCardless took on a mandate. */
  const oneOffsOn = (mandateId: string | null) =>
    [...gc.resources.values()].filter(
      (item) =>
        item.kind === "payments" &&
        (item.links as { subscription?: string }).subscription === undefined &&
        (item.links as { mandate: string }).mandate === mandateId,
    );
  /**
   * The difference taken once on the new mandate, of this amount, is paid: the change to
   * £120 a year is in force, at GoCardless too.
   */
  async function payTheOneDifference(contactId: string, mandateId: string | null, amount: unknown) {
    const oneOffs = oneOffsOn(mandateId);
    expect(oneOffs.map((payment) => Number(payment.amount))).toEqual([Number(amount)]);
    gc.confirm(oneOffs[0]?.id ?? "");
    await deliver();
    await app().services.jobs.drain();
    const row = await contribution(contactId);
    expect(row).toMatchObject({ amount: 120, nextAmount: null, differencePaymentId: null });
    expect(resource(row.subscriptionId)).toMatchObject({ amount: 12000 });
  }
  /** The invoices Agora made at Stripe for a customer (differences), with their status. */
  const stripeOneOffs = (customerId: string | null) =>
    [...stripe.objects.values()]
      .filter(
        (item) =>
          item.object === "invoice" &&
          item.customer === customerId &&
          item.billing_reason === "manual",
      )
      .map((invoice) => [invoice.amount_due, invoice.status]);
  const stripePrice = (subscriptionId: string | null) =>
    (
      stripe.objects.get(subscriptionId ?? "") as unknown as {
        items: { data: { price: { unit_amount: number } }[] };
      }
    ).items.data[0]?.price.unit_amount;

  /** A member at GoCardless whose £60 → £120 difference is submitted to the bank, then on a card. */
  async function movedWhileSubmitted() {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const [oneOff] = oneOffsOn(joined.row.mandateId);
    // Submitted: the mandate's cancellation no longer stops it, the bank may still pay it.
    if (oneOff) oneOff.status = "submitted";
    await moveToCard(joined.cookie);
    expect(resource(oneOff?.id ?? null)).toMatchObject({ status: "submitted" });
    const moved = await contribution(joined.id);
    expect(moved).toMatchObject({ provider: "stripe", amount: 60, nextAmount: 120 });
    expect((await info(joined.cookie)).membership?.pendingChange).toMatchObject({ amount: 120 });
    return { joined, oneOff, moved };
  }

  it("puts the change in force when a difference submitted before a move to a card is paid", async () => {
    const { joined, oneOff, moved } = await movedWhileSubmitted();
    gc.confirm(oneOff?.id ?? "");
    await deliver();
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ amount: 120, nextAmount: null, differencePaymentId: null });
    // Paid once, at GoCardless: nothing taken on the card, whose subscription charges £120.
    expect(stripeOneOffs(moved.customerId)).toEqual([]);
    expect(stripePrice(row.subscriptionId)).toBe(12000);
    expect((await info(joined.cookie)).membership?.pendingChange).toBeUndefined();
  });

  it("takes a difference submitted before a move to a card on the card once if it then fails", async () => {
    const { joined, oneOff, moved } = await movedWhileSubmitted();
    gc.fail(oneOff?.id ?? "", false);
    // The failure reported twice (a batch sent again) still charges the card once.
    await deliver();
    await deliver(gc.events.slice(-1));
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    expect(stripeOneOffs(moved.customerId)).toEqual([[Number(oneOff?.amount), "paid"]]);
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ amount: 120, nextAmount: null, differencePaymentId: null });
    expect(stripePrice(row.subscriptionId)).toBe(12000);
  });

  /** A member on a card whose £60 → £120 difference is a debit still processing, then at GoCardless. */
  async function movedWhileProcessing() {
    const joined = await joinWithStripe(app(), outbox(), stripe, {
      amount: 60,
      period: "annually",
    });
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    stripe.processNext();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    const invoiceId = (await contribution(joined.id)).differencePaymentId ?? "";
    expect(stripe.objects.get(invoiceId)).toMatchObject({ status: "open", attempted: false });
    await moveToNewMandate(joined.cookie);
    await app().services.jobs.drain();
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await deliver();
    const moved = await contribution(joined.id);
    expect(moved).toMatchObject({ provider: "gocardless", amount: 60, nextAmount: 120 });
    return { joined, invoiceId, moved };
  }

  it("puts the change in force when a debit processing at Stripe before a move is paid", async () => {
    const { joined, invoiceId, moved } = await movedWhileProcessing();
    stripe.payInvoice(invoiceId);
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await app().services.jobs.drain();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ amount: 120, nextAmount: null, differencePaymentId: null });
    expect(oneOffsOn(moved.mandateId)).toEqual([]);
    expect(resource(row.subscriptionId)).toMatchObject({ amount: 12000 });
  });

  it("takes a debit that fails at Stripe after a move on the new mandate once", async () => {
    const { joined, invoiceId, moved } = await movedWhileProcessing();
    stripe.failInvoice(invoiceId);
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await app().services.jobs.drain();
    await payTheOneDifference(
      joined.id,
      moved.mandateId,
      stripe.objects.get(invoiceId)?.amount_due,
    );
  });

  /** A member whose £60 → £120 difference is still on the first mandate, then on a new one. */
  async function newMandateWhileInFlight(status: "pending_submission" | "submitted") {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const [oneOff] = oneOffsOn(joined.row.mandateId);
    if (oneOff) oneOff.status = status;
    await moveToNewMandate(joined.cookie);
    await app().services.jobs.drain();
    await deliver();
    await app().services.jobs.drain();
    const moved = await contribution(joined.id);
    expect(moved.mandateId).not.toBe(joined.row.mandateId);
    return { joined, oneOff, moved };
  }

  it("takes a difference the old mandate's cancellation stopped on the new mandate once", async () => {
    const { joined, oneOff, moved } = await newMandateWhileInFlight("pending_submission");
    // Not yet submitted: GoCardless cancelled it with the old mandate.
    expect(resource(oneOff?.id ?? null)).toMatchObject({ status: "cancelled" });
    expect(moved).toMatchObject({ amount: 60, nextAmount: 120 });
    // The cancellation reported twice (a batch sent again) still charges once.
    await deliver(gc.events.filter((event) => event.links.payment === oneOff?.id));
    await app().services.jobs.drain();
    await payTheOneDifference(joined.id, moved.mandateId, oneOff?.amount);
  });

  it("puts the change in force without a second charge when a difference submitted before a new mandate is paid", async () => {
    const { joined, oneOff, moved } = await newMandateWhileInFlight("submitted");
    expect(moved).toMatchObject({ amount: 60, nextAmount: 120 });
    gc.confirm(oneOff?.id ?? "");
    await deliver();
    await app().services.jobs.drain();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ amount: 120, nextAmount: null, differencePaymentId: null });
    expect(oneOffsOn(moved.mandateId)).toEqual([]);
    expect(resource(row.subscriptionId)).toMatchObject({ amount: 12000 });
  });

  it("takes a difference submitted before a new mandate on the new mandate once if it then fails", async () => {
    const { joined, oneOff, moved } = await newMandateWhileInFlight("submitted");
    gc.fail(oneOff?.id ?? "", false);
    await deliver();
    await app().services.jobs.drain();
    await payTheOneDifference(joined.id, moved.mandateId, oneOff?.amount);
  });

  /**
   * A member whose £60 → £120 difference is still on the first mandate authorises a new one;
   * before they come back to complete it, `end` stops the difference at GoCardless (its
   * event delivered alone: the billing request's would complete the flow). Then the return
   * page completes the new mandate.
   */
  async function differenceEndedBeforeCompletion(end: (paymentId: string) => Promise<void>) {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const [oneOff] = oneOffsOn(joined.row.mandateId);
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "gc_direct-debit",
    });
    const flowId = authorise(started);
    await end(oneOff?.id ?? "");
    const ended = () => gc.events.filter((event) => event.links.payment === oneOff?.id);
    await deliver(ended().filter((event) => !delivered.has(event.id)));
    // The member asked for £120 and is setting up the method to pay it with: still waiting.
    expect((await info(joined.cookie)).membership?.pendingChange).toMatchObject({ amount: 120 });
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: flowId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();
    await deliver();
    // The end reported again (a batch sent again) charges nothing more.
    await deliver(ended());
    await app().services.jobs.drain();
    const moved = await contribution(joined.id);
    expect(moved.mandateId).not.toBe(joined.row.mandateId);
    await payTheOneDifference(joined.id, moved.mandateId, oneOff?.amount);
    // One successful difference in all, beside the first year's payment.
    const paid = (await history(joined.cookie)).filter(
      (payment) => payment.status === "successful",
    );
    expect(paid.map((payment) => payment.amount).sort()).toEqual(
      [60, Number(oneOff?.amount) / 100].sort(),
    );
  }

  it("takes a difference cancelled before a new mandate's completion on the new mandate once", async () => {
    await differenceEndedBeforeCompletion(async (paymentId) => {
      // Cancelled at GoCardless (by staff in its dashboard, say).
      const cancelled = await fetch(`${gc.baseUrl}/payments/${paymentId}/actions/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(cancelled.status).toBe(200);
    });
  });

  it("takes a difference failed for good before a new mandate's completion on the new mandate once", async () => {
    await differenceEndedBeforeCompletion((paymentId) => {
      gc.fail(paymentId, false);
      return Promise.resolve();
    });
  });

  it("drops a change whose difference failed for good once the new method it waited for expires", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    const [oneOff] = oneOffsOn(joined.row.mandateId);
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "gc_direct-debit",
    });
    expect(started.statusCode, started.body).toBe(200);
    gc.fail(oneOff?.id ?? "", false);
    await deliver();
    expect((await info(joined.cookie)).membership?.pendingChange).toMatchObject({ amount: 120 });
    // The member never came back: a week on, the set-up has expired and its job is due.
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await database()
      .db.update(paymentFlows)
      .set({ createdAt: weekAgo })
      .where(eq(paymentFlows.contactId, joined.id));
    await database()
      .db.update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.type, "payments:drop-stranded-difference"));
    await app().services.jobs.drain();
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 60 });
    expect(after.membership?.pendingChange).toBeUndefined();
    expect(await contribution(joined.id)).toMatchObject({
      nextAmount: null,
      differencePaymentId: null,
    });
  });

  it("starts an annual increase with its first payment otherwise", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const changed = await change(joined.cookie, {
      amount: 120,
      period: "annually",
      prorate: false,
    });
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 60, nextAmount: 120 });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const after = await info(joined.cookie);
    expect(after).toMatchObject({ amount: 120 });
    expect(after.nextAmount).toBeUndefined();
    expect(await history(joined.cookie)).toEqual([
      { amount: 60, status: "successful" },
      { amount: 120, status: "successful" },
    ]);
  });

  it("refuses a change while a payment is on its way", async () => {
    const joined = await member({ amount: 60, period: "annually" });
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    await change(joined.cookie, { amount: 120, period: "annually", prorate: true });
    const refused = await change(joined.cookie, { amount: 240, period: "annually", prorate: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "cant-update-contribution" });
  });

  it("keeps the membership after a failed payment GoCardless retries, and emails once", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: true });
    await deliver();
    expect(await history(joined.cookie)).toEqual([
      { amount: 5, status: "successful" },
      { amount: 5, status: "failed" },
    ]);
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "active" });
    expect(
      (await templates(joined.email)).filter((name) => name === "payment-failed"),
    ).toHaveLength(1);
  });

  it("ends the contribution after a failure GoCardless will not retry, and stops the subscription", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: false });
    await deliver();
    await app().services.jobs.drain();
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ endedReason: "payment-failed", cancelledAt: null });
    expect(row.subscriptionId).toBeNull();
    expect(resource(joined.row.subscriptionId)).toMatchObject({ status: "cancelled" });
    const sent = await templates(joined.email);
    expect(sent.filter((name) => name === "contribution-ended-failed")).toHaveLength(1);
    expect(sent).not.toContain("cancelled-contribution");
  });

  it("ends the contribution after failures when GoCardless cancels it for a failed mandate", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    // The cause GoCardless gives when the mandate's bank details turn out wrong.
    gc.endSubscription(joined.row.subscriptionId ?? "", "cancelled", {
      cause: "invalid_bank_details",
      origin: "bank",
      reason_code: "AUDDIS-5",
    });
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ endedReason: "payment-failed", cancelledAt: null });
    expect(await templates(joined.email)).toContain("contribution-ended-failed");
  });

  it("says the contribution didn't start when the payer denies the subscription's approval", async () => {
    const joined = await member();
    // Nothing was ever collected: the payer refused the approval GoCardless asked for first.
    gc.endSubscription(joined.row.subscriptionId ?? "", "customer_approval_denied", {
      cause: "customer_approval_denied",
      origin: "customer",
    });
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ subscriptionId: null, endedReason: "payment-failed" });
    expect((await info(joined.cookie)).membershipStatus).not.toBe("active");
    const sent = await templates(joined.email);
    expect(sent.filter((name) => name === "contribution-didnt-start")).toHaveLength(1);
    expect(sent).not.toContain("contribution-ended-failed");
    expect(sent).not.toContain("payment-failed");
  });

  it("takes a failed renewal again on a new mandate at once, its retry cancelled", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const failed = gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: true });
    await deliver();
    // GoCardless waits to submit the payment again.
    failed.status = "pending_submission";
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "gc_direct-debit",
    });
    const flowId = authorise(started);
    // The return page, reloaded: completed once.
    for (let time = 0; time < 2; time++) {
      const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
        paymentFlowId: flowId,
      });
      expect(completed.statusCode, completed.body).toBe(200);
    }
    await app().services.jobs.drain();
    await deliver();
    const row = await contribution(joined.id);
    expect(resource(failed.id)).toMatchObject({ status: "cancelled" });
    const retaken = [...gc.resources.values()].filter(
      (found) =>
        found.kind === "payments" &&
        (found.links as Record<string, string>).mandate === row.mandateId,
    );
    expect(retaken).toHaveLength(1);
    expect(retaken[0]).toMatchObject({ amount: 500 });
    gc.confirm(retaken[0]?.id ?? "");
    await deliver();
    // The same day's payments, in either order: the failed one cancelled, the new one paid.
    const paid = await history(joined.cookie);
    expect(paid.map((payment) => `${payment.amount} ${payment.status}`).sort()).toEqual([
      "5 cancelled",
      "5 successful",
      "5 successful",
    ]);
    expect(row.endedReason).toBeNull();
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "active" });
  });

  it("takes a failed renewal on a card at Stripe at once, and the membership carries on", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const failed = gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: true });
    await deliver();
    failed.status = "pending_submission";
    const [failedRow] = await database()
      .db.select({ periodEnd: payments.periodEnd })
      .from(payments)
      .where(eq(payments.providerPaymentId, failed.id));
    const failedEnd = failedRow?.periodEnd ?? new Date(0);
    await moveToCard(joined.cookie);
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ provider: "stripe", endedReason: null });
    // The failed direct debit is not tried again; the card paid its period once.
    expect(resource(failed.id)).toMatchObject({ status: "cancelled" });
    expect(
      (await history(joined.cookie)).map((payment) => `${payment.amount} ${payment.status}`).sort(),
    ).toEqual(["5 cancelled", "5 successful", "5 successful"]);
    // Stripe charges next when that period ends: the member did not start over.
    expect(Number(stripe.objects.get(row.subscriptionId ?? "")?.trial_end)).toBe(
      failedEnd.getTime() / 1000,
    );
    expect(await info(joined.cookie)).toMatchObject({
      membershipStatus: "active",
      membership: { status: "active", paidUntil: failedEnd.toISOString() },
    });
  });

  it("charges a failed renewal once when two tabs complete a card at Stripe, at once or one after the other", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const failed = gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: true });
    await deliver();
    const [failedRow] = await database()
      .db.select({ periodEnd: payments.periodEnd })
      .from(payments)
      .where(eq(payments.providerPaymentId, failed.id));
    const tabs = [];
    for (let tab = 0; tab < 3; tab++) {
      const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
        completeUrl: "/profile/contribution/payment-method/complete",
        paymentMethod: "s_card",
      });
      tabs.push(confirmInBrowser(stripe, started));
    }
    const complete = (paymentFlowId: string) =>
      call(joined.cookie, "POST", "contact/me/payment-method/complete", { paymentFlowId });
    const together = await Promise.all(tabs.slice(0, 2).map(complete));
    const later = await complete(tabs[2] ?? "");
    for (const response of [...together, later]) expect(response.statusCode).toBeLessThan(500);
    await app().services.jobs.drain();
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await deliver();
    const customers = new Set(
      [...stripe.objects.values()]
        .filter((item) => item.object === "customer" && item.email === joined.email)
        .map((item) => item.id),
    );
    const recoveries = [...stripe.objects.values()].filter(
      (item) =>
        item.object === "invoice" &&
        item.billing_reason === "manual" &&
        customers.has(String(item.customer)) &&
        item.status === "paid" &&
        Object.keys((item.metadata as object | null) ?? {}).length > 0,
    );
    expect(recoveries).toHaveLength(1);
    // Whichever tab's card carries on, it first charges when the failed period ends.
    const row = await contribution(joined.id);
    expect(Number(stripe.objects.get(row.subscriptionId ?? "")?.trial_end)).toBe(
      (failedRow?.periodEnd ?? new Date(0)).getTime() / 1000,
    );
  });

  it("cancels: subscription and mandate end at GoCardless", async () => {
    const joined = await member();
    const cancelled = await call(joined.cookie, "POST", "contact/me/contribution/cancel");
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await app().services.jobs.drain();
    await deliver();
    expect(resource(joined.row.subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(resource(joined.row.mandateId)).toMatchObject({ status: "cancelled" });
    expect(await info(joined.cookie)).toMatchObject({ membershipStatus: "expiring" });
    expect(await templates(joined.email)).toContain("cancelled-contribution");
  });

  it("cancels the contribution when staff end the subscription at GoCardless", async () => {
    const joined = await member();
    gc.endSubscription(joined.row.subscriptionId ?? "", "cancelled", {
      cause: "subscription_cancelled",
      origin: "api",
    });
    await deliver();
    expect((await contribution(joined.id)).cancelledAt).not.toBeNull();
    expect(await templates(joined.email)).toContain("cancelled-contribution");
  });

  it.each([
    ["mandate_cancelled", "ADDACS-1"],
    ["bank_account_closed", "ADDACS-B"],
  ])(
    "counts a mandate the member ended at their bank (%s) as a cancellation",
    async (cause, reasonCode) => {
      const joined = await member();
      gc.collect(joined.row.subscriptionId ?? "");
      await deliver();
      gc.cancelMandate(joined.row.mandateId ?? "", {
        cause,
        origin: "bank",
        reason_code: reasonCode,
      });
      await deliver();
      const row = await contribution(joined.id);
      expect(row.cancelledAt).not.toBeNull();
      expect(row.endedReason).toBe("cancelled");
      const sent = await templates(joined.email);
      expect(sent).toContain("cancelled-contribution");
      expect(sent).not.toContain("contribution-ended-failed");
    },
  );

  it("counts a renewal that failed because the member cancelled at their bank as a cancellation", async () => {
    const joined = await member();
    gc.collect(joined.row.subscriptionId ?? "");
    await deliver();
    const bank = { cause: "mandate_cancelled", origin: "bank", reason_code: "ARUDD-1" };
    gc.collect(joined.row.subscriptionId ?? "", { fail: true, willRetry: false, details: bank });
    gc.cancelMandate(joined.row.mandateId ?? "", bank);
    await deliver();
    await app().services.jobs.drain();
    const row = await contribution(joined.id);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.endedReason).toBe("cancelled");
    const sent = await templates(joined.email);
    expect(sent).toContain("cancelled-contribution");
    expect(sent).not.toContain("contribution-ended-failed");
  });

  it("moves to a card at Stripe: the direct debit ends, Stripe takes over", async () => {
    const joined = await member();
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "s_card",
    });
    const setupIntent = confirmInBrowser(stripe, started);
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: setupIntent,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();
    await deliverStripeEvents(app(), stripe, stripeDelivered);
    await deliver();
    const row = await contribution(joined.id);
    expect(row).toMatchObject({ provider: "stripe", paymentMethod: "s_card" });
    expect(resource(joined.row.subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(resource(joined.row.mandateId)).toMatchObject({ status: "cancelled" });
    // Stripe first charges when the direct debit would have: no period is paid twice.
    const next = new Date(
      `${String((resource(joined.row.subscriptionId)?.start_date as string) ?? "")}T00:00:00Z`,
    );
    expect(stripe.objects.get(row.subscriptionId ?? "")).toMatchObject({ status: "trialing" });
    expect(Number(stripe.objects.get(row.subscriptionId ?? "")?.trial_end)).toBeGreaterThanOrEqual(
      next.getTime() / 1000,
    );
    expect(await info(joined.cookie)).toMatchObject({
      type: "Automatic",
      paymentSource: { method: "s_card", last4: "4242" },
    });
  });
});

describe("the customer at GoCardless", () => {
  it("takes the member's new name", async () => {
    const joined = await member();
    await rename(joined.cookie, "Roberta", "Debitson");
    expect(resource(joined.row.customerId)).toMatchObject({
      email: joined.email,
      given_name: "Roberta",
      family_name: "Debitson",
    });
  });

  it("goes with the contact, its mandate and subscription cancelled first", async () => {
    const joined = await member();
    await deleteAccount(joined.cookie);
    expect(resource(joined.row.mandateId)).toMatchObject({ status: "cancelled" });
    expect(resource(joined.row.subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(resource(joined.row.customerId)).toBeUndefined();
    await deliver();
  });
});

describe("a payer who authorised the mandate but never came back", () => {
  const subscriptionsOn = (mandateId: string | null) =>
    [...gc.resources.values()].filter(
      (found) =>
        found.kind === "subscriptions" &&
        (found.links as Record<string, string> | undefined)?.mandate === mandateId,
    );

  it("joins: the fulfilled webhook sends the confirmation once, whatever comes after", async () => {
    const email = "gc-closed-tab@example.org";
    const started = await app().inject({
      method: "POST",
      url: "/api/1.0/signup",
      payload: signupPayload(email, { amount: 6, paymentMethod: "gc_direct-debit" }),
    });
    const flowId = authorise(started);
    await deliver();
    expect(await templates(email)).toEqual(["confirm-email"]);
    // The batch again, then the return page after all: no second email.
    const fulfilled = gc.events.filter((event) => event.resource_type === "billing_requests");
    await deliver(fulfilled);
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    // The email went already: the return page is told so (and shows "check your inbox").
    expect(completed.statusCode, completed.body).toBe(409);
    expect(completed.json()).toMatchObject({ code: "join-completed" });
    expect(await templates(email)).toEqual(["confirm-email"]);

    const confirmed = await confirmJoin(app(), outbox(), email);
    const row = await contribution(confirmed.id);
    expect(row).toMatchObject({ provider: "gocardless", amount: 6 });
    expect(subscriptionsOn(row.mandateId)).toHaveLength(1);
  });

  it("restarts a contribution from the webhook; the return page after it changes nothing", async () => {
    const joined = await member();
    await call(joined.cookie, "POST", "contact/me/contribution/cancel");
    await app().services.jobs.drain();
    await deliver();
    const started = await call(joined.cookie, "POST", "contact/me/contribution", {
      amount: 9,
      period: "monthly",
      payFee: false,
      prorate: false,
      paymentMethod: "gc_direct-debit",
      completeUrl: "/profile/contribution/complete",
    });
    const flowId = authorise(started);
    await deliver();
    const restarted = await contribution(joined.id);
    expect(restarted).toMatchObject({ amount: 9, cancelledAt: null });
    expect(restarted.mandateId).not.toBe(joined.row.mandateId);
    expect(subscriptionsOn(restarted.mandateId)).toHaveLength(1);

    const completed = await call(joined.cookie, "POST", "contact/me/contribution/complete", {
      paymentFlowId: flowId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<ContributionInfo>()).toMatchObject({ amount: 9, type: "Automatic" });
    expect(await contribution(joined.id)).toMatchObject({
      subscriptionId: restarted.subscriptionId,
    });
    expect(subscriptionsOn(restarted.mandateId)).toHaveLength(1);
  });

  it("changes the payment method from the return page first; the webhook after does nothing", async () => {
    const joined = await member();
    const started = await call(joined.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
    });
    const flowId = authorise(started);
    const completed = await call(joined.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: flowId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const changed = await contribution(joined.id);
    expect(changed.mandateId).not.toBe(joined.row.mandateId);
    await app().services.jobs.drain();
    // The old mandate goes with the old subscription.
    expect(resource(joined.row.mandateId)).toMatchObject({ status: "cancelled" });
    await deliver();
    await deliver(gc.events.filter((event) => event.resource_type === "billing_requests"));
    expect(await contribution(joined.id)).toMatchObject({
      mandateId: changed.mandateId,
      subscriptionId: changed.subscriptionId,
    });
    expect(subscriptionsOn(changed.mandateId)).toHaveLength(1);
  });

  it("ignores a billing request Agora did not make", async () => {
    const before = await database().db.select().from(contributions);
    const { body, signature } = gc.webhook(
      [
        {
          id: "EV_FOREIGN",
          created_at: new Date().toISOString(),
          resource_type: "billing_requests",
          action: "fulfilled",
          links: { billing_request: "BRQ_NOT_OURS" },
          details: {},
        },
      ],
      SECRET,
    );
    const response = await post(body, signature);
    expect(response.statusCode, response.body).toBe(200);
    expect(await database().db.select().from(contributions)).toEqual(before);
  });
});
