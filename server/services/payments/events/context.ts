import { and, eq, max } from "drizzle-orm";
import type { PaymentProviderName } from "@core/payments";
import type { Database, Transaction } from "@server/db/connection";
import { contacts, contributions, paymentCustomers, payments } from "@server/db/schema";
import type { ContentService } from "../../content";
import type { EmailService } from "../../email";
import type { JobRunner } from "../../jobs";
import type { Emit } from "../../events/emit";

export interface EventHandlerDependencies {
  db: Database;
  /** Queues the provider calls an event calls for (stopping a subscription given up on). */
  jobs?: JobRunner;
  email: EmailService;
  content: ContentService;
  baseUrl: string;
  /** Tells outbound webhooks of payments that succeeded or failed, and subscriptions ended. */
  emit?: Emit;
}

/** What every effect of an event works with: the handler's dependencies and the member's page. */
export interface EventContext extends EventHandlerDependencies {
  /** The member's contribution page, which the emails link to. */
  contributionUrl: string;
}

export type ContributionRow = typeof contributions.$inferSelect;

/** Whom an event's emails go to: the contact's address and names. */
export async function recipient(tx: Transaction, contactId: string) {
  const [contact] = await tx
    .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return contact;
}

/** The contact a provider's customer belongs to, with its contribution locked for the event. */
export async function customerOf(
  tx: Transaction,
  provider: PaymentProviderName,
  customerId: string,
): Promise<{ contactId: string; contribution: ContributionRow | undefined } | undefined> {
  const [customer] = await tx
    .select({ contactId: paymentCustomers.contactId })
    .from(paymentCustomers)
    .where(
      and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)),
    );
  if (!customer) return undefined;
  const [contribution] = await tx
    .select()
    .from(contributions)
    .where(eq(contributions.contactId, customer.contactId))
    .for("update");
  return { contactId: customer.contactId, contribution };
}

/** The end of the last period the contact paid for, from the payments stored. */
export async function paidThrough(tx: Transaction, contactId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ until: max(payments.periodEnd) })
    .from(payments)
    .where(and(eq(payments.contactId, contactId), eq(payments.status, "successful")));
  return row?.until ?? null;
}
