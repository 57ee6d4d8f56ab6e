import { nullable, object, optional, record, refine, string, type Infer } from "superstruct";
import { boundedText } from "../contacts";
import { link } from "../content";

export const CALLOUT_TITLE_MAX_LENGTH = 200;
export const CALLOUT_EXCERPT_MAX_LENGTH = 1000;
/** Intros and thank-you texts are HTML from the editor: room for a long page. */
export const CALLOUT_HTML_MAX_LENGTH = 100_000;

/** The key of `responseLinkText` that holds the text of the answers copy's link to the callout. */
export const CALLOUT_LINK_TEXT = "CALLOUTLINK";

/** A slide's button texts in one language; empty or missing means the default text. */
export const SlideButtonTexts = object({
  prevText: optional(string()),
  nextText: optional(string()),
  submitText: optional(string()),
});
export type SlideButtonTexts = Infer<typeof SlideButtonTexts>;

/**
 * A callout's texts in one language (contract 2.5). `default` is the primary language; others
 * are translations named by locale. `componentText` maps each source text of the form to its
 * translation; `slideNavigation` holds the button texts by slide id.
 */
export const CalloutVariant = object({
  title: string(),
  excerpt: string(),
  intro: string(),
  thanksTitle: string(),
  thanksText: string(),
  thanksRedirect: nullable(string()),
  shareTitle: nullable(string()),
  shareDescription: nullable(string()),
  slideNavigation: record(string(), SlideButtonTexts),
  componentText: record(string(), string()),
  /** The copy of their answers a respondent is emailed when the callout sends one (beabee's names). */
  responseEmailSubject: optional(nullable(string())),
  responseEmailBody: optional(nullable(string())),
  /**
   * Texts of that email's links by the merge tag of their address (beabee's shape, a record):
   * `CALLOUTLINK`, the link to the callout; empty or missing, the built-in text.
   */
  responseLinkText: optional(record(string(), string())),
});
export type CalloutVariant = Infer<typeof CalloutVariant>;

/**
 * A variant as admins send it. Only the title is required (and only in `default`: an empty
 * title in a translation falls back to the default one); `thanksRedirect` is an http(s)
 * address or a path on this site.
 */
export const CalloutVariantForWrite = object({
  title: boundedText(CALLOUT_TITLE_MAX_LENGTH),
  excerpt: optional(boundedText(CALLOUT_EXCERPT_MAX_LENGTH)),
  intro: optional(boundedText(CALLOUT_HTML_MAX_LENGTH)),
  thanksTitle: optional(boundedText(CALLOUT_TITLE_MAX_LENGTH)),
  thanksText: optional(boundedText(CALLOUT_HTML_MAX_LENGTH)),
  thanksRedirect: optional(nullable(link())),
  shareTitle: optional(nullable(boundedText(CALLOUT_TITLE_MAX_LENGTH))),
  shareDescription: optional(nullable(boundedText(CALLOUT_EXCERPT_MAX_LENGTH))),
  slideNavigation: optional(record(string(), SlideButtonTexts)),
  componentText: optional(record(string(), string())),
  responseEmailSubject: optional(nullable(boundedText(CALLOUT_TITLE_MAX_LENGTH))),
  responseEmailBody: optional(nullable(boundedText(CALLOUT_HTML_MAX_LENGTH))),
  responseLinkText: optional(record(string(), boundedText(CALLOUT_TITLE_MAX_LENGTH))),
});
export type CalloutVariantForWrite = Infer<typeof CalloutVariantForWrite>;

/** Locale-like names: `default`, `de`, `de@informal`, `pt-BR`. */
const VARIANT_NAME = /^[A-Za-z0-9_@-]{1,40}$/;

export function isVariantName(value: string): boolean {
  return VARIANT_NAME.test(value);
}

/** `variants` of a create or update: `default` with a title is required, names locale-like. */
export const CalloutVariantsForWrite = refine(
  record(string(), CalloutVariantForWrite),
  "variants",
  (variants) => {
    const badNames = Object.keys(variants).filter((name) => !isVariantName(name));
    if (badNames.length > 0) {
      return `Variant names are letters, digits, _, @ and - (got "${badNames[0]?.slice(0, 40) ?? ""}")`;
    }
    const main = variants.default;
    if (!main) return "variants.default is required: it holds the callout's main texts";
    return main.title.trim() !== "" || "variants.default needs a title";
  },
);

/** A stored variant from a written one: missing texts empty, a blank redirect none. */
export function completeVariant(variant: CalloutVariantForWrite): CalloutVariant {
  return {
    title: variant.title.trim(),
    excerpt: variant.excerpt ?? "",
    intro: variant.intro ?? "",
    thanksTitle: variant.thanksTitle ?? "",
    thanksText: variant.thanksText ?? "",
    thanksRedirect: variant.thanksRedirect?.trim() || null,
    shareTitle: variant.shareTitle ?? null,
    shareDescription: variant.shareDescription ?? null,
    slideNavigation: variant.slideNavigation ?? {},
    componentText: variant.componentText ?? {},
    responseEmailSubject: variant.responseEmailSubject?.trim() || null,
    responseEmailBody: variant.responseEmailBody?.trim() || null,
    responseLinkText: variant.responseLinkText ?? {},
  };
}
