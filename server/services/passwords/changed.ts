import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contacts, sessions } from "../../db/schema";
import type { ContentService } from "../content";
import { absoluteUrl, type EmailService } from "../email";
import type { Transaction } from "../jobs/store";
import { emailFormats, type EmailFormats } from "../email/formats";

export interface PasswordChangeDependencies {
  email: EmailService;
  content: ContentService;
  baseUrl: string;
}

/**
 * What follows every new password, whichever way it was set (a join claiming a contact, a
 * reset or set-password link, a change from the account or by staff), in the transaction that
 * sets it: the contact's other sessions end, and the owner is told when it happened and how to
 * take the account back. `keepSessionId` is the session that made the change, which stays
 * signed in; after a link (reset, join confirmation) there is none, so every session ends.
 */
export type PasswordChanged = (
  writer: Database | Transaction,
  contactId: string,
  keepSessionId?: string,
) => Promise<void>;

/**
 * Reads what the email needs first, outside the transaction (the embedded database has one
 * connection: a read beside an open transaction would wait for it forever), and answers the
 * `PasswordChanged` to call inside it.
 */
export type PreparePasswordChange = () => Promise<PasswordChanged>;

export function createPasswordChanged(deps: PasswordChangeDependencies): PreparePasswordChange {
  return async () => {
    const formats = emailFormats(await deps.content.get("general"));
    return (writer, contactId, keepSessionId) =>
      passwordChanged(deps, formats, writer, contactId, keepSessionId);
  };
}

async function passwordChanged(
  deps: PasswordChangeDependencies,
  formats: EmailFormats,
  writer: Database | Transaction,
  contactId: string,
  keepSessionId: string | undefined,
): Promise<void> {
  await writer
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.contactId, contactId), ne(sessions.id, keepSessionId))
        : eq(sessions.contactId, contactId),
    );
  const [owner] = await writer
    .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!owner) return;
  await deps.email.send(
    "password-changed",
    owner,
    {
      CHANGEDAT: formats.moment(new Date()),
      RESETLINK: absoluteUrl("/auth/forgot-password", deps.baseUrl),
    },
    writer,
  );
}
