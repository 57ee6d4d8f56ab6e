/**
 * The machine codes an error body may carry (SPEC section 8, contract 1.4). Clients branch on
 * these, so they never change once shipped.
 */
export const ERROR_CODES = [
  // Any 400 without a more precise code (beabee's newer API).
  "bad-request",
  // Logging in and second factors.
  "login-failed",
  "account-locked",
  "requires-2fa",
  "invalid-token",
  "missing-token",
  "unsupported-2fa",
  "mfa-token-required",
  "wrong-mfa-type",
  // Contacts, tags and contributions.
  "duplicate-email",
  "duplicate-id",
  "duplicate-tag-name",
  "cant-update-contribution",
  "no-payment-method",
  // A payment method the payer did not set up (src/core/payments/setup-failure.ts).
  "payment-declined",
  "payment-cancelled",
  "payment-incomplete",
  // A change whose amount to pay now is no longer the one the member was shown (Agora's own).
  "charge-changed",
  // A change of the contribution while another is being made (another tab; Agora's own).
  "change-in-progress",
  // Joining (Agora's own): the join's email went already, so it cannot be completed again.
  "join-completed",
  // Filters, emails, callouts.
  "invalid-rule",
  "external-email-template",
  "invalid-callout-response",
  "captcha-required",
  "captcha-failed",
  "not-found",
  "wrong-type",
  // Callout staff and triage (Agora's own).
  "slug-locked",
  "duplicate-reviewer",
  "unknown-contact",
  "unknown-tag",
  "invalid-assignee",
  "already-undone",
  "duplicate-view-name",
  // Contact imports (Agora's own): a file that is no CSV text, holds no rows, or too many.
  "import-not-csv",
  "import-empty",
  "import-too-many-rows",
  // Uploads: the contract's multer-style codes, plus SPEC's name for the size limit.
  "FILE_TOO_LARGE",
  "LIMIT_FILE_SIZE",
  "UNSUPPORTED_FILE_TYPE",
  "UPLOAD_ERROR",
  "TOO_MANY_FILES",
  "TOO_MANY_PARTS",
  "FIELD_KEY_TOO_LONG",
  "FIELD_VALUE_TOO_LONG",
  "TOO_MANY_FIELDS",
  // Rate limits: the contract's client expects it; the predecessor never sent it.
  "TOO_MANY_REQUESTS",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
