import type { Callout, CalloutAccess } from "../callout";
import { slugify } from "../slug";
import type { CalloutVariant } from "../variant";
import { isoToLocalInput } from "./dates";
import {
  DEFAULT_NEXT_STEPS,
  defaultMap,
  type BuilderValues,
  type MapValues,
  type ResponseBehaviour,
  type ResponseViewValues,
  type TranslationValues,
} from "./values";

/** The three questions of the settings screen that together give `access`. */
export function accessFlags(
  access: CalloutAccess,
): Pick<BuilderValues, "openToEveryone" | "collectContact" | "requireContact"> {
  switch (access) {
    case "member":
      return { openToEveryone: false, collectContact: true, requireContact: false };
    case "only-anonymous":
      return { openToEveryone: true, collectContact: false, requireContact: false };
    case "anonymous":
      return { openToEveryone: true, collectContact: true, requireContact: false };
    case "guest":
      return { openToEveryone: true, collectContact: true, requireContact: true };
  }
}

function responseBehaviour(callout: Pick<Callout, "allowMultiple" | "allowUpdate">) {
  const behaviour: ResponseBehaviour = callout.allowMultiple
    ? "multiple"
    : callout.allowUpdate
      ? "editable"
      : "once";
  return behaviour;
}

/** Whether a slug is the title's, or the title's with a number the server added. */
export function followsTitle(slug: string, title: string): boolean {
  const base = slugify(title);
  return base !== "" && (slug === base || new RegExp(`^${base}-\\d+$`).test(slug));
}

function translationOf(variant: CalloutVariant): TranslationValues {
  return {
    responseEmailSubject: variant.responseEmailSubject ?? "",
    responseEmailBody: variant.responseEmailBody ?? "",
    responseLinkText: { ...variant.responseLinkText },
    title: variant.title,
    excerpt: variant.excerpt,
    intro: variant.intro,
    thanksTitle: variant.thanksTitle,
    thanksText: variant.thanksText,
    thanksRedirect: variant.thanksRedirect ?? "",
    shareTitle: variant.shareTitle ?? "",
    shareDescription: variant.shareDescription ?? "",
    slideNavigation: Object.fromEntries(
      Object.entries(variant.slideNavigation).map(([slideId, texts]) => [
        slideId,
        {
          prevText: texts.prevText ?? "",
          nextText: texts.nextText ?? "",
          submitText: texts.submitText ?? "",
        },
      ]),
    ),
    componentText: { ...variant.componentText },
  };
}

function mapValues(map: NonNullable<Callout["responseViewSchema"]>["map"]): MapValues {
  if (!map) return defaultMap();
  return {
    style: map.style,
    center: [map.center[0], map.center[1]],
    bounds: [
      [map.bounds[0][0], map.bounds[0][1]],
      [map.bounds[1][0], map.bounds[1][1]],
    ],
    minZoom: map.minZoom,
    maxZoom: map.maxZoom,
    initialZoom: map.initialZoom,
    addressProp: map.addressProp,
    addressPattern: map.addressPattern,
    addressPatternProp: map.addressPatternProp,
    geocodeCountries: map.geocodeCountries ?? "",
  };
}

function responseView(view: Callout["responseViewSchema"]): ResponseViewValues {
  if (!view) {
    return {
      enabled: false,
      buckets: ["verified"],
      titleProp: "",
      imageProp: "",
      imageFilter: "",
      gallery: true,
      links: [],
      mapEnabled: false,
      map: defaultMap(),
    };
  }
  return {
    enabled: true,
    buckets: [...view.buckets],
    titleProp: view.titleProp,
    imageProp: view.imageProp,
    imageFilter: view.imageFilter,
    gallery: view.gallery,
    links: view.links.map((link) => ({ ...link })),
    mapEnabled: view.map !== null,
    map: mapValues(view.map),
  };
}

/**
 * The builder's values for a callout read with its form, response view and variants
 * (`staffCallout`). Texts come from the `default` variant (the callout's own, when it has
 * none), the other variants are its translations.
 */
export function builderValues(callout: Callout): BuilderValues {
  const variants = callout.variants ?? {};
  const main: CalloutVariant = variants.default ?? {
    title: callout.title,
    excerpt: callout.excerpt,
    intro: callout.intro ?? "",
    thanksTitle: callout.thanksTitle ?? "",
    thanksText: callout.thanksText ?? "",
    thanksRedirect: callout.thanksRedirect ?? null,
    shareTitle: callout.shareTitle ?? null,
    shareDescription: callout.shareDescription ?? null,
    slideNavigation: {},
    componentText: {},
  };
  const slides = (callout.formSchema?.slides ?? []).map((slide) => {
    const texts = main.slideNavigation[slide.id] ?? slide.navigation ?? {};
    return {
      id: slide.id,
      title: slide.title ?? "",
      components: slide.components,
      nextSlideId: slide.navigation?.nextSlideId ?? "",
      prevText: texts.prevText ?? "",
      nextText: texts.nextText ?? "",
      submitText: texts.submitText ?? "",
    };
  });
  const translations = Object.entries(variants).filter(([name]) => name !== "default");
  const newsletter = callout.newsletterSchema;
  return {
    slides,
    intro: main.intro,
    endMessage: main.thanksRedirect ? "redirect" : "message",
    thanksTitle: main.thanksTitle,
    thanksText: main.thanksText,
    thanksRedirect: main.thanksRedirect ?? "",
    thanksNextSteps: [...(callout.thanksNextSteps ?? DEFAULT_NEXT_STEPS)],
    title: main.title,
    excerpt: main.excerpt,
    image: callout.image,
    autoSlug: !callout.slugLocked && followsTitle(callout.slug, main.title),
    slug: callout.slug,
    shareOverride: main.shareTitle !== null || main.shareDescription !== null,
    shareTitle: main.shareTitle ?? "",
    shareDescription: main.shareDescription ?? "",
    startMode: callout.starts ? "date" : "publish",
    starts: isoToLocalInput(callout.starts),
    endMode: callout.expires ? "date" : "never",
    expires: isoToLocalInput(callout.expires),
    ...accessFlags(callout.access),
    captcha: callout.captcha,
    listed: !callout.hidden,
    responseBehaviour: responseBehaviour(callout),
    hideContactFromReviewers: callout.hideContactFromReviewers ?? false,
    responseEmails: callout.responseEmails ?? "digest",
    sendResponseEmail: callout.sendResponseEmail ?? false,
    responseEmailSubject: main.responseEmailSubject ?? "",
    responseEmailBody: main.responseEmailBody ?? "",
    responseLinkText: { ...main.responseLinkText },
    newsletterSchema: newsletter
      ? { enabled: true, ...newsletter, groups: newsletter.groups.map((group) => ({ ...group })) }
      : { enabled: false, title: "", text: "", optIn: "", groups: [] },
    responseViewSchema: responseView(callout.responseViewSchema),
    locales: translations.map(([name]) => name),
    variants: Object.fromEntries(
      translations.map(([name, variant]) => [name, translationOf(variant)]),
    ),
    channels: callout.channels,
  };
}
