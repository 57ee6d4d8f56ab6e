import { eq } from "drizzle-orm";
import {
  changeCharge,
  firstPeriodEnd as firstPeriodEndOf,
  membershipStatus,
  roleExpiryWhenPaid,
  type ContributionChange,
  type ContributionForm,
  type ContributionInfo,
  type ContributionPreview,
} from "@core/contributions";
import { conflict } from "@core/errors";
import { chargeableCents, toCents } from "@core/fees";
import { contributions } from "../../db/schema";
import { emailFormats } from "../email/formats";
import { extendMembership, lockMembership, memberRole } from "../membership/roles";
import { storedMembership } from "../membership/state";
import { DIFFERENCE_DESCRIPTION } from "../payments/purpose";
import { whileChanging } from "./change-lease";
import { checkForm, type ContributionContext } from "./context";
import { cantUpdate, withProvider } from "./errors";

/** A change of amount or period, checked and priced (see `planChange`). */
type ChangePlan = Awaited<ReturnType<typeof planChange>>;

/**
 * `POST /contact/:id/contribution/preview`: what the change would charge now and next,
 * from the computation the change itself makes.
 */
export async function previewChange(
  ctx: ContributionContext,
  contactId: string,
  form: ContributionForm,
): Promise<ContributionPreview> {
  return (await planChange(ctx, contactId, form)).preview;
}

/**
 * `PATCH /contact/:id/contribution`: a new amount or period with the payment method the
 * contact has. The difference for the rest of a paid year is charged now when the member
 * chooses to (and it is 1 or more); otherwise the new amount starts at renewal. With the
 * amount to pay now the member was shown (`chargeNow`), a change that would charge another
 * is refused (409 `charge-changed`), saying what it is now.
 */
export function updateContribution(
  ctx: ContributionContext,
  contactId: string,
  change: ContributionChange,
): Promise<ContributionInfo> {
  return whileChanging(ctx.db, contactId, () => applyChange(ctx, contactId, change));
}

/**
 * A change of amount or period, checked (as `update` refuses it) and priced: the one
 * computation behind both the preview and the change. Changed in place (same period, a live
 * subscription), the difference over the whole months left of the period paid for
 * (`changeCharge`, at the payment clock's now, to the end of the period the stored payments
 * paid) is charged now when the member pays it; otherwise a new subscription starts when the
 * paid period ends, or now (charging its first period at once). The covered fee included.
 */
async function planChange(ctx: ContributionContext, contactId: string, form: ContributionForm) {
  const { db, payments } = ctx;
  const row = await ctx.find(contactId);
  const provider = ctx.providerOf(row);
  if (!row || row.type !== "Automatic" || !row.mandateId || !row.customerId || !provider) {
    throw cantUpdate(
      "There is no payment method to change this contribution with: start a contribution instead",
    );
  }
  const { rules, country, graceDays } = await ctx.settings();
  // The method is the one the contact has: offered or not, it may carry on.
  checkForm(form, rules);
  const [role, now] = await Promise.all([memberRole(db, contactId), payments.clock.now()]);
  // The method whose payments failed would be charged again at once: a new one first.
  const state = await storedMembership(db, contactId, { graceDays, country, now }, role);
  if (state.status === "payment-failed" || state.endedReason === "payment-failed") {
    throw cantUpdate(
      "Your last payment failed: update your payment method, then change your contribution",
    );
  }
  const status = membershipStatus({ memberRole: role, cancelledAt: row.cancelledAt, now });
  if (status === "active" && row.period === "annually" && form.period === "monthly") {
    throw cantUpdate(
      "An annual contribution cannot become monthly while its year is paid for: change it at renewal",
    );
  }
  const monthlyToMonthly = row.period === "monthly" && form.period === "monthly";
  const customerId = row.customerId;
  const mandateId = row.mandateId;
  if (!monthlyToMonthly && (await withProvider(() => provider.hasPendingPayment(customerId)))) {
    throw cantUpdate(
      "A payment of yours is still being processed: you can change your contribution once it has gone through",
    );
  }
  const paymentMethod = row.paymentMethod ?? "s_card";
  const chargeable = chargeableCents({ ...form, paymentMethod }, country);
  const live = row.subscriptionId
    ? await withProvider(() => provider.getSubscription(row.subscriptionId ?? ""))
    : undefined;
  const common = { row, provider, customerId, mandateId, role, now, graceDays, chargeable };
  const nextPaymentAmount = chargeable / 100;

  if (!live || live.status !== "active" || row.period !== form.period || row.cancelledAt) {
    const startAt = await ctx.firstChargeDate(row, role, now);
    const startsLater = startAt > now;
    return {
      ...common,
      startAt,
      inPlace: undefined,
      preview: {
        chargeNow: startsLater ? 0 : nextPaymentAmount,
        nextPaymentAmount,
        nextPaymentAt: firstPeriodEndOf(startAt, now, form.period).toISOString(),
      } satisfies ContributionPreview,
    };
  }

  const paid = await ctx.paidThrough(contactId);
  const renewal = paid && paid > now ? paid : live.nextChargeAt;
  const { chargeNow, startsNow } = changeCharge({
    current: { amount: row.amount ?? 0, period: form.period },
    next: form,
    paymentMethod,
    country,
    renewalDate: renewal,
    now,
  });
  return {
    ...common,
    startAt: now,
    inPlace: { live, startsNow },
    preview: {
      chargeNow,
      nextPaymentAmount,
      ...(live.nextChargeAt ? { nextPaymentAt: live.nextChargeAt.toISOString() } : {}),
    } satisfies ContributionPreview,
  };
}

/** `update` once it holds the change lease: reads, prices and applies the change. */
async function applyChange(
  ctx: ContributionContext,
  contactId: string,
  change: ContributionChange,
): Promise<ContributionInfo> {
  const { chargeNow, ...form } = change;
  const plan = await planChange(ctx, contactId, form);
  if (chargeNow !== undefined && toCents(chargeNow) !== toCents(plan.preview.chargeNow)) {
    const { money } = emailFormats(await ctx.content.get("general"));
    throw conflict(
      `The amount to pay now has changed to ${money(plan.preview.chargeNow)}: check it and confirm again`,
      { code: "charge-changed" },
    );
  }
  const inPlace = plan.inPlace;
  if (!inPlace?.live) {
    await startNewSubscription(ctx, contactId, form, plan);
  } else if (toCents(plan.preview.chargeNow) > 0) {
    await chargeDifference(ctx, contactId, form, plan, inPlace.live.id);
  } else {
    await changeInPlace(ctx, contactId, form, plan, inPlace.live.id, inPlace.startsNow);
  }
  ctx.jobs.poke();
  return ctx.info(contactId);
}

/** Nothing to change in place: a new subscription from when the paid period ends. */
async function startNewSubscription(
  ctx: ContributionContext,
  contactId: string,
  form: ContributionForm,
  plan: ChangePlan,
): Promise<void> {
  const { row, provider, customerId, mandateId, now, graceDays, chargeable, startAt } = plan;
  const subscription = await withProvider(() =>
    provider.createSubscription({
      customerId,
      mandateId,
      chargeable,
      period: form.period,
      startAt,
      idempotencyKey: `change:${contactId}:${row.updatedAt.getTime()}`,
    }),
  );
  const firstPeriodEnd = firstPeriodEndOf(startAt, now, form.period);
  await ctx.db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await ctx.retire(tx, row, { subscriptionId: subscription.id, mandateId });
    await tx
      .update(contributions)
      .set({
        amount: form.amount,
        period: form.period,
        payFee: form.payFee,
        subscriptionId: subscription.id,
        nextAmount: null,
        nextChargeable: null,
        differencePaymentId: null,
        cancelledAt: null,
        endedReason: null,
        updatedAt: new Date(),
      })
      .where(eq(contributions.contactId, contactId));
    await extendMembership(tx, contactId, roleExpiryWhenPaid(firstPeriodEnd, graceDays), now);
    await ctx.tellChanged(tx, contactId, now, graceDays);
  });
}

/**
 * The difference paid now: the new amount waits for it (the subscription keeps the amount it
 * has until then), so an unpaid difference never puts it in force.
 */
async function chargeDifference(
  ctx: ContributionContext,
  contactId: string,
  form: ContributionForm,
  plan: ChangePlan,
  subscriptionId: string,
): Promise<void> {
  const { row, provider, customerId, mandateId, now, graceDays, chargeable } = plan;
  const { paymentId } = await withProvider(() =>
    provider.charge({
      customerId,
      mandateId,
      amount: toCents(plan.preview.chargeNow),
      description: DIFFERENCE_DESCRIPTION,
      idempotencyKey: `prorate:${subscriptionId}:${row.updatedAt.getTime()}`,
    }),
  );
  await ctx.db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await tx
      .update(contributions)
      .set({
        nextAmount: form.amount,
        nextChargeable: chargeable,
        differencePaymentId: paymentId,
        updatedAt: new Date(),
      })
      .where(eq(contributions.contactId, contactId));
    // Its outcome may have been reported already.
    await ctx.payments.events.settleDifference(tx, contactId);
    await ctx.tellChanged(tx, contactId, now, graceDays);
  });
}

/**
 * Nothing to pay now: the provider charges the new amount from the next payment; the member's
 * amount changes now, or when that payment succeeds.
 */
async function changeInPlace(
  ctx: ContributionContext,
  contactId: string,
  form: ContributionForm,
  plan: ChangePlan,
  subscriptionId: string,
  startsNow: boolean,
): Promise<void> {
  const { provider, now, graceDays, chargeable } = plan;
  await withProvider(() => provider.updateSubscription(subscriptionId, { chargeable }));
  await ctx.db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await tx
      .update(contributions)
      .set(
        startsNow
          ? {
              amount: form.amount,
              payFee: form.payFee,
              nextAmount: null,
              nextChargeable: null,
              differencePaymentId: null,
              updatedAt: new Date(),
            }
          : {
              payFee: form.payFee,
              nextAmount: form.amount,
              nextChargeable: chargeable,
              differencePaymentId: null,
              updatedAt: new Date(),
            },
      )
      .where(eq(contributions.contactId, contactId));
    await ctx.tellChanged(tx, contactId, now, graceDays);
  });
}
