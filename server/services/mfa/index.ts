import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { TOTP as TOTP_PARAMETERS, type ContactMfa, type MfaType } from "../../../src/core/auth";
import { badRequest, unauthorized } from "../../../src/core/errors";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { contactMfa } from "../../db/schema";

/** One step either side: a phone clock 30 seconds off still works, as RFC 6238 suggests. */
const WINDOW = 1;

/** Whether the code is right for the secret now (spaces ignored, as apps show "123 456"). */
export function isValidTotp(secret: string, token: string, timestamp = Date.now()): boolean {
  const code = token.replace(/\s/gu, "");
  if (!new RegExp(`^\\d{${TOTP_PARAMETERS.digits}}$`).test(code)) return false;
  return (
    TOTP.validate({
      token: code,
      secret: Secret.fromBase32(secret),
      ...TOTP_PARAMETERS,
      timestamp,
      window: WINDOW,
    }) !== null
  );
}

export const invalidToken = () => unauthorized("Invalid 2FA token", { code: "invalid-token" });

export type MfaService = ReturnType<typeof createMfaService>;

/** Contacts' second factors: authenticator-app codes (TOTP). */
export function createMfaService(db: Database) {
  async function find(contactId: string) {
    const [row] = await db.select().from(contactMfa).where(eq(contactMfa.contactId, contactId));
    return row;
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
      if (!isValidTotp(secret, token)) throw invalidToken();
      try {
        await db.insert(contactMfa).values({ contactId, type, secret: secret.toUpperCase() });
      } catch (error) {
        if (isUniqueViolation(error, "contact_mfa_contact_id_unique")) throw exists();
        throw error;
      }
    },

    /**
     * What checks a code against the contact's second factor, or undefined when they have
     * none: one query whether or not a code is then asked for.
     */
    async codeChecker(contactId: string): Promise<((token: string) => boolean) | undefined> {
      const row = await find(contactId);
      return row && ((token) => isValidTotp(row.secret, token));
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
