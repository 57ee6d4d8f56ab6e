import { and, eq, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connection";
import { contacts, sessions } from "../../db/schema";
import { absoluteUrl, momentField, type EmailService } from "../email";
import type { BusEmit, EventHandler } from "../events/bus";

export interface PasswordChangeDependencies {
  email: EmailService;
  baseUrl: string;
}

/**
 * What follows every new password, whichever way it was set (a join claiming a contact, a
 * reset or set-password link, a change from the account or by staff), in the transaction that
 * sets it: the bus's `password.changed`, whose handler (`hearPasswordChanged`) ends the
 * contact's other sessions and tells the owner when it happened and how to take the account
 * back. `keepSessionId` is the session that made the change, which stays signed in; after a
 * link (reset, join confirmation) there is none, so every session ends.
 */
export type PasswordChanged = (
  writer: Database | Transaction,
  contactId: string,
  keepSessionId?: string,
) => Promise<void>;

/**
 * Answers the `PasswordChanged` to call inside the transaction: a step of its own before it, so
 * that anything it comes to need is read outside (the embedded database has one connection: a
 * read beside an open transaction would wait for it forever). The email's time is written when
 * the email is rendered, in the owner's language.
 */
export type PreparePasswordChange = () => Promise<PasswordChanged>;

/** The `PreparePasswordChange` the services are given: it emits `password.changed`. */
export function createPasswordChanged(emit: BusEmit): PreparePasswordChange {
  return () =>
    Promise.resolve((writer, contactId, keepSessionId) =>
      emit(writer, "password.changed", { contactId, keepSessionId }),
    );
}

/** The handler of `password.changed`: other sessions end, and the owner is emailed. */
export function hearPasswordChanged(
  deps: PasswordChangeDependencies,
): EventHandler<"password.changed"> {
  return async (writer, { contactId, keepSessionId }) => {
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
        CHANGEDAT: momentField(new Date()),
        RESETLINK: absoluteUrl("/auth/forgot-password", deps.baseUrl),
      },
      writer,
    );
  };
}
