import { calloutStatus, type Callout, type CalloutVariant, type CalloutWith } from "@core/callouts";
import { mergeTranslations, type FormSchema } from "@core/forms";
import type { calloutVariants, callouts } from "../../db/schema";

export type CalloutRecord = typeof callouts.$inferSelect;
export type VariantRecord = typeof calloutVariants.$inferSelect;

export function toVariant(record: VariantRecord): CalloutVariant {
  return {
    title: record.title,
    excerpt: record.excerpt,
    intro: record.intro,
    thanksTitle: record.thanksTitle,
    thanksText: record.thanksText,
    thanksRedirect: record.thanksRedirect,
    shareTitle: record.shareTitle,
    shareDescription: record.shareDescription,
    slideNavigation: record.slideNavigation,
    componentText: record.componentText,
    responseEmailSubject: record.responseEmailSubject,
    responseEmailBody: record.responseEmailBody,
    responseLinkText: record.responseLinkText,
  };
}

/**
 * The form as stored: each slide's navigation keeps `nextSlideId` only, and the form has no
 * `componentText`; the texts of each language live in its variant.
 */
export function storedForm(form: FormSchema): FormSchema {
  const rest: FormSchema = { ...form };
  delete rest.componentText;
  return {
    ...rest,
    slides: form.slides.map((slide) => ({
      ...slide,
      navigation: { nextSlideId: slide.navigation?.nextSlideId ?? "" },
    })),
  };
}

/** The form in one language's texts: its button texts in place, its translations beside. */
function readerForm(form: FormSchema, chosen: CalloutVariant, main: CalloutVariant): FormSchema {
  const translation = mergeTranslations(chosen, main);
  return {
    ...form,
    slides: form.slides.map((slide) => {
      const texts = translation.slideNavigation?.[slide.id];
      return {
        ...slide,
        navigation: {
          nextSlideId: slide.navigation?.nextSlideId ?? "",
          prevText: texts?.prevText ?? "",
          nextText: texts?.nextText ?? "",
          submitText: texts?.submitText ?? "",
        },
      };
    }),
    componentText: translation.componentText ?? {},
  };
}

/** `default` first, then the translations in alphabetical order. */
function variantNames(names: Iterable<string>): string[] {
  return [...names].sort((a, b) =>
    a === "default" ? -1 : b === "default" ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
}

export interface CalloutExtras {
  hasAnswered?: boolean;
  responseCount?: number;
}

/**
 * A callout as the API answers it, in the texts of `chosen` (each empty one from `main`, the
 * default variant), with the relations asked for.
 */
export function toCallout(
  record: CalloutRecord,
  variants: readonly VariantRecord[],
  chosenName: string,
  wanted: ReadonlySet<CalloutWith>,
  extras: CalloutExtras,
  now: Date,
): Callout {
  const byName = new Map(variants.map((variant) => [variant.name, toVariant(variant)]));
  const main = byName.get("default");
  // Every callout is written with a default variant; an empty one stands in should it be lost.
  const mainTexts: CalloutVariant = main ?? {
    title: "",
    excerpt: "",
    intro: "",
    thanksTitle: "",
    thanksText: "",
    thanksRedirect: null,
    shareTitle: null,
    shareDescription: null,
    slideNavigation: {},
    componentText: {},
  };
  const chosen = byName.get(chosenName) ?? mainTexts;
  const text = <K extends keyof CalloutVariant>(key: K): CalloutVariant[K] =>
    chosen[key] || mainTexts[key];

  return {
    id: record.id,
    slug: record.slug,
    title: text("title"),
    excerpt: text("excerpt"),
    image: record.image,
    allowUpdate: record.allowUpdate,
    allowMultiple: record.allowMultiple,
    hidden: record.hidden,
    hideContactFromReviewers: record.hideContactFromReviewers,
    slugLocked: record.publishedAt !== null || (record.starts !== null && record.starts <= now),
    access: record.access,
    captcha: record.captcha,
    responseEmails: record.responseEmails,
    sendResponseEmail: record.sendResponseEmail,
    thanksNextSteps: record.thanksNextSteps,
    status: calloutStatus(record, now),
    starts: record.starts?.toISOString() ?? null,
    expires: record.expires?.toISOString() ?? null,
    channels: record.channels,
    ...(extras.hasAnswered !== undefined ? { hasAnswered: extras.hasAnswered } : {}),
    ...(extras.responseCount !== undefined ? { responseCount: extras.responseCount } : {}),
    ...(wanted.has("form")
      ? {
          intro: text("intro"),
          thanksTitle: text("thanksTitle"),
          thanksText: text("thanksText"),
          thanksRedirect: text("thanksRedirect"),
          shareTitle: text("shareTitle"),
          shareDescription: text("shareDescription"),
          formSchema: readerForm(record.formSchema, chosen, mainTexts),
          newsletterSchema: record.newsletterSchema,
        }
      : {}),
    ...(wanted.has("responseViewSchema") ? { responseViewSchema: record.responseViewSchema } : {}),
    ...(wanted.has("variantNames") ? { variantNames: variantNames(byName.keys()) } : {}),
    ...(wanted.has("variants")
      ? {
          variants: Object.fromEntries(
            variantNames(byName.keys()).map((name) => [name, byName.get(name) as CalloutVariant]),
          ),
        }
      : {}),
  };
}
