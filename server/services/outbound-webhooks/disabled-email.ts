import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { WebhookEndpoint } from "@core/outbound-webhooks";
import type { Database, Transaction } from "../../db/connection";
import { contactRoles, contacts } from "../../db/schema";
import type { EmailService } from "../email";

/**
 * Emails each active superadmin that an endpoint was turned off after failing for days, in
 * `tx`, the transaction that turned it off (the bus's `webhook-endpoint.disabled`).
 */
export async function tellSuperadmins(
  tx: Database | Transaction,
  email: EmailService,
  baseUrl: string,
  endpoint: WebhookEndpoint,
): Promise<void> {
  const now = sql`now()`;
  const superadmins = await tx
    .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
    .from(contacts)
    .innerJoin(contactRoles, eq(contactRoles.contactId, contacts.id))
    .where(
      and(
        eq(contactRoles.role, "superadmin"),
        lte(contactRoles.dateAdded, now),
        or(isNull(contactRoles.dateExpires), gt(contactRoles.dateExpires, now)),
      ),
    );
  const fields = {
    WEBHOOKURL: endpoint.url,
    WEBHOOKSLINK: new URL("/admin/settings/webhooks", baseUrl).toString(),
  };
  for (const to of superadmins) await email.send("webhook-disabled", to, fields, tx);
}
