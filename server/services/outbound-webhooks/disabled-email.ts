import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { WebhookEndpoint } from "../../../src/core/outbound-webhooks";
import type { Database } from "../../db/connection";
import { contactRoles, contacts } from "../../db/schema";
import type { EmailService } from "../email";

/** Emails each active superadmin that an endpoint was turned off after failing for days. */
export async function tellSuperadmins(
  db: Database,
  email: EmailService,
  baseUrl: string,
  endpoint: WebhookEndpoint,
): Promise<void> {
  const now = sql`now()`;
  const superadmins = await db
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
  for (const to of superadmins) await email.send("webhook-disabled", to, fields);
}
