import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { Secret, TOTP } from "otpauth";
import { TOTP as TOTP_PARAMETERS, type ContactMfa, type MfaType } from "@core/auth";
import { badRequest, unauthorized } from "@core/errors";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { contactMfa } from "../../db/schema";
import { beginAttempt, type LoginLimiter } from "../../lib/login-limiter";

/** One step either side: a phone clock 30 seconds off still works, as RFC 6238 suggests. */
const WINDOW = 1;

/**
 * The time step a code is right for (spaces ignored, as apps show "123 456"), or undefined
 * when it is wrong now.
 */
export function totpStep(
  secret: string,
  token: string,
  timestamp = Date.now(),
): number | undefined {
  const code = token.replace(/\s/gu, "");
  if (!new RegExp(`^\\d{${TOTP_PARAMETERS.digits}}$`).test(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMETERS,
    timestamp,
    window: WINDOW,
  });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PARAMETERS.period, timestamp }) + delta;
}

export const invalidToken = () => unauthorized("Invalid 2FA token", { code: "invalid-token" });

/** Checks a code against a contact's second factor: true once, for a right code never used. */
export type CodeChecker = (token: string, reply: FastifyReply) => Promise<boolean>;

export type MfaService = ReturnType<typeof createMfaService>;

/**
 * Contacts' second factors: authenticator-app codes (TOTP). Wrong codes count against the
 * account (in `accountLimiter`, keyed by contact) as well as against the client's address, so
 * guessing from many addresses is as slow as from one.
 */
export function createMfaService(db: Database, accountLimiter: LoginLimiter) {
  async function find(contactId: string) {
    const [row] = await db.select().from(contactMfa).where(eq(contactMfa.contactId, contactId));
    return row;
  }

  /** Takes the code's step as used, unless this or a later step already was (a replay). */
  async function useStep(contactId: string, step: number): Promise<boolean> {
    const used = await db
      .update(contactMfa)
      .set({ lastStep: step })
      .where(
        and(
          eq(contactMfa.contactId, contactId),
          or(isNull(contactMfa.lastStep), lt(contactMfa.lastStep, step)),
        ),
      )
      .returning({ id: contactMfa.id });
    return used.length > 0;
  }

  return {
    /** The contact's second factor without its secret, or undefined when there is none. */
    async get(contactId: string): Promise<ContactMfa | undefined> {
      const row = await find(contactId);
      return row && { id: row.id, type: row.type };
    },

    /**
     * Turns on codes from the app holding `secret`, once `token` shows it does: a wrong code
     * is a 401 `invalid-token`, an existing second factor a 400.
     */
    async enable(contactId: string, type: MfaType, secret: string, token: string): Promise<void> {
      const exists = () =>
        badRequest("Two-factor codes are already on: turn them off before setting them up again");
      if (await find(contactId)) throw exists();
      const step = totpStep(secret, token);
      if (step === undefined) throw invalidToken();
      try {
        await db
          .insert(contactMfa)
          .values({ contactId, type, secret: secret.toUpperCase(), lastStep: step });
      } catch (error) {
        if (isUniqueViolation(error, "contact_mfa_contact_id_unique")) throw exists();
        throw error;
      }
    },

    /**
     * What checks a code against the contact's second factor, or undefined when they have
     * none: one query whether or not a code is then asked for. A code works once; too many
     * wrong ones for the account answer 429 `TOO_MANY_REQUESTS`.
     */
    async codeChecker(contactId: string): Promise<CodeChecker | undefined> {
      const row = await find(contactId);
      if (!row) return undefined;
      return async (token, reply) => {
        const attempt = await beginAttempt(accountLimiter, reply, "codes", `account:${contactId}`);
        const step = totpStep(row.secret, token);
        if (step === undefined || !(await useStep(contactId, step))) return false;
        await accountLimiter.succeeded(attempt);
        return true;
      };
    },

    /** Whether there was a second factor to remove. */
    async remove(contactId: string): Promise<boolean> {
      const deleted = await db
        .delete(contactMfa)
        .where(eq(contactMfa.contactId, contactId))
        .returning({ id: contactMfa.id });
      return deleted.length > 0;
    },
  };
}
