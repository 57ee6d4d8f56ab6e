import type { EmailRecipient } from "./job";
import type { EmailFormats } from "./formats";
import type { FilledFields } from "./merge";
import { TEMPLATE_ABOUT, type EmailTemplateId } from "./templates";

/** Whom previews greet. */
export const SAMPLE_RECIPIENT: EmailRecipient = {
  email: "alex.morgan@example.org",
  firstname: "Alex",
  lastname: "Morgan",
};

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A realistic value per merge field a sender fills, for previews and test emails: amounts and
 * dates written as the organisation's emails write them (`formats`), links on this site.
 */
const SAMPLES: Readonly<
  Record<string, (base: string, formats: EmailFormats, now: Date) => string | number>
> = {
  CONFIRMLINK: (base) => `${base}/auth/confirm-email/${SAMPLE_ID}`,
  SPLINK: (base) => `${base}/auth/set-password/${SAMPLE_ID}`,
  RPLINK: (base) => `${base}/auth/reset-password/${SAMPLE_ID}`,
  NEWEMAIL: () => "alex.new@example.org",
  CHANGEDAT: (_base, formats, now) => formats.moment(now),
  RESETLINK: (base) => `${base}/auth/forgot-password`,
  EXPIRES: (_base, formats, now) => formats.date(new Date(now.getTime() + 30 * DAY_MS)),
  AMOUNT: (_base, formats) => formats.money(5),
  UPDATELINK: (base) => `${base}/profile/contribution`,
  CALLOUTTITLE: () => "How clean is the water in your street?",
  CALLOUTSLUG: () => "water-in-your-street",
  CALLOUTLINK: (base) => `${base}/callouts/water-in-your-street`,
  MEMBERID: () => SAMPLE_ID,
  MEMBERNAME: () => "Alex Morgan",
  RESPNAME: () => "Alex Morgan",
  ANSWERS: () => "How clean is your tap water? Cloudy since March",
  RESPCOUNT: () => 12,
  RESPLINK: (base) => `${base}/admin/callouts/${SAMPLE_ID}/responses`,
  WEBHOOKURL: () => "https://crm.example.org/hooks/agora",
  WEBHOOKSLINK: (base) => `${base}/admin/settings/webhooks`,
};

/** Whether a merge field has a sample value (a template's test holds every field to it). */
export const hasSample = (field: string) => Object.hasOwn(SAMPLES, field);

/**
 * Sample values of a template's own merge fields, as its sender would fill them. A field
 * without a sample (which the templates' test forbids) stays empty rather than showing
 * merge syntax.
 */
export function sampleFields(
  id: EmailTemplateId,
  baseUrl: string,
  formats: EmailFormats,
  now = new Date(),
): FilledFields {
  const base = baseUrl.replace(/\/+$/, "");
  return Object.fromEntries(
    TEMPLATE_ABOUT[id].fields.map((field) => [field, SAMPLES[field]?.(base, formats, now) ?? ""]),
  );
}
