import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  contactRoles,
  contributions,
  jobs,
  paymentCustomers,
  payments,
  providerEvents,
} from "../../db/schema";
import { createTestContact } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import type { ProviderEvent } from ".";
import { emailsTo } from "../../test-support/payments";

/**
 * The shared event handler on its own: events delivered twice, at once, or out of order end
 * in the same state, as webhooks are delivered at least once and in any order.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database);

const at = (iso: string) => new Date(iso);
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

/** A member paying monthly through customer `customerId` and subscription `subscriptionId`. */
async function payingMember(
  options: { nextAmount?: number; nextChargeable?: number; differencePaymentId?: string } = {},
) {
  const contact = await createTestContact(database(), {});
  const customerId = id("cus");
  const subscriptionId = id("sub");
  const { db } = database();
  await db.insert(paymentCustomers).values({ provider: "test", customerId, contactId: contact.id });
  await db.insert(contributions).values({
    contactId: contact.id,
    type: "Automatic",
    amount: 5,
    period: "monthly",
    payFee: false,
    provider: "test",
    paymentMethod: "s_card",
    customerId,
    mandateId: id("pm"),
    subscriptionId,
    nextAmount: options.nextAmount ?? null,
    nextChargeable: options.nextChargeable ?? null,
    differencePaymentId: options.differencePaymentId ?? null,
  });
  await db.insert(contactRoles).values({
    contactId: contact.id,
    role: "member",
    dateAdded: at("2025-01-01T00:00:00Z"),
    dateExpires: at("2025-02-22T00:00:00Z"),
  });
  return { ...contact, customerId, subscriptionId };
}

function paymentEvent(
  member: { customerId: string; subscriptionId: string },
  paymentId: string,
  status: "pending" | "successful" | "failed",
  occurredAt: string,
  extra: { amount?: number; willRetry?: boolean; periodEnd?: string } = {},
): ProviderEvent {
  return {
    id: id("evt"),
    type: "payment.updated",
    occurredAt: at(occurredAt),
    payment: {
      id: paymentId,
      customerId: member.customerId,
      subscriptionId: member.subscriptionId,
      status,
      amount: extra.amount ?? 500,
      chargeDate: at("2025-02-01T00:00:00Z"),
      description: "Membership",
      periodEnd: at(extra.periodEnd ?? "2025-03-01T00:00:00Z"),
      ...(extra.willRetry === undefined ? {} : { willRetry: extra.willRetry }),
    },
  };
}

const apply = (event: ProviderEvent) => app().services.payments.events.apply("test", event);

async function stored(contactId: string) {
  const { db } = database();
  const [role] = await db.select().from(contactRoles).where(eq(contactRoles.contactId, contactId));
  const [contribution] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.contactId, contactId));
  const rows = await db.select().from(payments).where(eq(payments.contactId, contactId));
  return { role, contribution, payments: rows };
}

describe("provider events", () => {
  it("act once when delivered twice, or twice at once", async () => {
    const member = await payingMember();
    const failed = paymentEvent(member, id("ch"), "failed", "2025-02-01T00:00:00Z", {
      willRetry: true,
    });
    expect(await apply(failed)).toBe("applied");
    expect(await apply(failed)).toBe("duplicate");
    const other = paymentEvent(member, id("ch"), "successful", "2025-02-01T00:00:00Z");
    const outcomes = await Promise.all([apply(other), apply(other), apply(other)]);
    expect(outcomes.sort()).toEqual(["applied", "duplicate", "duplicate"]);
    expect((await stored(member.id)).payments).toHaveLength(2);
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["payment-failed"]);
  });

  it("converge whatever order they arrive in", async () => {
    const orders = [
      ["pending", "failed", "successful"],
      ["successful", "failed", "pending"],
      ["failed", "successful", "pending"],
    ] as const;
    const results = [];
    for (const order of orders) {
      const member = await payingMember();
      const paymentId = id("ch");
      const times = {
        pending: "2025-02-01T00:00:00Z",
        failed: "2025-02-01T00:00:01Z",
        successful: "2025-02-04T00:00:00Z",
      };
      for (const status of order) {
        await apply(
          paymentEvent(member, paymentId, status, times[status], {
            ...(status === "failed" ? { willRetry: true } : {}),
          }),
        );
      }
      const state = await stored(member.id);
      results.push({
        status: state.payments.map((payment) => payment.status),
        expires: state.role?.dateExpires?.toISOString(),
      });
    }
    // Paid: the membership lasts to the period's end and its grace, in every order.
    expect(results).toEqual(
      orders.map(() => ({ status: ["successful"], expires: "2025-03-22T00:00:00.000Z" })),
    );
  });

  it("apply a pending new amount when a payment of exactly it succeeds", async () => {
    const member = await payingMember({ nextAmount: 8, nextChargeable: 800 });
    await apply(paymentEvent(member, id("ch"), "successful", "2025-02-01T00:00:00Z"));
    expect((await stored(member.id)).contribution).toMatchObject({ amount: 5, nextAmount: 8 });
    await apply(
      paymentEvent(member, id("ch"), "successful", "2025-03-01T00:00:00Z", { amount: 800 }),
    );
    expect((await stored(member.id)).contribution).toMatchObject({
      amount: 8,
      nextAmount: null,
      nextChargeable: null,
    });
  });

  it("apply a change waiting for its difference once that is paid, a retry included", async () => {
    const differenceId = id("ch");
    const member = await payingMember({
      nextAmount: 8,
      nextChargeable: 800,
      differencePaymentId: differenceId,
    });
    const difference = (status: "failed" | "successful", at: string, willRetry?: boolean) => {
      const event = paymentEvent(member, differenceId, status, at, {
        amount: 300,
        ...(willRetry === undefined ? {} : { willRetry }),
      });
      if (event.type === "payment.updated") {
        event.payment = { ...event.payment, subscriptionId: null, periodEnd: null };
      }
      return event;
    };
    // A renewal of the new amount's price does not apply it while its difference is unpaid.
    await apply(
      paymentEvent(member, id("ch"), "successful", "2025-02-01T00:00:00Z", { amount: 800 }),
    );
    await apply(difference("failed", "2025-02-02T00:00:00Z", true));
    expect((await stored(member.id)).contribution).toMatchObject({ amount: 5, nextAmount: 8 });
    await apply(difference("successful", "2025-02-05T00:00:00Z"));
    expect((await stored(member.id)).contribution).toMatchObject({
      amount: 8,
      nextAmount: null,
      differencePaymentId: null,
    });
    // The subscription charges the new amount from then on.
    const queued = await database()
      .db.select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.type, "payments:subscription-chargeable"));
    expect(queued.map((job) => job.payload)).toContainEqual({
      provider: "test",
      subscriptionId: member.subscriptionId,
      chargeable: 800,
    });
  });

  it("drop a change whose difference failed for good", async () => {
    const differenceId = id("ch");
    const member = await payingMember({
      nextAmount: 8,
      nextChargeable: 800,
      differencePaymentId: differenceId,
    });
    const event = paymentEvent(member, differenceId, "failed", "2025-02-02T00:00:00Z", {
      amount: 300,
      willRetry: false,
    });
    if (event.type === "payment.updated") {
      event.payment = { ...event.payment, subscriptionId: null, periodEnd: null };
    }
    await apply(event);
    expect((await stored(member.id)).contribution).toMatchObject({
      amount: 5,
      nextAmount: null,
      nextChargeable: null,
      differencePaymentId: null,
    });
  });

  it("shorten the membership to what was paid when a payment fails for good", async () => {
    const member = await payingMember();
    await apply(
      paymentEvent(member, id("ch"), "successful", "2025-01-01T00:00:00Z", {
        periodEnd: "2025-02-01T00:00:00Z",
      }),
    );
    await database()
      .db.update(contactRoles)
      .set({ dateExpires: at("2025-06-01T00:00:00Z") })
      .where(eq(contactRoles.contactId, member.id));
    await apply(
      paymentEvent(member, id("ch"), "failed", "2025-02-15T00:00:00Z", { willRetry: false }),
    );
    expect((await stored(member.id)).role?.dateExpires).toEqual(at("2025-02-22T00:00:00Z"));
  });

  it("shorten it also when a payment already failed before failing for good", async () => {
    const member = await payingMember();
    const paymentId = id("ch");
    await apply(
      paymentEvent(member, paymentId, "failed", "2025-02-01T00:00:00Z", { willRetry: true }),
    );
    expect((await stored(member.id)).role?.dateExpires).toEqual(at("2025-02-22T00:00:00Z"));
    await apply(
      paymentEvent(member, paymentId, "failed", "2025-02-15T00:00:00Z", { willRetry: false }),
    );
    // Nothing was ever paid: the membership ends when the payment failed for good.
    expect((await stored(member.id)).role?.dateExpires).toEqual(at("2025-02-15T00:00:00Z"));
  });

  it("end a contribution whose first payment never went through, with its membership", async () => {
    const member = await payingMember();
    const ended: ProviderEvent = {
      id: id("evt"),
      type: "subscription.ended",
      occurredAt: at("2025-02-10T00:00:00Z"),
      subscription: {
        id: member.subscriptionId,
        customerId: member.customerId,
        reason: "never-started",
      },
    };
    await apply(ended);
    const state = await stored(member.id);
    expect(state.contribution).toMatchObject({ subscriptionId: null });
    expect(state.contribution?.cancelledAt).toEqual(at("2025-02-10T00:00:00Z"));
    expect(state.role?.dateExpires).toEqual(at("2025-02-10T00:00:00Z"));
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["contribution-didnt-start"]);
  });

  it("end after failed payments, never as not started, when the end comes before the payments", async () => {
    const member = await payingMember();
    // Its renewals failed for good in April; the reports of the periods paid before come later.
    await apply({
      id: id("evt"),
      type: "subscription.ended",
      occurredAt: at("2025-04-20T00:00:00Z"),
      subscription: { id: member.subscriptionId, customerId: member.customerId, reason: "failed" },
    });
    const ended = await stored(member.id);
    expect(ended.contribution).toMatchObject({
      subscriptionId: null,
      cancelledAt: null,
      endedReason: "payment-failed",
    });
    for (const periodEnd of ["2025-02-01T00:00:00Z", "2025-03-01T00:00:00Z"]) {
      await apply(
        paymentEvent(member, id("ch"), "successful", "2025-01-01T00:00:00Z", { periodEnd }),
      );
    }
    // Paid to 1 March, with the grace a failed renewal keeps (21 days by default).
    expect((await stored(member.id)).role?.dateExpires).toEqual(at("2025-03-22T00:00:00Z"));
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["contribution-ended-failed"]);
  });

  it("end a new subscription that never started after failed payments, whenever the earlier one's payment is reported", async () => {
    const ends = ["before", "after"] as const;
    const outcomes = [];
    for (const end of ends) {
      const member = await payingMember();
      // A change started a second subscription; its first payment never went through.
      const second = id("sub");
      await database()
        .db.update(contributions)
        .set({ subscriptionId: second })
        .where(eq(contributions.contactId, member.id));
      const neverStarted: ProviderEvent = {
        id: id("evt"),
        type: "subscription.ended",
        occurredAt: at("2025-03-15T00:00:00Z"),
        subscription: { id: second, customerId: member.customerId, reason: "never-started" },
      };
      // The first subscription's payment, for February, reported before the end or weeks late.
      const paid = paymentEvent(member, id("ch"), "successful", "2025-02-01T00:00:00Z");
      for (const event of end === "before" ? [neverStarted, paid] : [paid, neverStarted]) {
        await apply(event);
      }
      const state = await stored(member.id);
      outcomes.push({
        contribution: {
          subscriptionId: state.contribution?.subscriptionId,
          cancelledAt: state.contribution?.cancelledAt,
          endedReason: state.contribution?.endedReason,
        },
        expires: state.role?.dateExpires,
        emails: (await emailsTo(app(), outbox(), member.email)).map((email) => email.template),
      });
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toEqual({
      contribution: { subscriptionId: null, cancelledAt: null, endedReason: "payment-failed" },
      // Paid to 1 March, with the grace a failed renewal keeps (21 days by default).
      expires: at("2025-03-22T00:00:00Z"),
      emails: ["contribution-ended-failed"],
    });
  });

  it("tell of no payment failing once the contribution has ended for failed payments", async () => {
    const member = await payingMember();
    await apply({
      id: id("evt"),
      type: "subscription.ended",
      occurredAt: at("2025-04-20T00:00:00Z"),
      subscription: { id: member.subscriptionId, customerId: member.customerId, reason: "failed" },
    });
    // The first failure of the renewal that ended it, reported weeks late.
    await apply(
      paymentEvent(member, id("ch"), "failed", "2025-03-01T00:00:00Z", { willRetry: true }),
    );
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["contribution-ended-failed"]);
  });

  it("leave a contribution alone when an old subscription ends", async () => {
    const member = await payingMember();
    await apply({
      id: id("evt"),
      type: "subscription.ended",
      occurredAt: at("2025-02-10T00:00:00Z"),
      subscription: { id: id("sub"), customerId: member.customerId, reason: "cancelled" },
    });
    expect((await stored(member.id)).contribution).toMatchObject({
      subscriptionId: member.subscriptionId,
      cancelledAt: null,
    });
  });

  it("forget ended payment methods and deleted customers", async () => {
    const member = await payingMember();
    const before = await stored(member.id);
    await apply({
      id: id("evt"),
      type: "mandate.ended",
      occurredAt: at("2025-02-10T00:00:00Z"),
      mandate: { id: before.contribution?.mandateId ?? "", customerId: member.customerId },
    });
    expect((await stored(member.id)).contribution?.mandateId).toBeNull();
    await apply({
      id: id("evt"),
      type: "customer.deleted",
      occurredAt: at("2025-02-11T00:00:00Z"),
      customer: { id: member.customerId },
    });
    expect((await stored(member.id)).contribution).toMatchObject({
      customerId: null,
      subscriptionId: null,
    });
  });

  it("leave an event of a customer not known yet to apply once it is known, once", async () => {
    const member = await payingMember();
    const customerId = id("cus");
    const newcomer = { customerId, subscriptionId: member.subscriptionId };
    const paid = paymentEvent(newcomer, id("ch"), "successful", "2025-02-01T00:00:00Z");
    expect(await apply(paid)).toBe("deferred");
    // Delivered again meanwhile: still waiting, and nothing recorded that would stop it.
    expect(await apply(paid)).toBe("deferred");
    const { db } = database();
    const recorded = await db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, paid.id));
    expect(recorded).toEqual([]);
    await app().services.jobs.drain();
    expect((await stored(member.id)).payments).toEqual([]);

    // The join completes: the customer is the member's, and the event is applied, once.
    await db
      .insert(paymentCustomers)
      .values({ provider: "test", customerId, contactId: member.id });
    await app().services.payments.events.customerKnown("test", customerId);
    await app().services.jobs.drain();
    const after = await stored(member.id);
    expect(after.payments.map((payment) => payment.status)).toEqual(["successful"]);
    expect(after.role?.dateExpires?.toISOString()).toBe("2025-03-22T00:00:00.000Z");
    expect(await apply(paid)).toBe("duplicate");
    await app().services.jobs.drain();
    expect((await stored(member.id)).payments).toHaveLength(1);
  });
});
