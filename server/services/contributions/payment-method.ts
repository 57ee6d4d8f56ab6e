import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ContributionInfo, PaymentFlowParams, UpdatePaymentMethod } from "@core/contributions";
import { badRequest } from "@core/errors";
import { chargeableCents, toCents, type PaymentMethod } from "@core/fees";
import { contributions, paymentFlows, payments as paymentsTable } from "../../db/schema";
import { lockMembership, memberRole } from "../membership/roles";
import { storedMembership } from "../membership/state";
import type { PayerClient, PaymentProvider } from "../payments";
import { differencePayment } from "../payments/difference";
import { DIFFERENCE_DESCRIPTION } from "../payments/purpose";
import { whileChanging } from "./change-lease";
import { withNames, type ContributionContext, type ContributionRow } from "./context";
import { invalidField, withProvider } from "./errors";
import { linkCustomer, type PaymentFlow } from "./flows";
import { activate } from "./start";

/** How long a payment method's completion waits for another one of the contact's to finish. */
const METHOD_COMPLETION_WAIT_MS = 15_000;

/** A stored renewal payment that failed, with the subscription and period it was for. */
type FailedPayment = typeof paymentsTable.$inferSelect & {
  subscriptionId: string;
  periodEnd: Date;
};

/** What the provider set up for the new method. */
interface Setup {
  customerId: string;
  mandateId: string;
  method: PaymentMethod;
}

/** `PUT /contact/:id/payment-method`: the payer goes to the provider for a new method. */
export async function startPaymentMethodChange(
  ctx: ContributionContext,
  contactId: string,
  body: UpdatePaymentMethod,
  client?: PayerClient,
): Promise<PaymentFlowParams> {
  const row = await ctx.find(contactId);
  const method = body.paymentMethod ?? row?.paymentMethod ?? undefined;
  if (!method || !row || row.type !== "Automatic") {
    throw badRequest("There is no payment method to change: start a contribution instead", {
      code: "no-payment-method",
    });
  }
  const { methods } = await ctx.settings();
  const provider = ctx.payments.forMethod(method);
  if (!provider || !methods.includes(method)) {
    throw invalidField("paymentMethod", "This payment method is not offered");
  }
  return (
    await ctx.flows.start({
      provider,
      method,
      purpose: "payment-method",
      contactId,
      form: null,
      payer: withNames(await ctx.payer(contactId), body),
      completeUrl: ctx.ownUrl(body.completeUrl, "completeUrl"),
      ...(client ? { client } : {}),
    })
  ).params;
}

/**
 * `POST /contact/:id/payment-method/complete`: the new method replaces the old. At the
 * same provider the subscription carries on with it; at another, a new subscription takes
 * over from when the old one would next have charged.
 */
export async function completePaymentMethodChange(
  ctx: ContributionContext,
  contactId: string,
  token: string,
): Promise<ContributionInfo> {
  const flow = await ctx.ownFlow(contactId, token, "payment-method");
  // Two tabs completing new methods at once would each charge a failed period: one at a time.
  // The same flow completed twice at once (a return page loaded twice) waits for the first:
  // its completion is then found done.
  return whileChanging(ctx.db, contactId, () => completeMethodChange(ctx, contactId, flow), {
    waitMs: METHOD_COMPLETION_WAIT_MS,
  });
}

/**
 * The contact's latest renewal when it failed and the membership is still in its grace (at
 * any provider): what a new payment method pays at once.
 */
async function failedRenewal(
  ctx: ContributionContext,
  contactId: string,
  now: Date,
): Promise<FailedPayment | undefined> {
  const { db } = ctx;
  // The state's word, whatever the role's own end (a role staff gave may never end).
  const [role, { graceDays, country }] = await Promise.all([
    memberRole(db, contactId),
    ctx.settings(),
  ]);
  const state = await storedMembership(db, contactId, { graceDays, country, now }, role);
  if (state.status !== "payment-failed") return undefined;
  const [latest] = await db
    .select()
    .from(paymentsTable)
    .where(and(eq(paymentsTable.contactId, contactId), isNotNull(paymentsTable.subscriptionId)))
    .orderBy(desc(paymentsTable.chargeDate))
    .limit(1);
  if (latest?.status !== "failed") return undefined;
  if (!latest.subscriptionId || !latest.periodEnd) return undefined;
  return { ...latest, subscriptionId: latest.subscriptionId, periodEnd: latest.periodEnd };
}

/**
 * Pays a failed renewal with the new method (once per flow, however often asked): at its own
 * provider the failed payment itself (its retries stop); at another, a charge of the same
 * amount reported as that period's payment (the old provider's retries end with its
 * subscription and method, retired as the new one starts).
 */
async function payFailed(
  provider: PaymentProvider,
  flow: PaymentFlow,
  failed: FailedPayment,
  setup: { customerId: string; mandateId: string },
): Promise<void> {
  if (failed.provider !== flow.provider) {
    await withProvider(() =>
      provider.charge({
        customerId: setup.customerId,
        mandateId: setup.mandateId,
        amount: toCents(failed.amount),
        description: failed.description,
        idempotencyKey: `recover:${flow.id}`,
        renewalOf: { subscriptionId: failed.subscriptionId, periodEnd: failed.periodEnd },
      }),
    );
    return;
  }
  await withProvider(() =>
    provider.payFailedRenewal({
      paymentId: failed.providerPaymentId,
      subscriptionId: failed.subscriptionId,
      customerId: setup.customerId,
      mandateId: setup.mandateId,
      amount: toCents(failed.amount),
      periodEnd: failed.periodEnd,
      idempotencyKey: `recover:${flow.id}`,
    }),
  );
}

/**
 * The difference a change waits for when its charge failed (still being tried, or for good
 * or cancelled while this method was being set up: the change kept waiting for it), paid
 * with the new payment method at once, as a failed renewal is (once per flow): at the same
 * provider the failed charge itself (its retries stop); at another, or once cancelled, a
 * charge of the same amount (the old provider's retries end with its method, retired as the
 * new one starts). Answers the payment that now pays it, if there was one to pay.
 */
async function payFailedDifference(
  ctx: ContributionContext,
  provider: PaymentProvider,
  flow: PaymentFlow,
  row: ContributionRow,
  setup: { customerId: string; mandateId: string },
): Promise<string | undefined> {
  const failedId = row.differencePaymentId;
  if (!failedId) return undefined;
  // It may have been taken at a provider the member moved from before it failed.
  const difference = await differencePayment(ctx.db, row.contactId, failedId);
  if (difference?.status !== "failed" && difference?.status !== "cancelled") return undefined;
  const charge = {
    customerId: setup.customerId,
    mandateId: setup.mandateId,
    amount: toCents(difference.amount),
    description: DIFFERENCE_DESCRIPTION,
    idempotencyKey: `difference:${flow.id}`,
  };
  const { paymentId } = await withProvider(() =>
    difference.provider === flow.provider && difference.status === "failed"
      ? provider.payFailedCharge({ ...charge, paymentId: failedId })
      : provider.charge(charge),
  );
  return paymentId;
}

/**
 * A running contribution moving to another provider or customer (or whose subscription is no
 * longer running): it starts over with the new method, from the end of a failed period the
 * method pays at once. A difference still on its way at the old provider may yet be collected
 * there: the change keeps waiting for it (and the new method pays it if it fails after all).
 */
async function startOverWithMethod(
  ctx: ContributionContext,
  provider: PaymentProvider,
  flow: PaymentFlow,
  row: ContributionRow & { amount: number; period: NonNullable<ContributionRow["period"]> },
  setup: Setup,
  renewal: FailedPayment | undefined,
  failed: FailedPayment | undefined,
): Promise<void> {
  const { db, payments } = ctx;
  const contactId = row.contactId;
  if (failed) await payFailed(provider, flow, failed, setup);
  const difference =
    (await payFailedDifference(ctx, provider, flow, row, setup)) ??
    row.differencePaymentId ??
    undefined;
  const started = await activate(
    ctx,
    contactId,
    flow,
    setup,
    { amount: row.amount, period: row.period, payFee: row.payFee ?? false, prorate: false },
    // From the end of the failed period, whichever move paid it.
    renewal?.periodEnd,
  );
  // The change still waits for its difference, now on the new subscription: the amount
  // it will charge then carries the new method's fee, as the subscription's does.
  if (!started || !difference || row.nextAmount === null) return;
  const { country } = await ctx.settings();
  const nextChargeable = chargeableCents(
    {
      amount: row.nextAmount,
      period: row.period,
      payFee: row.payFee ?? false,
      paymentMethod: setup.method,
    },
    country,
  );
  await db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await tx
      .update(contributions)
      .set({
        nextAmount: row.nextAmount,
        nextChargeable,
        differencePaymentId: difference,
        updatedAt: new Date(),
      })
      .where(eq(contributions.contactId, contactId));
    // The new try's outcome may have been reported already.
    await payments.events.settleDifference(tx, contactId);
  });
}

/**
 * A new method's flow completed: see `completePaymentMethodChange`. When the latest renewal
 * failed and the membership is in its grace, that period is paid with the new method at once
 * (the provider's retries of it on the old one stop), and the contribution carries on: the
 * subscription if it is still running, else a new one from the end of that period. A change's
 * difference whose charge failed is paid with the new method at once too; one still on its
 * way keeps the change waiting for it, wherever it was taken.
 */
export async function completeMethodChange(
  ctx: ContributionContext,
  contactId: string,
  flow: PaymentFlow,
): Promise<ContributionInfo> {
  const { db, payments, jobs } = ctx;
  if (flow.completedAt) return ctx.info(contactId);
  const provider = payments.provider(flow.provider);
  if (!provider) throw badRequest("This payment method is no longer offered");
  const row = await ctx.find(contactId);
  const setup = await ctx.flows.setUp(flow, provider, {
    ...(await ctx.payer(contactId)),
    customerId: row?.provider === flow.provider ? row.customerId : null,
  });
  await linkCustomer(db, flow.provider, setup.customerId, contactId);
  await payments.events.customerKnown(flow.provider, setup.customerId);
  const renewal =
    row?.type === "Automatic" && !row.cancelledAt
      ? await failedRenewal(ctx, contactId, await payments.clock.now())
      : undefined;
  // Failed at a provider the contribution has left since: the method it moved to was charged
  // that period then (another tab's completion, say), and its outcome is still to come.
  const failed = renewal?.provider === row?.provider ? renewal : undefined;
  const sameCustomer = row?.provider === flow.provider && row.customerId === setup.customerId;
  let subscriptionId = row?.subscriptionId ?? "";
  let differencePaymentId: string | undefined;
  if (!row || !sameCustomer || !row.subscriptionId || row.cancelledAt) {
    // Another provider (or nothing running): the contribution starts over with the method.
    if (row?.amount && row.period && row.type === "Automatic" && !row.cancelledAt) {
      const running = { ...row, amount: row.amount, period: row.period };
      await startOverWithMethod(ctx, provider, flow, running, setup, renewal, failed);
      return ctx.info(contactId);
    }
  } else {
    // GoCardless moves a subscription to a new mandate by making a new one.
    subscriptionId = (
      await withProvider(() =>
        provider.updateSubscription(subscriptionId, { mandateId: setup.mandateId }),
      )
    ).id;
    if (failed) await payFailed(provider, flow, failed, setup);
    differencePaymentId = await payFailedDifference(ctx, provider, flow, row, setup);
  }
  await db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    const completed = await tx
      .update(paymentFlows)
      .set({ completedAt: new Date() })
      .where(eq(paymentFlows.id, flow.id))
      .returning({ id: paymentFlows.id });
    if (completed.length === 0) return;
    if (row) {
      await ctx.retire(tx, row, { subscriptionId, mandateId: setup.mandateId });
    }
    await tx
      .update(contributions)
      .set({
        provider: flow.provider,
        customerId: setup.customerId,
        mandateId: setup.mandateId,
        paymentMethod: setup.method,
        ...(subscriptionId ? { subscriptionId } : {}),
        ...(failed ? { endedReason: null } : {}),
        ...(differencePaymentId ? { differencePaymentId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(contributions.contactId, contactId));
    // The new try's outcome may have been reported already.
    if (differencePaymentId) await payments.events.settleDifference(tx, contactId);
  });
  jobs.poke();
  return ctx.info(contactId);
}
