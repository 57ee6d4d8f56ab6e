import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contacts } from "../../db/schema";
import { absoluteUrl, momentField, type EmailService } from "../email";

export interface MfaRemovalNoticeDependencies {
  db: Database;
  email: EmailService;
  baseUrl: string;
}

/**
 * Tells a contact that the team turned their second factor off (`mfa-removed`, in their
 * language), with a link to take the account back: a staff account used against them, or a
 * request made in their name, must not go unnoticed. Their own removal, which takes a current
 * code in their own session, is not announced.
 */
export function createMfaRemovalNotice(deps: MfaRemovalNoticeDependencies) {
  return async (contactId: string): Promise<void> => {
    const [owner] = await deps.db
      .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!owner) return;
    await deps.email.send("mfa-removed", owner, {
      CHANGEDAT: momentField(new Date()),
      RESETLINK: absoluteUrl("/auth/forgot-password", deps.baseUrl),
    });
  };
}
