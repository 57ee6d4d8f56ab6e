import { and, eq, max, sql } from "drizzle-orm";
import {
  contributionProblems,
  type ContributionForm,
  type ContributionInfo,
  type ContributionRules,
  type MemberRole,
} from "@core/contributions";
import { offeredPaymentMethods } from "@core/content";
import { HttpError, notFound } from "@core/errors";
import type { PaymentMethod, StripeCountry } from "@core/fees";
import type { Database, Transaction } from "../../db/connection";
import { contacts, contributions, payments as paymentsTable } from "../../db/schema";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import type { JobRunner } from "../jobs";
import { memberRole } from "../membership/roles";
import { paymentFacts } from "../membership/state";
import type { Emit } from "../events/emit";
import type { PaymentProvider, PaymentsService } from "../payments";
import { cancelMandateJob, cancelSubscriptionJob } from "../payments/provider-jobs";
import { siteUrl } from "../recovery/site-url";
import { invalidField, withProvider } from "./errors";
import { createFlowStore, type PaymentFlow } from "./flows";
import { infoOf, providerFacts } from "./info";

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

/** The organisation's rules and prices, as they are now. */
export interface Settings {
  rules: ContributionRules;
  country: StripeCountry;
  graceDays: number;
  methods: PaymentMethod[];
}

/**
 * What every use case of contributions reads and writes with: the service's dependencies and
 * the few reads and writes they share. Made once per service; each use case takes it as its
 * first argument.
 */
export type ContributionContext = ReturnType<typeof createContributionContext>;

/**
 * Names the staff member acting in this transaction: the trigger that writes a contribution's
 * changes into the contact's activity reads it (migration 0016).
 */
export async function actingAs(tx: Transaction, actorId: string | undefined): Promise<void> {
  if (actorId) await tx.execute(sql`select set_config('agora.actor_id', ${actorId}, true)`);
}

/** The payer's names for a new method: those given with it, else the contact's. */
export function withNames<T extends { firstname: string; lastname: string }>(
  contact: T,
  given: { firstname?: string | undefined; lastname?: string | undefined },
): T {
  return {
    ...contact,
    firstname: given.firstname?.trim() || contact.firstname,
    lastname: given.lastname?.trim() || contact.lastname,
  };
}

/** A 400 naming every field of the form that breaks the organisation's rules. */
export function checkForm(
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

/** The names and address a payment provider is given for the contact; a 404 without one. */
async function payerOf(db: Database, contactId: string) {
  const [row] = await db
    .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!row) throw notFound("No such contact");
  return row;
}

export function createContributionContext(deps: ContributionDependencies) {
  const { db, content, jobs, payments, baseUrl } = deps;
  const flows = createFlowStore(db);

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
   * Tells outbound webhooks of the contribution as `tx` stores it, in that transaction: what
   * only the provider knows (the payment method, a payment on its way) is not sent, and the
   * renewal date is the one the membership rules give.
   */
  async function tellChanged(
    tx: Transaction,
    contactId: string,
    now: Date,
    graceDays: number,
  ): Promise<void> {
    await deps.emit?.(tx, "contribution.changed", async () => {
      // One after the other: a transaction's connection takes one statement at a time.
      const [row] = await tx
        .select()
        .from(contributions)
        .where(eq(contributions.contactId, contactId));
      const role = await memberRole(tx, contactId);
      const paid = await paymentFacts(tx, contactId);
      // The country was read with the settings before the transaction (not read inside it:
      // the embedded database has one connection).
      return {
        contactId,
        contribution: infoOf(row, role, paid, now, { graceDays, country: lastCountry }),
      };
    });
  }

  async function info(contactId: string): Promise<ContributionInfo> {
    const [row, role, paid, now, known] = await Promise.all([
      find(contactId),
      memberRole(db, contactId),
      paymentFacts(db, contactId),
      payments.clock.now(),
      settings(),
    ]);
    return infoOf(row, role, paid, now, known, await providerFacts(row, providerOf(row)));
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

  return {
    ...deps,
    flows,
    ownFlow,
    info,
    settings,
    ownUrl,
    find,
    payer: (contactId: string) => payerOf(db, contactId),
    providerOf,
    paidThrough,
    firstChargeDate,
    retire,
    tellChanged,
  };
}
