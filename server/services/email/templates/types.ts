/** The emails Agora sends, by the ids the contract's template table uses (section 5). */
export const EMAIL_TEMPLATE_IDS = [
  "confirm-email",
  "email-exists-login",
  "email-exists-set-password",
  "welcome",
  "reset-password",
  "reset-device",
  "confirm-email-change",
  "email-changed",
  "password-changed",
  "mfa-removed",
  "cancelled-contribution",
  "manual-to-automatic",
  "contribution-didnt-start",
  "payment-failed",
  "contribution-ended-failed",
  "confirm-callout-response",
  "callout-response-answers",
  "new-member",
  "cancelled-member",
  "member-ended-failed",
  "new-callout-response",
  "callout-responses-digest",
  "webhook-disabled",
] as const;

export type EmailTemplateId = (typeof EMAIL_TEMPLATE_IDS)[number];

export function isEmailTemplateId(value: unknown): value is EmailTemplateId {
  return typeof value === "string" && (EMAIL_TEMPLATE_IDS as readonly string[]).includes(value);
}

/** One email in one language: a one-line subject and an HTML body, both with merge tags. */
export interface EmailTemplate {
  subject: string;
  body: string;
}

/** The words of the footer every email ends with. */
export interface FooterWords {
  /** Before the support address: "Questions? Write to us at". */
  questions: string;
  privacy: string;
  terms: string;
  impressum: string;
}

/**
 * A language's built-in emails; English has all of them and its footer, others fall back for
 * any missing (a language not translated yet has none of either).
 */
export interface EmailLanguage {
  templates: Partial<Record<EmailTemplateId, EmailTemplate>>;
  footer?: FooterWords;
}
