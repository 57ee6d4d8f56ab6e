import type { Emit } from "../outbound-webhooks/emit";
import { and, desc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import {
  changeCharge,
  contributionProblems,
  firstPeriodEnd as firstPeriodEndOf,
  roleExpiryWhenPaid,
  legacyMembershipStatus,
  membershipStatus,
  type ContributionChange,
  type ContributionForm,
  type ContributionInfo,
  type ContributionPreview,
  type ContributionRules,
  type ForceContribution,
  type MemberRole,
  type PaymentFlowParams,
  type PaymentSource,
  type StartContribution,
  type UpdatePaymentMethod,
} from "../../../src/core/contributions";
import { offeredPaymentMethods } from "../../../src/core/content";
import { HttpError, badRequest, conflict, notFound } from "../../../src/core/errors";
import {
  chargeableCents,
  toCents,
  type PaymentMethod,
  type StripeCountry,
} from "../../../src/core/fees";
import type { Database, Transaction } from "../../db/connection";
import { contacts, contributions, paymentFlows, payments as paymentsTable } from "../../db/schema";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import { emailFormats } from "../email/formats";
import type { JobRunner } from "../jobs";
import { extendMembership, memberRole } from "../membership/roles";
import {
  membershipOf,
  paymentFacts,
  storedMembership,
  type PaymentFacts,
} from "../membership/state";
import type { PayerClient, PaymentProvider, PaymentsService } from "../payments";
import { differencePayment } from "../payments/difference";
import { DIFFERENCE_DESCRIPTION } from "../payments/purpose";
import { siteUrl } from "../recovery/site-url";
import { whileChanging } from "./change-lease";
import { cantUpdate, invalidField, withProvider } from "./errors";
import { createFlowStore, linkCustomer, type PaymentFlow } from "./flows";
import {
  cancelMandateJob,
  cancelSubscriptionJob,
  deleteCustomerJob,
  handleProviderJobs,
  updateCustomerJob,
} from "../payments/provider-jobs";

export { cantUpdate } from "./errors";
export type { PaymentFlow } from "./flows";

export interface ContributionDependencies {
  db: Database;
  content: ContentService;
  email: EmailService;
  jobs: JobRunner;
  payments: PaymentsService;
  baseUrl: string;
  /** Tells outbound webhooks of contributions changed and cancelled. */
  emit?: Emit;
}

export type ContributionRow = typeof contributions.$inferSelect;

/** How long a payment method's completion waits for another one of the contact's to finish. */
const METHOD_COMPLETION_WAIT_MS = 15_000;

/** A stored renewal payment that failed, with the subscription and period it was for. */
type FailedPayment = typeof paymentsTable.$inferSelect & {
  subscriptionId: string;
  periodEnd: Date;
};

/** What the provider tells of a contribution beside what is stored (see `providerFacts`). */
interface ProviderFacts {
  nextChargeAt?: Date;
  pending?: boolean;
  source?: PaymentSource;
}

/** The organisation's rules and prices, as they are now. */
interface Settings {
  rules: ContributionRules;
  country: StripeCountry;
  graceDays: number;
  methods: PaymentMethod[];
}

export type ContributionService = ReturnType<typeof createContributionService>;

/** The payer's names for a new method: those given with it, else the contact's. */
function withNames<T extends { firstname: string; lastname: string }>(
  contact: T,
  given: { firstname?: string | undefined; lastname?: string | undefined },
): T {
  return {
    ...contact,
    firstname: given.firstname?.trim() || contact.firstname,
    lastname: given.lastname?.trim() || contact.lastname,
  };
}

/**
 * Contributions and the memberships they pay for (contract 2.3, 3.3, 3.4): starting one with
 * a new payment method, changing amount or period (with the difference paid now or from the
 * renewal), changing the payment method, cancelling, and the manual contributions admins
 * record. Payments and the ends of subscriptions arrive as provider events (payments/events).
 */
/**
 * Names the staff member acting in this transaction: the trigger that writes a contribution's
 * changes into the contact's activity reads it (migration 0016).
 */
async function actingAs(tx: Transaction, actorId: string | undefined): Promise<void> {
  if (actorId) await tx.execute(sql`select set_config('agora.actor_id', ${actorId}, true)`);
}

export function createContributionService(deps: ContributionDependencies) {
  const { db, content, email, jobs, payments, baseUrl } = deps;
  const flows = createFlowStore(db);
  handleProviderJobs(db, jobs, payments);

  /** The Stripe country as `settings` last read it, for fees told inside a transaction. */
  let lastCountry: StripeCountry = "gb";

  async function settings(): Promise<Settings> {
    const [join, payment] = await Promise.all([content.get("join"), content.get("payment")]);
    lastCountry = payment.stripeCountry;
    const methods = offeredPaymentMethods(join.paymentMethods, payments.methods);
    return {
      rules: {
        minMonthlyAmount: join.minMonthlyAmount,
        showAbsorbFee: join.showAbsorbFee,
        ...(join.periods.length > 0 ? { periods: join.periods.map((period) => period.name) } : {}),
        paymentMethods: methods,
      },
      country: payment.stripeCountry,
      graceDays: payment.membershipGraceDays,
      methods,
    };
  }

  /** A 400 naming every field of the form that breaks the organisation's rules. */
  function checkForm(
    form: Pick<ContributionForm, "amount" | "period" | "payFee"> & {
      paymentMethod?: PaymentMethod;
    },
    rules: ContributionRules,
  ): void {
    const problems = contributionProblems(form, rules);
    if (problems.length === 0) return;
    throw new HttpError(400, {
      message: "Invalid body, check 'errors' property for more info.",
      errors: problems.map((problem) => ({
        property: problem.property,
        constraints: { [problem.code]: problem.message },
      })),
    });
  }

  /** An address of this site, absolute; a 400 on `field` otherwise. */
  function ownUrl(value: string, field: string): string {
    const url = siteUrl(value, baseUrl);
    if (!url) {
      throw invalidField(
        field,
        `Must be an address on this site (${new URL(baseUrl).origin})`,
        "isSameSite",
      );
    }
    return url;
  }

  async function find(contactId: string): Promise<ContributionRow | undefined> {
    const [row] = await db
      .select()
      .from(contributions)
      .where(eq(contributions.contactId, contactId));
    return row;
  }

  async function payer(contactId: string) {
    const [row] = await db
      .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!row) throw notFound("No such contact");
    return row;
  }

  function providerOf(row: ContributionRow | undefined): PaymentProvider | undefined {
    return row?.provider ? payments.provider(row.provider) : undefined;
  }

  /** The end of the last period the contact paid for, from the payments providers reported. */
  async function paidThrough(contactId: string): Promise<Date | null> {
    const [row] = await db
      .select({ until: max(paymentsTable.periodEnd) })
      .from(paymentsTable)
      .where(and(eq(paymentsTable.contactId, contactId), eq(paymentsTable.status, "successful")));
    return row?.until ?? null;
  }

  /**
   * When a contribution starting now should first charge: when the current subscription would
   * have, or the end of the period paid for, or (a manual contributor) the end of the
   * membership the admins recorded; now when nothing is paid for ahead.
   */
  async function firstChargeDate(
    row: ContributionRow | undefined,
    role: MemberRole | null,
    now: Date,
  ): Promise<Date> {
    const provider = providerOf(row);
    // A subscription whose latest period failed has moved its next charge past a period nobody
    // paid for: the new one starts from what was paid, not from there.
    const latest = row ? (await paymentFacts(db, row.contactId)).latest : null;
    const failed = latest?.status === "failed" || latest?.status === "cancelled";
    if (row?.subscriptionId && provider && !failed) {
      const current = await withProvider(() => provider.getSubscription(row.subscriptionId ?? ""));
      if (current?.nextChargeAt && current.nextChargeAt > now) return current.nextChargeAt;
    }
    if (row) {
      const paid = await paidThrough(row.contactId);
      if (paid && paid > now) return paid;
    }
    if (row?.type === "Manual" && role?.dateExpires && role.dateExpires > now) {
      return role.dateExpires;
    }
    return now;
  }

  /**
   * Stops what the contribution collected before (its subscription, and its payment method
   * unless it is kept), once the transaction replacing them commits: queued jobs, so a
   * provider that is away is asked again until it answers.
   */
  async function retire(
    tx: Transaction,
    row: ContributionRow,
    keep: { subscriptionId?: string; mandateId?: string },
  ): Promise<void> {
    if (!row.provider) return;
    if (row.subscriptionId && row.subscriptionId !== keep.subscriptionId) {
      await jobs.enqueue(tx, cancelSubscriptionJob, {
        provider: row.provider,
        subscriptionId: row.subscriptionId,
      });
    }
    if (row.mandateId && row.mandateId !== keep.mandateId) {
      await jobs.enqueue(tx, cancelMandateJob, {
        provider: row.provider,
        mandateId: row.mandateId,
      });
    }
  }

  /**
   * What only the provider knows of a contribution: its subscription's next charge, a payment
   * on its way, the payment method. Asked outside any transaction (a provider call may take
   * seconds, and the embedded database's one connection would wait for it).
   */
  async function providerFacts(row: ContributionRow | undefined): Promise<ProviderFacts> {
    const provider = providerOf(row);
    if (!row || !provider) return {};
    const automatic = row.type === "Automatic";
    const [subscription, pending, source] = await Promise.all([
      row.subscriptionId
        ? withProvider(() => provider.getSubscription(row.subscriptionId ?? ""))
        : undefined,
      row.customerId && automatic
        ? withProvider(() => provider.hasPendingPayment(row.customerId ?? ""))
        : undefined,
      row.mandateId && automatic
        ? withProvider(() => provider.paymentSource(row.mandateId ?? ""))
        : undefined,
    ]);
    return {
      ...(subscription?.nextChargeAt ? { nextChargeAt: subscription.nextChargeAt } : {}),
      ...(pending !== undefined ? { pending } : {}),
      ...(source ? { source } : {}),
    };
  }

  /**
   * The contribution as the API shows it, from its row, member role, payments and the
   * provider's facts: the membership state (`deriveMembership`) and the contract's older
   * fields, derived from it so that they never contradict it.
   */
  function infoOf(
    row: ContributionRow | undefined,
    role: MemberRole | null,
    paid: PaymentFacts,
    now: Date,
    known: Pick<Settings, "graceDays" | "country">,
    /** Left out: what is stored alone (no payment method, no payment on its way). */
    facts?: ProviderFacts,
  ): ContributionInfo {
    const membership = membershipOf({
      row,
      role,
      facts: paid,
      ...(facts ? { provider: { nextChargeAt: facts.nextChargeAt, pending: facts.pending } } : {}),
      graceDays: known.graceDays,
      country: known.country,
      now,
    });
    const type = row?.type ?? "None";
    const expiry = membership.accessEndsAt ?? role?.dateExpires?.toISOString();
    return {
      type,
      ...(row?.amount ? { amount: row.amount } : {}),
      ...(row?.nextAmount ? { nextAmount: row.nextAmount } : {}),
      ...(row?.period ? { period: row.period } : {}),
      ...(type === "Automatic" && row?.payFee !== null && row?.payFee !== undefined
        ? { payFee: row.payFee }
        : {}),
      ...(type === "Automatic" && facts ? { hasPendingPayment: membership.paymentInFlight } : {}),
      ...(type === "Manual"
        ? {
            paymentSource: {
              method: null,
              ...(row?.manualSource ? { source: row.manualSource } : {}),
              ...(row?.manualReference ? { reference: row.manualReference } : {}),
            },
          }
        : facts?.source
          ? { paymentSource: facts.source }
          : {}),
      ...(row?.cancelledAt ? { cancellationDate: row.cancelledAt.toISOString() } : {}),
      ...(membership.nextPaymentAt ? { renewalDate: membership.nextPaymentAt } : {}),
      membershipStatus: legacyMembershipStatus(membership, Boolean(row?.cancelledAt)),
      ...(expiry ? { membershipExpiryDate: expiry } : {}),
      membership,
    };
  }

  async function info(contactId: string): Promise<ContributionInfo> {
    const [row, role, paid, now, known] = await Promise.all([
      find(contactId),
      memberRole(db, contactId),
      paymentFacts(db, contactId),
      payments.clock.now(),
      settings(),
    ]);
    return infoOf(row, role, paid, now, known, await providerFacts(row));
  }

  /**
   * Tells outbound webhooks of the contribution as `tx` stores it, in that transaction: what
   * only the provider knows (the payment method, a payment on its way) is not sent, and the
   * renewal date is the one the membership rules give.
   */
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

  async function tellChanged(
    tx: Transaction,
    contactId: string,
    now: Date,
    graceDays: number,
  ): Promise<void> {
    await deps.emit?.(tx, "contribution.changed", async () => {
      const [[row], role, paid] = await Promise.all([
        tx.select().from(contributions).where(eq(contributions.contactId, contactId)),
        memberRole(tx, contactId),
        paymentFacts(tx, contactId),
      ]);
      // The country was read with the settings before the transaction (not read inside it:
      // the embedded database has one connection).
      return {
        contactId,
        contribution: infoOf(row, role, paid, now, { graceDays, country: lastCountry }),
      };
    });
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
  async function activate(
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
    const provider = payments.provider(flow.provider);
    if (!provider) throw badRequest("This payment method is no longer offered");
    const [{ country, graceDays }, current, role, now] = await Promise.all([
      settings(),
      find(contactId),
      memberRole(db, contactId),
      payments.clock.now(),
    ]);
    const startAt = firstChargeAt ?? (await firstChargeDate(current, role, now));
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
    const to = current?.type === "Manual" ? await payer(contactId) : undefined;
    const done = await db.transaction(async (tx) => {
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
        await retire(tx, row, { subscriptionId: subscription.id, mandateId: setup.mandateId });
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
      await tellChanged(tx, contactId, now, graceDays);
      return true;
    });
    jobs.poke();
    return done;
  }

  /** A flow of this contact and purpose, by the id the payer came back with; else a 404. */
  async function ownFlow(
    contactId: string,
    token: string,
    purpose: PaymentFlow["purpose"],
  ): Promise<PaymentFlow> {
    const flow = await flows.find(token);
    if (!flow || flow.contactId !== contactId || flow.purpose !== purpose) {
      throw notFound("No such payment flow");
    }
    return flow;
  }

  /** A contribution's flow completed: its subscription made (once per flow). */
  async function completeContribution(
    contactId: string,
    flow: PaymentFlow,
  ): Promise<ContributionInfo> {
    if (!flow.completedAt) {
      const provider = payments.provider(flow.provider);
      if (!provider || !flow.form) throw badRequest("This payment method is no longer offered");
      const row = await find(contactId);
      const setup = await flows.setUp(flow, provider, {
        ...(await payer(contactId)),
        customerId: row?.provider === flow.provider ? row.customerId : null,
      });
      await activate(contactId, flow, setup, flow.form);
    }
    return info(contactId);
  }

  /**
   * The contact's latest renewal when it failed and the membership is still in its grace (at
   * any provider): what a new payment method pays at once.
   */
  async function failedRenewal(contactId: string, now: Date): Promise<FailedPayment | undefined> {
    // The state's word, whatever the role's own end (a role staff gave may never end).
    const [role, { graceDays, country }] = await Promise.all([
      memberRole(db, contactId),
      settings(),
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
    provider: PaymentProvider,
    flow: PaymentFlow,
    row: ContributionRow,
    setup: { customerId: string; mandateId: string },
  ): Promise<string | undefined> {
    const failedId = row.differencePaymentId;
    if (!failedId) return undefined;
    // It may have been taken at a provider the member moved from before it failed.
    const difference = await differencePayment(db, row.contactId, failedId);
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
   * A new method's flow completed: see `completePaymentMethodChange`. When the latest renewal
   * failed and the membership is in its grace, that period is paid with the new method at once
   * (the provider's retries of it on the old one stop), and the contribution carries on: the
   * subscription if it is still running, else a new one from the end of that period. A change's
   * difference whose charge failed is paid with the new method at once too; one still on its
   * way keeps the change waiting for it, wherever it was taken.
   */
  async function completeMethodChange(
    contactId: string,
    flow: PaymentFlow,
  ): Promise<ContributionInfo> {
    if (flow.completedAt) return info(contactId);
    const provider = payments.provider(flow.provider);
    if (!provider) throw badRequest("This payment method is no longer offered");
    const row = await find(contactId);
    const setup = await flows.setUp(flow, provider, {
      ...(await payer(contactId)),
      customerId: row?.provider === flow.provider ? row.customerId : null,
    });
    await linkCustomer(db, flow.provider, setup.customerId, contactId);
    await payments.events.customerKnown(flow.provider, setup.customerId);
    const renewal =
      row?.type === "Automatic" && !row.cancelledAt
        ? await failedRenewal(contactId, await payments.clock.now())
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
        if (failed) await payFailed(provider, flow, failed, setup);
        // A difference still on its way at the old provider may yet be collected there: the
        // change keeps waiting for it (and the new method pays it if it fails after all).
        const difference =
          (await payFailedDifference(provider, flow, row, setup)) ??
          row.differencePaymentId ??
          undefined;
        const started = await activate(
          contactId,
          flow,
          setup,
          { amount: row.amount, period: row.period, payFee: row.payFee ?? false, prorate: false },
          // From the end of the failed period, whichever move paid it.
          renewal?.periodEnd,
        );
        // The change still waits for its difference, now on the new subscription: the amount
        // it will charge then carries the new method's fee, as the subscription's does.
        if (started && difference && row.nextAmount !== null) {
          const { country } = await settings();
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
        return info(contactId);
      }
    } else {
      // GoCardless moves a subscription to a new mandate by making a new one.
      subscriptionId = (
        await withProvider(() =>
          provider.updateSubscription(subscriptionId, { mandateId: setup.mandateId }),
        )
      ).id;
      if (failed) await payFailed(provider, flow, failed, setup);
      differencePaymentId = await payFailedDifference(provider, flow, row, setup);
    }
    await db.transaction(async (tx) => {
      const completed = await tx
        .update(paymentFlows)
        .set({ completedAt: new Date() })
        .where(eq(paymentFlows.id, flow.id))
        .returning({ id: paymentFlows.id });
      if (completed.length === 0) return;
      if (row) {
        await retire(tx, row, { subscriptionId, mandateId: setup.mandateId });
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
    return info(contactId);
  }

  /** `update` once it holds the change lease: reads, prices and applies the change. */
  async function applyChange(
    contactId: string,
    change: ContributionChange,
  ): Promise<ContributionInfo> {
    const { chargeNow, ...form } = change;
    const plan = await planChange(contactId, form);
    const { row, provider, customerId, mandateId, now, graceDays, chargeable } = plan;
    if (chargeNow !== undefined && toCents(chargeNow) !== toCents(plan.preview.chargeNow)) {
      const { money } = emailFormats(await content.get("general"));
      throw conflict(
        `The amount to pay now has changed to ${money(plan.preview.chargeNow)}: check it and confirm again`,
        { code: "charge-changed" },
      );
    }
    const live = plan.inPlace?.live;
    if (!live || !plan.inPlace) {
      // Nothing to change in place: a new subscription from when the paid period ends.
      const startAt = plan.startAt;
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
      await db.transaction(async (tx) => {
        await retire(tx, row, { subscriptionId: subscription.id, mandateId });
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
        await tellChanged(tx, contactId, now, graceDays);
      });
      jobs.poke();
      return info(contactId);
    }

    const { startsNow } = plan.inPlace;
    const charge = toCents(plan.preview.chargeNow);
    if (charge > 0) {
      // The difference paid now: the new amount waits for it (the subscription keeps the
      // amount it has until then), so an unpaid difference never puts it in force.
      const { paymentId } = await withProvider(() =>
        provider.charge({
          customerId,
          mandateId,
          amount: charge,
          description: DIFFERENCE_DESCRIPTION,
          idempotencyKey: `prorate:${live.id}:${row.updatedAt.getTime()}`,
        }),
      );
      await db.transaction(async (tx) => {
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
        await payments.events.settleDifference(tx, contactId);
        await tellChanged(tx, contactId, now, graceDays);
      });
      jobs.poke();
      return info(contactId);
    }
    // Otherwise the provider charges the new amount from the next payment; the member's
    // amount changes now, or when that payment succeeds.
    await withProvider(() => provider.updateSubscription(live.id, { chargeable }));
    await db.transaction(async (tx) => {
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
      await tellChanged(tx, contactId, now, graceDays);
    });
    jobs.poke();
    return info(contactId);
  }

  /**
   * A change of amount or period, checked (as `update` refuses it) and priced: the one
   * computation behind both the preview and the change. Changed in place (same period, a live
   * subscription), the difference over the whole months left of the period paid for
   * (`changeCharge`, at the payment clock's now, to the end of the period the stored payments
   * paid) is charged now when the member pays it; otherwise a new subscription starts when the
   * paid period ends, or now (charging its first period at once). The covered fee included.
   */
  async function planChange(contactId: string, form: ContributionForm) {
    const row = await find(contactId);
    const provider = providerOf(row);
    if (!row || row.type !== "Automatic" || !row.mandateId || !row.customerId || !provider) {
      throw cantUpdate(
        "There is no payment method to change this contribution with: start a contribution instead",
      );
    }
    const { rules, country, graceDays } = await settings();
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
      const startAt = await firstChargeDate(row, role, now);
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

    const paid = await paidThrough(contactId);
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

  return {
    flows,
    info,
    activate,
    settings,
    checkForm,
    ownUrl,

    /** `POST /contact/:id/contribution`: the payer goes to the provider for a new method. */
    async start(
      contactId: string,
      body: StartContribution,
      client?: PayerClient,
    ): Promise<PaymentFlowParams> {
      const { rules, country } = await settings();
      checkForm(body, rules);
      const completeUrl = ownUrl(body.completeUrl, "completeUrl");
      const row = await find(contactId);
      const provider = payments.forMethod(body.paymentMethod);
      if (!provider) throw invalidField("paymentMethod", "This payment method is not offered");
      const current = providerOf(row);
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
        await flows.start({
          provider,
          method: paymentMethod,
          purpose: "contribution",
          contactId,
          form,
          payer: withNames(await payer(contactId), body),
          completeUrl,
          ...(client ? { client } : {}),
          charge: {
            amount: form.amount,
            period: form.period,
            chargeable: chargeableCents({ ...form, paymentMethod }, country),
          },
        })
      ).params;
    },

    /** `POST /contact/:id/contribution/complete`: once per flow, however often it is called. */
    async complete(contactId: string, token: string): Promise<ContributionInfo> {
      return completeContribution(contactId, await ownFlow(contactId, token, "contribution"));
    },

    /**
     * A contribution's or a new method's flow the provider reports set up (GoCardless's
     * `billing_requests.fulfilled`, when the payer never came back): completed as the return
     * page would, and once, whichever comes first.
     */
    async completeFlow(flow: PaymentFlow): Promise<void> {
      if (!flow.contactId || flow.completedAt) return;
      if (flow.purpose === "contribution") await completeContribution(flow.contactId, flow);
      if (flow.purpose === "payment-method") await completeMethodChange(flow.contactId, flow);
    },

    /**
     * `POST /contact/:id/contribution/preview`: what the change would charge now and next,
     * from the computation the change itself makes.
     */
    async preview(contactId: string, form: ContributionForm): Promise<ContributionPreview> {
      return (await planChange(contactId, form)).preview;
    },

    /**
     * `PATCH /contact/:id/contribution`: a new amount or period with the payment method the
     * contact has. The difference for the rest of a paid year is charged now when the member
     * chooses to (and it is 1 or more); otherwise the new amount starts at renewal. With the
     * amount to pay now the member was shown (`chargeNow`), a change that would charge another
     * is refused (409 `charge-changed`), saying what it is now.
     */
    update(contactId: string, change: ContributionChange): Promise<ContributionInfo> {
      return whileChanging(db, contactId, () => applyChange(contactId, change));
    },

    /**
     * `POST /contact/:id/contribution/cancel`: the provider stops collecting and the payment
     * method is dropped; the membership lasts to the end of the period paid for.
     */
    /** `actorId`: the staff member cancelling, named on the contact's timeline. */
    async cancel(contactId: string, actorId?: string): Promise<void> {
      const row = await find(contactId);
      // Ended after failed payments, nothing is collected any more: there is nothing to cancel.
      const ended = row?.endedReason === "payment-failed" && !row.subscriptionId;
      if (!row || row.type === "None" || row.cancelledAt || ended) {
        throw cantUpdate("There is no contribution to cancel");
      }
      const provider = providerOf(row);
      if (provider && row.subscriptionId) {
        const subscriptionId = row.subscriptionId;
        await withProvider(() => provider.cancelSubscription(subscriptionId));
      }
      const now = await payments.clock.now();
      await db.transaction(async (tx) => {
        await actingAs(tx, actorId);
        const reason = actorId ? "staff" : "cancelled";
        if (await payments.events.markCancelled(tx, contactId, now, reason)) {
          await deps.emit?.(tx, "contribution.cancelled", {
            contactId,
            cancelledAt: now.toISOString(),
          });
        }
        if (row.mandateId && row.provider) {
          await jobs.enqueue(tx, cancelMandateJob, {
            provider: row.provider,
            mandateId: row.mandateId,
          });
          await tx
            .update(contributions)
            .set({ mandateId: null })
            .where(eq(contributions.contactId, contactId));
        }
      });
      jobs.poke();
    },

    /**
     * `PATCH /contact/:id/contribution/force` (admins): a manual contribution, with where the
     * money comes from, or none. Not over a running automatic contribution: cancel that first.
     */
    async force(
      contactId: string,
      body: ForceContribution,
      actorId?: string,
    ): Promise<ContributionInfo> {
      checkForced(body);
      await payer(contactId);
      const [row, { graceDays }, now] = await Promise.all([
        find(contactId),
        settings(),
        payments.clock.now(),
      ]);
      if (row?.type === "Automatic" && !row.cancelledAt && row.subscriptionId) {
        throw cantUpdate(
          "This contact pays automatically: cancel that contribution before recording another",
        );
      }
      await db.transaction(async (tx) => {
        await actingAs(tx, actorId);
        if (row) await retire(tx, row, {});
        await writeForced(tx, contactId, forcedValues(body, row));
        await tellChanged(tx, contactId, now, graceDays);
      });
      jobs.poke();
      return info(contactId);
    },

    /**
     * The manual contribution (or none) of a contact staff are adding (`POST /contact`): checked
     * now, and written by the answer in the transaction that adds the contact, so neither is
     * stored without the other.
     */
    async forcedForNewContact(
      body: ForceContribution,
    ): Promise<(tx: Transaction, contactId: string, actorId?: string) => Promise<void>> {
      checkForced(body);
      const [{ graceDays }, now] = await Promise.all([settings(), payments.clock.now()]);
      return async (tx, contactId, actorId) => {
        await actingAs(tx, actorId);
        await writeForced(tx, contactId, forcedValues(body, undefined));
        await tellChanged(tx, contactId, now, graceDays);
      };
    },

    /** `PUT /contact/:id/payment-method`: the payer goes to the provider for a new method. */
    async startPaymentMethodChange(
      contactId: string,
      body: UpdatePaymentMethod,
      client?: PayerClient,
    ): Promise<PaymentFlowParams> {
      const row = await find(contactId);
      const method = body.paymentMethod ?? row?.paymentMethod ?? undefined;
      if (!method || !row || row.type !== "Automatic") {
        throw badRequest("There is no payment method to change: start a contribution instead", {
          code: "no-payment-method",
        });
      }
      const { methods } = await settings();
      const provider = payments.forMethod(method);
      if (!provider || !methods.includes(method)) {
        throw invalidField("paymentMethod", "This payment method is not offered");
      }
      return (
        await flows.start({
          provider,
          method,
          purpose: "payment-method",
          contactId,
          form: null,
          payer: withNames(await payer(contactId), body),
          completeUrl: ownUrl(body.completeUrl, "completeUrl"),
          ...(client ? { client } : {}),
        })
      ).params;
    },

    /**
     * `POST /contact/:id/payment-method/complete`: the new method replaces the old. At the
     * same provider the subscription carries on with it; at another, a new subscription takes
     * over from when the old one would next have charged.
     */
    async completePaymentMethodChange(contactId: string, token: string): Promise<ContributionInfo> {
      const flow = await ownFlow(contactId, token, "payment-method");
      // Two tabs completing new methods at once would each charge a failed period: one at a time.
      // The same flow completed twice at once (a return page loaded twice) waits for the first:
      // its completion is then found done.
      return whileChanging(db, contactId, () => completeMethodChange(contactId, flow), {
        waitMs: METHOD_COMPLETION_WAIT_MS,
      });
    },

    /** Before a contact is deleted: its provider customer goes too (and so its subscriptions). */
    async contactDeleted(contactId: string): Promise<void> {
      const row = await find(contactId);
      if (!row?.provider || !row.customerId) return;
      await jobs.enqueue(db, deleteCustomerJob, {
        provider: row.provider,
        customerId: row.customerId,
      });
    },

    /** After a name or email change: the provider's customer record follows. */
    async contactChanged(contactId: string): Promise<void> {
      const row = await find(contactId);
      if (!row?.provider || !row.customerId) return;
      await jobs.enqueue(db, updateCustomerJob, { contactId });
    },
  };
}
