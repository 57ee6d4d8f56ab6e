import { array, enums, nullable, object, optional, refine, string, type Infer } from "superstruct";
import { LOCALES, parseLocale } from "../i18n";
import { boundedText, requiredText } from "../contacts/fields";

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 50_000;

export const EMAIL_AUDIENCES = ["contact", "team"] as const;
/** Who gets an email: the contact it is about, or the team (the support address). */
export const EmailAudience = enums(EMAIL_AUDIENCES);
export type EmailAudience = Infer<typeof EmailAudience>;

/** A locale as `?locale=` and bodies take it: ours (`de-x-informal`) or beabee's (`de@informal`). */
export const localeParam = () =>
  refine(string(), "enums", (value) =>
    parseLocale(value) !== undefined ? true : `Expected one of ${LOCALES.join(", ")}`,
  );

/**
 * `PUT /email/:id` (and `/email/template/:id`): the organisation's own subject and body (HTML)
 * of a template. An empty subject or body means the built-in one (contract: empty strings).
 */
export const EmailTemplateText = object({
  subject: boundedText(EMAIL_SUBJECT_MAX_LENGTH),
  body: boundedText(EMAIL_BODY_MAX_LENGTH),
});
export type EmailTemplateText = Infer<typeof EmailTemplateText>;

/** The dashboard's editor asks for both: it goes back to the built-in text by resetting. */
export const EmailTemplateForm = object({
  subject: requiredText(EMAIL_SUBJECT_MAX_LENGTH),
  body: requiredText(EMAIL_BODY_MAX_LENGTH),
});

/** `POST /email/template/:id/preview`: a text as it is being written, in a language (default: the organisation's). */
export const EmailPreviewRequest = object({
  locale: optional(localeParam()),
  subject: boundedText(EMAIL_SUBJECT_MAX_LENGTH),
  body: boundedText(EMAIL_BODY_MAX_LENGTH),
});
export type EmailPreviewRequest = Infer<typeof EmailPreviewRequest>;

/** `POST /email/template/:id/test`: the text to send the signed-in admin, saved or not. */
export const EmailTestRequest = object({
  locale: optional(localeParam()),
  subject: requiredText(EMAIL_SUBJECT_MAX_LENGTH),
  body: requiredText(EMAIL_BODY_MAX_LENGTH),
});
export type EmailTestRequest = Infer<typeof EmailTestRequest>;

/** One email Agora sends, as `GET /email` lists it. */
export const EmailTemplateSummary = object({
  id: string(),
  audience: EmailAudience,
  /** The merge fields its texts may use (`FNAME` for `*|FNAME|*`). */
  mergeFields: array(string()),
  /** The locales the organisation has its own text in. */
  customised: array(enums(LOCALES)),
});
export type EmailTemplateSummary = Infer<typeof EmailTemplateSummary>;

const Text = object({ subject: string(), body: string() });

/**
 * `GET /email/:id`: the text a template sends in a language now (the contract's `subject` and
 * `body`), whether it is the organisation's own, and the built-in text a reset goes back to.
 */
export const EmailTemplateDetail = object({
  id: string(),
  locale: enums(LOCALES),
  subject: string(),
  body: string(),
  audience: EmailAudience,
  mergeFields: array(string()),
  customised: nullable(object({ updatedAt: string() })),
  builtIn: object({
    ...Text.schema,
    /** The language the built-in text is in: English for a language not translated yet. */
    locale: enums(LOCALES),
  }),
});
export type EmailTemplateDetail = Infer<typeof EmailTemplateDetail>;

/** An email rendered with sample values and the organisation's footer. */
export const EmailPreview = object({ subject: string(), html: string(), text: string() });
export type EmailPreview = Infer<typeof EmailPreview>;

/** The answer to `POST /email/template/:id/test`: where the test went. */
export const EmailTestSent = object({ to: string() });
export type EmailTestSent = Infer<typeof EmailTestSent>;
