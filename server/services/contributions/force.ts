import type { ContributionInfo, ForceContribution } from "@core/contributions";
import type { Transaction } from "../../db/connection";
import { contributions } from "../../db/schema";
import { lockMembership } from "../membership/roles";
import { actingAs, type ContributionContext, type ContributionRow } from "./context";
import { cantUpdate, invalidField } from "./errors";

/** A forced contribution's amount and period come together or not at all. */
function checkForced(body: ForceContribution): void {
  if ((body.amount === undefined) !== (body.period === undefined)) {
    throw invalidField(
      body.amount === undefined ? "amount" : "period",
      "Give the amount and the period together",
      "isDefined",
    );
  }
}

/** The contribution row staff force: manual (keeping its source unless given) or none. */
function forcedValues(body: ForceContribution, row: ContributionRow | undefined) {
  const manual = body.type === "Manual";
  return {
    type: body.type,
    ...(body.amount !== undefined && body.period !== undefined
      ? { amount: body.amount, period: body.period }
      : manual
        ? {}
        : { amount: null, period: null }),
    provider: manual ? ("manual" as const) : null,
    payFee: null,
    paymentMethod: null,
    customerId: null,
    mandateId: null,
    subscriptionId: null,
    nextAmount: null,
    nextChargeable: null,
    differencePaymentId: null,
    manualSource: manual ? (body.source?.trim() ?? row?.manualSource ?? null) : null,
    manualReference: manual ? (body.reference?.trim() ?? row?.manualReference ?? null) : null,
    cancelledAt: null,
    updatedAt: new Date(),
  };
}

async function writeForced(
  tx: Transaction,
  contactId: string,
  values: ReturnType<typeof forcedValues>,
): Promise<void> {
  await tx
    .insert(contributions)
    .values({ contactId, ...values })
    .onConflictDoUpdate({ target: contributions.contactId, set: values });
}

/**
 * `PATCH /contact/:id/contribution/force` (admins): a manual contribution, with where the
 * money comes from, or none. Not over a running automatic contribution: cancel that first.
 */
export async function forceContribution(
  ctx: ContributionContext,
  contactId: string,
  body: ForceContribution,
  actorId?: string,
): Promise<ContributionInfo> {
  checkForced(body);
  await ctx.payer(contactId);
  const [row, { graceDays }, now] = await Promise.all([
    ctx.find(contactId),
    ctx.settings(),
    ctx.payments.clock.now(),
  ]);
  if (row?.type === "Automatic" && !row.cancelledAt && row.subscriptionId) {
    throw cantUpdate(
      "This contact pays automatically: cancel that contribution before recording another",
    );
  }
  await ctx.db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await actingAs(tx, actorId);
    if (row) await ctx.retire(tx, row, {});
    await writeForced(tx, contactId, forcedValues(body, row));
    await ctx.tellChanged(tx, contactId, now, graceDays);
  });
  ctx.jobs.poke();
  return ctx.info(contactId);
}

/**
 * The manual contribution (or none) of a contact staff are adding (`POST /contact`): checked
 * now, and written by the answer in the transaction that adds the contact, so neither is
 * stored without the other.
 */
export async function forcedForNewContact(
  ctx: ContributionContext,
  body: ForceContribution,
): Promise<(tx: Transaction, contactId: string, actorId?: string) => Promise<void>> {
  checkForced(body);
  const [{ graceDays }, now] = await Promise.all([ctx.settings(), ctx.payments.clock.now()]);
  return async (tx, contactId, actorId) => {
    await actingAs(tx, actorId);
    await writeForced(tx, contactId, forcedValues(body, undefined));
    await ctx.tellChanged(tx, contactId, now, graceDays);
  };
}
