import { randomUUID } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { normaliseEmail } from "@core/contacts";
import { HttpError, badRequest } from "@core/errors";
import { RESET_LINK_HOURS } from "@core/recovery";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { contacts as contactsTable, emailChanges } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { passwordProblem } from "../auth";
import { beginAttempt, failAfter, type LoginLimiter } from "../../lib/login-limiter";
import { duplicateEmail, type ContactService } from "../contacts";
import type { EmailService } from "../email";
import type { PasswordService } from "../passwords";
import type { RecipientLimit } from "../shared-state/recipient-limit";
import { expiredLink } from "../recovery";
import { hashToken } from "../recovery/flows";
import type { Emit } from "../events/emit";

/** Confirmation emails one contact may have sent in an hour: enough for a typo or two. */
export const CHANGES_PER_HOUR = 3;

export interface EmailChangeDependencies {
  db: Database;
  contacts: ContactService;
  passwords: PasswordService;
  email: EmailService;
  baseUrl: string;
  /** Wrong current passwords count as failed sign-ins of the client's address. */
  limiter: LoginLimiter;
  failureDelay: () => Promise<void>;
  emit?: Emit;
  /** Confirmations one new address may be sent an hour, from however many accounts. */
  recipientLimit: RecipientLimit;
}

const expiry = sql`now() - make_interval(hours => ${RESET_LINK_HOURS})`;

function wrongPassword(): HttpError {
  const message = "That is not your current password";
  return badRequest(message, {
    code: "login-failed",
    errors: [{ property: "currentPassword", constraints: { password: message } }],
  });
}

/**
 * A contact changes their own email in two steps: they ask with their current password, and
 * the address changes when the link emailed to the new address is opened. Until then nobody
 * can take over someone else's address (and the answers sent under it) by typing it in.
 */
export function createEmailChangeService(deps: EmailChangeDependencies) {
  const { db, contacts, email, limiter } = deps;

  async function sentLastHour(contactId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.contactId, contactId),
          gt(emailChanges.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /**
     * Checks the current password and emails a confirmation link to the new address. A wrong
     * password is a `login-failed` on the `currentPassword` field, after the usual delay.
     */
    async request(
      reply: FastifyReply,
      contactId: string,
      newEmail: string,
      currentPassword: string | undefined,
    ): Promise<void> {
      if (!currentPassword) {
        const message = "Enter your current password to change your email";
        throw badRequest(message, {
          errors: [{ property: "currentPassword", constraints: { isDefined: message } }],
        });
      }
      const attempt = await beginAttempt(limiter, reply, "password attempts");
      const contact = await contacts.findById(contactId);
      const problem = await passwordProblem(deps, contact, currentPassword);
      if (problem || !contact) {
        // 400, not login-failed's 401: the session is fine, one field of the request is wrong.
        const wrong = problem?.code === "account-locked" ? problem : wrongPassword();
        return failAfter(deps.failureDelay, wrong);
      }
      await limiter.succeeded(attempt);

      const address = normaliseEmail(newEmail);
      if (await contacts.findByEmail(address)) throw duplicateEmail();
      if ((await sentLastHour(contactId)) >= CHANGES_PER_HOUR) {
        throw new HttpError(429, {
          message: "Too many email changes. Try again in an hour.",
          code: "TOO_MANY_REQUESTS",
        });
      }
      // Many accounts naming one address: answered as sent, so nobody learns it was limited.
      if (!(await deps.recipientLimit("email-change", address))) return;
      const token = randomUUID();
      await db.delete(emailChanges).where(lt(emailChanges.createdAt, expiry));
      await db
        .insert(emailChanges)
        .values({ contactId, newEmail: address, tokenHash: hashToken(token) });
      await email.send(
        "confirm-email-change",
        { ...contact, email: address },
        { CONFIRMLINK: `${deps.baseUrl}/auth/confirm-email/${token}`, NEWEMAIL: address },
      );
    },

    /**
     * `PUT /email-change/:id`: the link was opened, so the new address is the contact's. Every
     * other pending change of theirs goes; the old address is told, in case it was not them.
     * Answers the contact whose email changed.
     */
    async confirm(token: string): Promise<string> {
      if (!isUuid(token)) throw expiredLink();
      const [change] = await db
        .select()
        .from(emailChanges)
        .where(
          and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.createdAt, expiry)),
        );
      if (!change) throw expiredLink();
      const before = await contacts.findById(change.contactId);
      if (!before) throw expiredLink();
      await db.transaction(async (tx) => {
        const used = await tx
          .delete(emailChanges)
          .where(eq(emailChanges.contactId, change.contactId))
          .returning({ id: emailChanges.id });
        if (!used.some((row) => row.id === change.id)) throw expiredLink();
        try {
          await tx
            .update(contactsTable)
            .set({ email: change.newEmail })
            .where(eq(contactsTable.id, change.contactId));
        } catch (error) {
          // Someone took the address in the meantime.
          if (isUniqueViolation(error, "contacts_email_unique")) throw duplicateEmail();
          throw error;
        }
        await deps.emit?.(tx, "contact.updated", {
          contactId: change.contactId,
          changed: ["email"],
        });
      });
      await email.send("email-changed", before, { NEWEMAIL: change.newEmail });
      return change.contactId;
    },
  };
}
