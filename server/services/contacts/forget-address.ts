import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import {
  jobs,
  joinFlows,
  testProviderCustomers,
  testProviderSetups,
  webhookDeliveries,
} from "../../db/schema";
import { emailJob } from "../email/job";
import { escapeLike, ilike } from "../rules/compile";

/** What stands where a deleted contact's address was, in what is kept. */
export const FORGOTTEN_ADDRESS = "[deleted]";

/** The address wherever it appears in a string, whatever its case. */
function addressPattern(address: string): RegExp {
  return new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
}

/** The value with every occurrence of the address replaced, however deep it sits. */
export function withoutAddress(value: unknown, address: string): unknown {
  const pattern = addressPattern(address);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return item.replace(pattern, FORGOTTEN_ADDRESS);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  return walk(value);
}

/**
 * Removes a deleted contact's address from what the database keeps beside the contact, in the
 * deletion's transaction: join flows for it (which would otherwise wait 7 days), emails queued
 * or sent to it (deleted: they are theirs), and the address inside other jobs, their results
 * and errors, webhook deliveries and the test provider's records (replaced, so the rest of
 * each stays as it was).
 */
export async function forgetAddress(
  tx: Pick<Database, "select" | "update" | "delete">,
  contactId: string,
  address: string,
): Promise<void> {
  const email = address.toLowerCase();
  const pattern = `%${escapeLike(email)}%`;
  await tx
    .delete(joinFlows)
    .where(or(eq(sql`lower(${joinFlows.email})`, email), eq(joinFlows.contactId, contactId)));

  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.type, emailJob.type),
        eq(sql`lower(${jobs.payload} -> 'recipient' ->> 'email')`, email),
      ),
    );
  const mentions = await tx
    .select({ id: jobs.id, payload: jobs.payload, result: jobs.result, lastError: jobs.lastError })
    .from(jobs)
    .where(
      or(
        ilike(sql`${jobs.payload}::text`, pattern),
        ilike(sql`${jobs.result}::text`, pattern),
        ilike(jobs.lastError, pattern),
      ),
    );
  for (const job of mentions) {
    await tx
      .update(jobs)
      .set({
        payload: withoutAddress(job.payload, email),
        result: withoutAddress(job.result, email),
        lastError: job.lastError === null ? null : (withoutAddress(job.lastError, email) as string),
      })
      .where(eq(jobs.id, job.id));
  }

  for (const table of [testProviderCustomers, testProviderSetups]) {
    await tx
      .update(table)
      .set({ email: FORGOTTEN_ADDRESS })
      .where(eq(sql`lower(${table.email})`, email));
  }

  const deliveries = await tx
    .select({ id: webhookDeliveries.id, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(ilike(webhookDeliveries.body, pattern));
  for (const delivery of deliveries) {
    // Signed when sent, so a body changed now is sent (or redelivered) as it now reads.
    const body = JSON.stringify(withoutAddress(JSON.parse(delivery.body), email));
    await tx.update(webhookDeliveries).set({ body }).where(eq(webhookDeliveries.id, delivery.id));
  }
}
