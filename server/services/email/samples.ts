import { htmlLang, type Locale } from "../../../src/core/i18n";
import { changeTime } from "../passwords/change-time";
import type { EmailRecipient } from "./job";
import type { MergeFields } from "./merge";
import { TEMPLATE_ABOUT, type EmailTemplateId } from "./templates";

/** Whom previews greet. */
export const SAMPLE_RECIPIENT: EmailRecipient = {
  email: "alex.morgan@example.org",
  firstname: "Alex",
  lastname: "Morgan",
};

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

/** A sample value per merge field a sender fills, for previews and test emails. */
const SAMPLES: Readonly<Record<string, (base: string, locale: Locale) => string | number>> = {
  CONFIRMLINK: (base) => `${base}/auth/confirm-email/${SAMPLE_ID}`,
  SPLINK: (base) => `${base}/auth/set-password/${SAMPLE_ID}`,
  RPLINK: (base) => `${base}/auth/reset-password/${SAMPLE_ID}`,
  NEWEMAIL: () => "alex.new@example.org",
  CHANGEDAT: (_base, locale) => changeTime(locale, new Date()),
  RESETLINK: (base) => `${base}/auth/forgot-password`,
  EXPIRES: (_base, locale) =>
    new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: "full" }).format(
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    ),
  CALLOUTTITLE: () => "How clean is the water in your street?",
  CALLOUTSLUG: () => "water-in-your-street",
  CALLOUTLINK: (base) => `${base}/callouts/water-in-your-street`,
  MEMBERID: () => SAMPLE_ID,
  MEMBERNAME: () => "Alex Morgan",
  RESPNAME: () => "Alex Morgan",
  RESPCOUNT: () => 12,
  RESPLINK: (base) => `${base}/admin/callouts/${SAMPLE_ID}/responses`,
  WEBHOOKURL: () => "https://crm.example.org/hooks/agora",
  WEBHOOKSLINK: (base) => `${base}/admin/settings/webhooks`,
};

/**
 * Sample values of a template's own merge fields, as its sender would fill them; a field
 * without a sample shows its name, so a preview never hides that something goes there.
 */
export function sampleFields(id: EmailTemplateId, baseUrl: string, locale: Locale): MergeFields {
  const base = baseUrl.replace(/\/+$/, "");
  return Object.fromEntries(
    TEMPLATE_ABOUT[id].fields.map((field) => [
      field,
      SAMPLES[field]?.(base, locale) ?? `[${field}]`,
    ]),
  );
}
