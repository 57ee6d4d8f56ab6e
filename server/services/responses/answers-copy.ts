import { setupI18n, type I18n } from "@lingui/core";
import { eq } from "drizzle-orm";
import { is } from "superstruct";
import {
  FileAnswerStruct,
  formatAnswer,
  isRecord,
  ownValue,
  readerInputs,
  translateForm,
  type Answers,
  type FormSchema,
} from "@core/forms";
import { parseLocale, sharedCatalog, type Locale } from "@core/i18n";
import type { Database } from "../../db/connection";
import { CALLOUT_LINK_TEXT } from "@core/callouts/variant";
import { calloutVariants } from "../../db/schema";
import type { CalloutFound } from "../callouts";
import { absoluteUrl, type EmailRecipient, type EmailService } from "../email";
import { escapeHtml } from "../email/html";
import { sanitiseEmailHtml } from "../../lib/sanitise-html";
import { absoluteUpload } from "./file-answers";

const catalogs = new Map<Locale, Promise<I18n>>();

/** The shared catalog in a language, for "Yes", "No" and dates in answers. */
function i18nFor(locale: Locale): Promise<I18n> {
  let i18n = catalogs.get(locale);
  if (!i18n) {
    i18n = sharedCatalog(locale).then((messages) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    );
    catalogs.set(locale, i18n);
  }
  return i18n;
}

/** Line breaks a reader typed, kept in HTML. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/**
 * The answers as HTML, question label then answer, in the form's order: only the questions
 * readers see, labels in the variant's language, every text escaped, files as links to
 * their absolute address.
 */
export function answersHtml(
  form: FormSchema,
  answers: Answers,
  baseUrl: string,
  i18n: I18n,
): string {
  const parts: string[] = [];
  for (const slide of form.slides) {
    const slideAnswers = ownValue(answers, slide.id);
    if (!isRecord(slideAnswers)) continue;
    for (const component of readerInputs(slide)) {
      const value = ownValue(slideAnswers, component.key);
      if (value === undefined || value === null || value === "") continue;
      let answer: string;
      if (component.type === "file") {
        const files = (Array.isArray(value) ? value : [value]).filter((file) =>
          is(file, FileAnswerStruct),
        );
        answer = files
          .map((file) => {
            const href = escapeHtml(absoluteUpload(file.url, baseUrl));
            return `<a href="${href}">${href}</a>`;
          })
          .join("<br>");
      } else {
        answer = lines(formatAnswer(component, value, i18n));
      }
      if (answer === "") continue;
      parts.push(`<p><strong>${lines(component.label || component.key)}</strong><br>${answer}</p>`);
    }
  }
  return parts.join("\n");
}

/**
 * Queues the copy of their answers a callout that asks for one sends its respondent, in the
 * transaction that stores them: in the callout's variant of the respondent's language (else
 * its default one), with that variant's subject, text and text of the link to the callout,
 * each empty one the built-in `callout-response-answers`'s.
 */
export async function queueAnswersCopy(
  { email, baseUrl }: { email: EmailService; baseUrl: string },
  tx: Database,
  { record }: CalloutFound,
  to: EmailRecipient,
  answers: Answers,
): Promise<void> {
  if (!record.sendResponseEmail) return;
  const variants = await tx
    .select()
    .from(calloutVariants)
    .where(eq(calloutVariants.calloutId, record.id));
  const main = variants.find((variant) => variant.name === "default");
  const own =
    (to.locale && variants.find((variant) => parseLocale(variant.name) === to.locale)) || main;
  if (!main || !own) return;
  const locale = own === main ? to.locale : parseLocale(own.name);
  const form = translateForm(record.formSchema, { componentText: own.componentText });
  const html = answersHtml(form, answers, baseUrl, await i18nFor(locale ?? "en"));
  await email.sendWith(
    "callout-response-answers",
    { ...to, ...(locale ? { locale } : {}) },
    {
      CALLOUTTITLE: own.title || main.title,
      CALLOUTLINK: absoluteUrl(`/callouts/${encodeURIComponent(record.slug)}`, baseUrl),
    },
    {
      own: {
        subject: own.responseEmailSubject ?? "",
        body: own.responseEmailBody ? await sanitiseEmailHtml(own.responseEmailBody) : "",
        // The language's own words for the link, never the main language's in a translation.
        linkText: { CALLOUTLINK: own.responseLinkText?.[CALLOUT_LINK_TEXT] ?? "" },
      },
      answers: html,
    },
    tx,
  );
}
