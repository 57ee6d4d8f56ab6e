import { enums, object, optional, refine, string, type Infer } from "superstruct";
import { maxLength, textSize } from "../validation";

export const MFA_TYPES = ["totp"] as const;
export const MfaType = enums(MFA_TYPES);
export type MfaType = Infer<typeof MfaType>;

/** What a reset link lets its holder do: set a new password, or remove a lost second factor. */
export const RESET_FLOW_TYPES = ["password", "totp"] as const;
export const ResetFlowType = enums(RESET_FLOW_TYPES);
export type ResetFlowType = Infer<typeof ResetFlowType>;

/** The parameters every authenticator app reads the same way (RFC 6238 defaults). */
export const TOTP = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/**
 * RFC 4226 asks for secrets of at least 128 bits: 26 base32 characters. Generate 20 random
 * bytes (32 characters), as most services do.
 */
export const TOTP_SECRET_MIN_LENGTH = 26;

/** A base32 secret (RFC 4648 alphabet, either case, padding allowed). */
export const TotpSecret = refine(
  textSize(string(), TOTP_SECRET_MIN_LENGTH, 128),
  "isBase32",
  (value) =>
    /^[A-Z2-7]+=*$/i.test(value) ||
    "The secret must be base32: the letters A to Z and the digits 2 to 7",
);

/** A code as typed: the server ignores spaces ("123 456") and checks the rest. */
export const MfaToken = maxLength(string(), 32);

/** `GET /contact/:id/mfa`; the secret never leaves the server. */
export const ContactMfa = object({ id: string(), type: MfaType });
export type ContactMfa = Infer<typeof ContactMfa>;

/** `POST /contact/:id/mfa`: the secret the app generated and a code proving the app has it. */
export const CreateMfaBody = object({ secret: TotpSecret, token: MfaToken, type: MfaType });
export type CreateMfaBody = Infer<typeof CreateMfaBody>;

/** `DELETE /contact/:id/mfa`: a current code is needed to remove your own. */
export const DeleteMfaBody = object({ type: MfaType, token: optional(MfaToken) });
export type DeleteMfaBody = Infer<typeof DeleteMfaBody>;
