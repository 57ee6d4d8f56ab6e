// Types only from the schemas: the structs stay out of pages that only send these calls.
import { read, segment, write } from "../api/call";
import type { Locale } from "../i18n/locales";
import type {
  EmailPreview,
  EmailPreviewRequest,
  EmailTemplateDetail,
  EmailTemplateSummary,
  EmailTemplateText,
  EmailTestRequest,
  EmailTestSent,
} from "./template";

const templatePath = (id: string) => `email/${segment(id)}`;

/** Every email Agora sends, with who gets it and where the organisation has its own text. */
export const emailTemplateList = () => read<EmailTemplateSummary[]>("email");

export const emailTemplate = (id: string, locale: Locale) =>
  read<EmailTemplateDetail>(templatePath(id), { locale });

export const saveEmailTemplate = (id: string, locale: Locale, body: EmailTemplateText) =>
  write<EmailTemplateDetail>("PUT", templatePath(id), body, { locale });

/** Back to the built-in text in that language. */
export const resetEmailTemplate = (id: string, locale: Locale) =>
  write("DELETE", templatePath(id), undefined, { locale });

export const previewEmail = (id: string, body: EmailPreviewRequest) =>
  write<EmailPreview>("POST", `email/template/${segment(id)}/preview`, body);

export const sendTestEmail = (id: string, body: EmailTestRequest) =>
  write<EmailTestSent>("POST", `email/template/${segment(id)}/test`, body);
