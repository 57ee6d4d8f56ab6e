import { eq } from "drizzle-orm";
import { contacts } from "../../db/schema";
import type { ContactContext } from "./context";
import { forgetAddress } from "./forget-address";

/**
 * Deletes the contact; answers the address it had (for what is kept outside the database:
 * the email service's `forgetRecipient`), undefined when there was no such contact. The
 * database removes what belongs to it (profile, roles, second factor, sessions, reset
 * links) and keeps the API keys it created, without a creator; the address goes from join
 * flows, jobs and webhook deliveries in the same transaction (`forgetAddress`).
 */
export async function removeContact(
  ctx: ContactContext,
  id: string,
): Promise<{ email: string } | undefined> {
  const { db } = ctx;
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contacts)
      .where(eq(contacts.id, id))
      .returning({ email: contacts.email });
    if (deleted) await forgetAddress(tx, id, deleted.email);
    return deleted;
  });
}
