import { and, eq, isNull } from "drizzle-orm";
import {
  firstPeriodEnd as firstPeriodEndOf,
  roleExpiryWhenPaid,
  type ContributionForm,
  type ContributionInfo,
  type PaymentFlowParams,
  type StartContribution,
} from "@core/contributions";
import { badRequest } from "@core/errors";
import { chargeableCents, type PaymentMethod } from "@core/fees";
import { contributions, paymentFlows } from "../../db/schema";
import { extendMembership, lockMembership, memberRole } from "../membership/roles";
import type { PayerClient } from "../payments";
import { checkForm, withNames, type ContributionContext } from "./context";
import { cantUpdate, invalidField, withProvider } from "./errors";
import { linkCustomer, type PaymentFlow } from "./flows";

/** `POST /contact/:id/contribution`: the payer goes to the provider for a new method. */
export async function startContribution(
  ctx: ContributionContext,
  contactId: string,
  body: StartContribution,
  client?: PayerClient,
): Promise<PaymentFlowParams> {
  const { rules, country } = await ctx.settings();
  checkForm(body, rules);
  const completeUrl = ctx.ownUrl(body.completeUrl, "completeUrl");
  const row = await ctx.find(contactId);
  const provider = ctx.payments.forMethod(body.paymentMethod);
  if (!provider) throw invalidField("paymentMethod", "This payment method is not offered");
  const current = ctx.providerOf(row);
  if (
    row?.customerId &&
    current &&
    (await withProvider(() => current.hasPendingPayment(row.customerId ?? "")))
  ) {
    throw cantUpdate(
      "A payment of yours is still being processed: you can start a new contribution once it has gone through",
    );
  }
  const form = {
    amount: body.amount,
    period: body.period,
    payFee: body.payFee,
    prorate: body.prorate,
  };
  const paymentMethod = body.paymentMethod;
  return (
    await ctx.flows.start({
      provider,
      method: paymentMethod,
      purpose: "contribution",
      contactId,
      form,
      payer: withNames(await ctx.payer(contactId), body),
      completeUrl,
      ...(client ? { client } : {}),
      charge: {
        amount: form.amount,
        period: form.period,
        chargeable: chargeableCents({ ...form, paymentMethod }, country),
      },
    })
  ).params;
}

/**
 * Starts the contribution a completed flow asked for, with the payment method it set up
 * (the provider's customer is already known as the contact's, so the payments it reports
 * find them): the subscription is made (keyed by the flow: completing twice makes one),
 * then the contribution and membership are written with the flow marked complete, in one
 * transaction that only the first completion gets to write. What the contact paid with
 * before is stopped once that commits, and the new subscription first charges when the old
 * one would have, so no period is paid twice.
 */
export async function activate(
  ctx: ContributionContext,
  contactId: string,
  flow: PaymentFlow,
  setup: { customerId: string; mandateId: string; method: PaymentMethod },
  form: ContributionForm,
  /**
   * When the first charge falls instead: months ago for the demo's members, or the end of a
   * failed period the new method pays.
   */
  firstChargeAt?: Date,
): Promise<boolean> {
  const { db, payments, jobs, email } = ctx;
  const provider = payments.provider(flow.provider);
  if (!provider) throw badRequest("This payment method is no longer offered");
  const [{ country, graceDays }, current, role, now] = await Promise.all([
    ctx.settings(),
    ctx.find(contactId),
    memberRole(db, contactId),
    payments.clock.now(),
  ]);
  const startAt = firstChargeAt ?? (await ctx.firstChargeDate(current, role, now));
  await linkCustomer(db, flow.provider, setup.customerId, contactId);
  await payments.events.customerKnown(flow.provider, setup.customerId);
  const subscription = await withProvider(() =>
    provider.createSubscription({
      customerId: setup.customerId,
      mandateId: setup.mandateId,
      chargeable: chargeableCents({ ...form, paymentMethod: setup.method }, country),
      period: form.period,
      startAt,
      idempotencyKey: `flow:${flow.id}`,
    }),
  );
  const firstPeriodEnd = firstPeriodEndOf(startAt, now, form.period);
  const to = current?.type === "Manual" ? await ctx.payer(contactId) : undefined;
  const done = await db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    const completed = await tx
      .update(paymentFlows)
      .set({ completedAt: new Date(), subscriptionId: subscription.id })
      .where(and(eq(paymentFlows.id, flow.id), isNull(paymentFlows.completedAt)))
      .returning({ id: paymentFlows.id });
    // Another request completed the flow first and wrote all of this.
    if (completed.length === 0) return false;
    const [row] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.contactId, contactId))
      .for("update");
    if (row) {
      await ctx.retire(tx, row, { subscriptionId: subscription.id, mandateId: setup.mandateId });
    }
    const values = {
      type: "Automatic" as const,
      amount: form.amount,
      period: form.period,
      payFee: form.payFee,
      provider: flow.provider,
      paymentMethod: setup.method,
      customerId: setup.customerId,
      mandateId: setup.mandateId,
      subscriptionId: subscription.id,
      nextAmount: null,
      nextChargeable: null,
      differencePaymentId: null,
      manualSource: null,
      manualReference: null,
      cancelledAt: null,
      endedReason: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(contributions)
      .values({ contactId, ...values })
      .onConflictDoUpdate({ target: contributions.contactId, set: values });
    await extendMembership(tx, contactId, roleExpiryWhenPaid(firstPeriodEnd, graceDays), now);
    if (row?.type === "Manual" && to) await email.send("manual-to-automatic", to, {}, tx);
    await ctx.tellChanged(tx, contactId, now, graceDays);
    return true;
  });
  jobs.poke();
  return done;
}

/** A contribution's flow completed: its subscription made (once per flow). */
export async function completeContribution(
  ctx: ContributionContext,
  contactId: string,
  flow: PaymentFlow,
): Promise<ContributionInfo> {
  if (!flow.completedAt) {
    const provider = ctx.payments.provider(flow.provider);
    if (!provider || !flow.form) throw badRequest("This payment method is no longer offered");
    const row = await ctx.find(contactId);
    const setup = await ctx.flows.setUp(flow, provider, {
      ...(await ctx.payer(contactId)),
      customerId: row?.provider === flow.provider ? row.customerId : null,
    });
    await activate(ctx, contactId, flow, setup, flow.form);
  }
  return ctx.info(contactId);
}
