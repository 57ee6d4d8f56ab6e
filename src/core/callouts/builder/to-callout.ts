import type { Slide } from "../../forms/schema";
import type { CalloutAccess, CreateCallout, UpdateCallout } from "../callout";
import type { CalloutMapSchema, ResponseViewSchema } from "../response-view";
import type { CalloutVariantForWrite, SlideButtonTexts } from "../variant";
import { sourceTexts } from "./texts";
import {
  emptyTranslation,
  type BuilderSlide,
  type BuilderValues,
  type ButtonTexts,
  type MapValues,
  type TranslationValues,
} from "./values";

/** Where the callout stands, which decides what of the values a save may send. */
export interface SaveContext {
  /** No id yet: the save creates it. */
  isNew: boolean;
  /** Published once: its slug stays as it is (`Callout.slugLocked`). */
  slugLocked: boolean;
}

/** `access` from the three questions of the settings screen. */
export function accessOf(
  values: Pick<BuilderValues, "openToEveryone" | "collectContact" | "requireContact">,
): CalloutAccess {
  if (!values.openToEveryone) return "member";
  if (!values.collectContact) return "only-anonymous";
  return values.requireContact ? "guest" : "anonymous";
}

/** Only the texts given: an empty one means the reader's language's own word. */
function buttonTexts(texts: ButtonTexts): SlideButtonTexts | undefined {
  const given = Object.entries(texts).filter(([, text]) => text !== "");
  return given.length > 0 ? (Object.fromEntries(given) as SlideButtonTexts) : undefined;
}

function slideNavigation(
  slides: readonly BuilderSlide[],
  textsOf: (slide: BuilderSlide) => ButtonTexts | undefined,
): Record<string, SlideButtonTexts> {
  const navigation: Record<string, SlideButtonTexts> = {};
  for (const slide of slides) {
    const texts = textsOf(slide);
    const given = texts && buttonTexts(texts);
    if (given) navigation[slide.id] = given;
  }
  return navigation;
}

/** A number field's value, or NaN so the schema says the field is wrong. */
const numberOf = (value: number | undefined) => value ?? Number.NaN;

function mapOf(map: MapValues): CalloutMapSchema {
  return {
    style: map.style.trim(),
    center: [numberOf(map.center[0]), numberOf(map.center[1])],
    bounds: [
      [numberOf(map.bounds[0][0]), numberOf(map.bounds[0][1])],
      [numberOf(map.bounds[1][0]), numberOf(map.bounds[1][1])],
    ],
    minZoom: numberOf(map.minZoom),
    maxZoom: numberOf(map.maxZoom),
    initialZoom: numberOf(map.initialZoom),
    addressProp: map.addressProp,
    addressPattern: map.addressPattern,
    addressPatternProp: map.addressPatternProp,
    ...(map.geocodeCountries.trim() ? { geocodeCountries: map.geocodeCountries.trim() } : {}),
  };
}

function responseViewOf(values: BuilderValues): ResponseViewSchema | null {
  const view = values.responseViewSchema;
  if (!view.enabled) return null;
  return {
    buckets: view.buckets,
    titleProp: view.titleProp,
    imageProp: view.imageProp,
    imageFilter: view.imageFilter,
    links: view.links.map((link) => ({ text: link.text.trim(), url: link.url.trim() })),
    gallery: view.gallery,
    map: view.mapEnabled ? mapOf(view.map) : null,
  };
}

/** A translation as sent: blank texts left to fall back, translations of today's texts only. */
function translationOf(
  values: BuilderValues,
  translation: TranslationValues,
  sources: ReadonlySet<string>,
): CalloutVariantForWrite {
  const orNull = (text: string) => (text.trim() === "" ? null : text);
  return {
    title: translation.title.trim(),
    excerpt: translation.excerpt,
    intro: translation.intro,
    thanksTitle: translation.thanksTitle,
    thanksText: translation.thanksText,
    thanksRedirect: values.endMessage === "redirect" ? orNull(translation.thanksRedirect) : null,
    shareTitle: orNull(translation.shareTitle),
    shareDescription: orNull(translation.shareDescription),
    slideNavigation: slideNavigation(
      values.slides,
      (slide) => translation.slideNavigation[slide.id],
    ),
    componentText: Object.fromEntries(
      Object.entries(translation.componentText).filter(
        ([source, text]) => sources.has(source) && text.trim() !== "",
      ),
    ),
    responseEmailSubject: orNull(translation.responseEmailSubject),
    responseEmailBody: orNull(translation.responseEmailBody),
    responseLinkText: translation.responseLinkText,
  };
}

function slidesOf(values: BuilderValues): Slide[] {
  return values.slides.map((slide) => ({
    id: slide.id,
    title: slide.title,
    components: slide.components,
    navigation: { nextSlideId: slide.nextSlideId },
  }));
}

/**
 * The body of `POST /callout` or `PATCH /callout/:id` for these values, without its dates
 * (`datesFor` adds them, by the action). The slug follows the title (`null`) until the
 * callout is first published; a new callout's is left to the server.
 */
export function calloutBody(values: BuilderValues, context: SaveContext): CreateCallout {
  const access = accessOf(values);
  const main: CalloutVariantForWrite = {
    title: values.title.trim(),
    excerpt: values.excerpt,
    intro: values.intro,
    // Kept when the callout redirects instead, for switching back.
    thanksTitle: values.thanksTitle,
    thanksText: values.thanksText,
    thanksRedirect: values.endMessage === "redirect" ? values.thanksRedirect.trim() || null : null,
    shareTitle: values.shareOverride ? values.shareTitle : null,
    shareDescription: values.shareOverride ? values.shareDescription : null,
    slideNavigation: slideNavigation(values.slides, ({ prevText, nextText, submitText }) => ({
      prevText,
      nextText,
      submitText,
    })),
    componentText: {},
    responseEmailSubject: values.responseEmailSubject.trim() || null,
    responseEmailBody: values.responseEmailBody.trim() || null,
    responseLinkText: values.responseLinkText,
  };
  const sources = new Set(sourceTexts(values.slides));
  const translations = values.locales.map((name) => [
    name,
    translationOf(values, values.variants[name] ?? emptyTranslation(), sources),
  ]);
  const slug: Pick<UpdateCallout, "slug"> = context.slugLocked
    ? {}
    : values.autoSlug
      ? context.isNew
        ? {}
        : { slug: null }
      : { slug: values.slug.trim() };
  return {
    ...slug,
    image: values.image,
    allowMultiple: values.responseBehaviour === "multiple",
    allowUpdate: values.responseBehaviour === "editable",
    hidden: !values.listed,
    hideContactFromReviewers: values.hideContactFromReviewers,
    access,
    captcha: values.captcha,
    responseEmails: values.responseEmails,
    sendResponseEmail: values.sendResponseEmail,
    thanksNextSteps: values.thanksNextSteps,
    channels: values.channels,
    formSchema: { slides: slidesOf(values) },
    newsletterSchema:
      values.newsletterSchema.enabled && access !== "only-anonymous"
        ? {
            title: values.newsletterSchema.title,
            text: values.newsletterSchema.text,
            optIn: values.newsletterSchema.optIn,
            groups: values.newsletterSchema.groups,
          }
        : null,
    responseViewSchema: responseViewOf(values),
    variants: { default: main, ...Object.fromEntries(translations) },
  };
}
