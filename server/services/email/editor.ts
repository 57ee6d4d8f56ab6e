import type {
  EmailPreview,
  EmailPreviewRequest,
  EmailTemplateDetail,
  EmailTemplateSummary,
  EmailTemplateText,
  EmailTestRequest,
} from "@core/email";
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from "@core/i18n";
import type { ContentService } from "../content";
import type { EmailService } from ".";
import { emailFormats } from "./formats";
import type { EmailRecipient } from "./job";
import type { OverrideStore } from "./overrides";
import { SAMPLE_RECIPIENT, sampleFields } from "./samples";
import { sanitiseEmailHtml } from "../../lib/sanitise-html";
import {
  EMAIL_TEMPLATE_IDS,
  TEMPLATE_ABOUT,
  builtInSource,
  mergeFieldsOf,
  type EmailTemplateId,
} from "./templates";

export interface EmailEditorOptions {
  email: EmailService;
  overrides: OverrideStore;
  content: ContentService;
  baseUrl: string;
}

/** A text as stored: the subject on one line, the body sanitised; blank is empty (the default). */
async function cleanText({ subject, body }: EmailTemplateText): Promise<EmailTemplateText> {
  const html = await sanitiseEmailHtml(body);
  return { subject: subject.replace(/\s+/g, " ").trim(), body: html.trim() ? html : "" };
}

/**
 * What the admin screens do with the emails (`/email`, contract 2.10): the registry's
 * templates with their texts, the organisation's own wording per language, previews with
 * sample values, and tests sent to the admin through the mail queue.
 */
export function createEmailEditor({ email, overrides, content, baseUrl }: EmailEditorOptions) {
  /** The language asked for, else the organisation's. */
  async function localeOf(asked: string | undefined): Promise<Locale> {
    const given = parseLocale(asked);
    if (given) return given;
    return parseLocale((await content.get("general")).locale) ?? DEFAULT_LOCALE;
  }

  /** Sample values of a template's fields, written as the organisation's emails in `locale` write them. */
  async function samplesOf(id: EmailTemplateId, locale: Locale) {
    return sampleFields(id, baseUrl, emailFormats(await content.get("general"), locale));
  }

  return {
    async list(): Promise<EmailTemplateSummary[]> {
      const stored = await overrides.all();
      return EMAIL_TEMPLATE_IDS.map((id) => ({
        id,
        audience: TEMPLATE_ABOUT[id].audience,
        mergeFields: mergeFieldsOf(id),
        customised: LOCALES.filter((locale) =>
          stored.some((row) => row.templateId === id && row.locale === locale),
        ),
      }));
    },

    async get(id: EmailTemplateId, asked?: string): Promise<EmailTemplateDetail> {
      const locale = await localeOf(asked);
      const override = await overrides.find(id, locale);
      const builtIn = builtInSource(id, locale);
      // What it sends now: an empty subject or body of the organisation's is the built-in one.
      return {
        id,
        locale,
        subject: override?.subject || builtIn.template.subject,
        body: override?.body || builtIn.template.body,
        audience: TEMPLATE_ABOUT[id].audience,
        mergeFields: mergeFieldsOf(id),
        customised: override ? { updatedAt: override.updatedAt.toISOString() } : null,
        builtIn: { ...builtIn.template, locale: builtIn.locale },
      };
    },

    async save(
      id: EmailTemplateId,
      asked: string | undefined,
      text: EmailTemplateText,
      by: string | undefined,
    ): Promise<EmailTemplateDetail> {
      const locale = await localeOf(asked);
      await overrides.save(id, locale, await cleanText(text), by);
      return this.get(id, locale);
    },

    /** Back to the built-in text; answers whether there was one of the organisation's own. */
    async reset(id: EmailTemplateId, asked?: string): Promise<boolean> {
      return overrides.remove(id, await localeOf(asked));
    },

    /** The text as the template would send it, to a sample contact, with sample values. */
    async preview(id: EmailTemplateId, request: EmailPreviewRequest): Promise<EmailPreview> {
      const locale = await localeOf(request.locale);
      const rendered = await email.render(id, SAMPLE_RECIPIENT, await samplesOf(id, locale), {
        locale,
        ...(await cleanText(request)),
      });
      return { subject: rendered.subject, html: rendered.html, text: rendered.text };
    },

    /** Queues the text to `to` (the admin), with sample values for the template's own fields. */
    async sendTest(
      id: EmailTemplateId,
      request: EmailTestRequest,
      to: EmailRecipient,
    ): Promise<void> {
      const locale = await localeOf(request.locale);
      await email.sendDraft(id, to, await samplesOf(id, locale), {
        locale,
        ...(await cleanText(request)),
      });
      email.poke();
    },
  };
}
