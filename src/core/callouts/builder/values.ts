import type { NewsletterGroup } from "../../content";
import type { FormComponent } from "../../forms/schema";
import type {
  CalloutCaptcha,
  CalloutChannel,
  CalloutNextStep,
  CalloutResponseEmails,
} from "../callout";

// What the callout builder edits: the callout in the shape of its screens (a form's values),
// not of the API. `from-callout.ts` makes it from a callout, `to-callout.ts` makes the request
// body from it. Where a body path names a part of the callout, the values use the same name
// (`slides`, `title`, `responseViewSchema.map.style`), so the server's errors find their fields.

/** A slide as the builder shows it: its questions, where it leads, its button texts. */
export interface BuilderSlide {
  id: string;
  title: string;
  /** form.io's JSON, as our renderer reads it. */
  components: FormComponent[];
  /** The slide after this one; "" for the next in order. */
  nextSlideId: string;
  /** Button texts in the default language; "" for the reader's language's own word. */
  prevText: string;
  nextText: string;
  submitText: string;
}

/** One slide's button texts in a translation; "" falls back to the default language's. */
export interface ButtonTexts {
  prevText: string;
  nextText: string;
  submitText: string;
}

/** The texts of one extra language ("" where it falls back to the default text). */
export interface TranslationValues {
  title: string;
  excerpt: string;
  intro: string;
  thanksTitle: string;
  thanksText: string;
  thanksRedirect: string;
  shareTitle: string;
  shareDescription: string;
  slideNavigation: Record<string, ButtonTexts>;
  /** The form's source texts (labels, options, content…) to their translations. */
  componentText: Record<string, string>;
  /** The copy-of-answers email's subject and text in this language ("": the built-in ones). */
  responseEmailSubject: string;
  responseEmailBody: string;
  /** Its links' texts by merge tag: `CALLOUTLINK`, the link to the callout ("": built-in). */
  responseLinkText: Record<string, string>;
}

/** Who may answer, said as the settings screen asks it. */
export type ResponseBehaviour = "once" | "editable" | "multiple";

export interface NewsletterValues {
  enabled: boolean;
  title: string;
  text: string;
  optIn: string;
  groups: NewsletterGroup[];
}

/** Map settings; numbers are undefined while their field is empty. */
export interface MapValues {
  style: string;
  center: [number | undefined, number | undefined];
  bounds: [[number | undefined, number | undefined], [number | undefined, number | undefined]];
  minZoom: number | undefined;
  maxZoom: number | undefined;
  initialZoom: number | undefined;
  addressProp: string;
  addressPattern: string;
  addressPatternProp: string;
  geocodeCountries: string;
}

export interface ResponseViewValues {
  /** Off: the callout shows no responses in public (`responseViewSchema: null`). */
  enabled: boolean;
  buckets: string[];
  /** `<slideId>.<key>` of the answer that titles each response. */
  titleProp: string;
  /** `<slideId>.<key>` of the file answer that illustrates each response. */
  imageProp: string;
  /** Kept as it was: not edited here. */
  imageFilter: string;
  gallery: boolean;
  links: { text: string; url: string }[];
  mapEnabled: boolean;
  map: MapValues;
}

export interface BuilderValues {
  // Content
  slides: BuilderSlide[];
  intro: string;
  endMessage: "message" | "redirect";
  thanksTitle: string;
  thanksText: string;
  thanksRedirect: string;
  thanksNextSteps: CalloutNextStep[];
  // Title and image
  title: string;
  excerpt: string;
  image: string;
  /** The address follows the title until the callout is first published. */
  autoSlug: boolean;
  slug: string;
  shareOverride: boolean;
  shareTitle: string;
  shareDescription: string;
  // Settings
  /** "publish": it opens when someone presses Publish; "date": at `starts`. */
  startMode: "publish" | "date";
  /** A `datetime-local` value, in the browser's time zone; "" when none. */
  starts: string;
  endMode: "never" | "date";
  expires: string;
  openToEveryone: boolean;
  collectContact: boolean;
  requireContact: boolean;
  captcha: CalloutCaptcha;
  /** Shown in the list of callouts (`hidden` is its opposite). */
  listed: boolean;
  responseBehaviour: ResponseBehaviour;
  hideContactFromReviewers: boolean;
  responseEmails: CalloutResponseEmails;
  /** Respondents with an email address get a copy of their answers. */
  sendResponseEmail: boolean;
  /** That email's subject and text in the main language ("": the built-in ones). */
  responseEmailSubject: string;
  responseEmailBody: string;
  /** Its links' texts by merge tag: `CALLOUTLINK`, the link to the callout ("": built-in). */
  responseLinkText: Record<string, string>;
  newsletterSchema: NewsletterValues;
  // Response display
  responseViewSchema: ResponseViewValues;
  // Translations
  /** The extra languages chosen, as variants are named (`de`, `de@informal`). */
  locales: string[];
  /** Their texts, kept for a language while it is unticked until the callout is saved. */
  variants: Record<string, TranslationValues>;
  /** Not edited here; kept as they were. */
  channels: CalloutChannel[] | null;
}

export const DEFAULT_NEXT_STEPS: CalloutNextStep[] = ["share", "callouts"];

/** Where a new map opens: the whole world, zoom 3 of 1 to 18. */
export function defaultMap(): MapValues {
  return {
    style: "",
    center: [0, 0],
    bounds: [
      [-180, -90],
      [180, 90],
    ],
    minZoom: 1,
    maxZoom: 18,
    initialZoom: 3,
    addressProp: "",
    addressPattern: "",
    addressPatternProp: "",
    geocodeCountries: "",
  };
}

export function emptyTranslation(): TranslationValues {
  return {
    title: "",
    excerpt: "",
    intro: "",
    thanksTitle: "",
    thanksText: "",
    thanksRedirect: "",
    shareTitle: "",
    shareDescription: "",
    slideNavigation: {},
    componentText: {},
    responseEmailSubject: "",
    responseEmailBody: "",
    responseLinkText: {},
  };
}

/** An empty slide with this id. */
export function emptySlide(id: string): BuilderSlide {
  return {
    id,
    title: "",
    components: [],
    nextSlideId: "",
    prevText: "",
    nextText: "",
    submitText: "",
  };
}

/**
 * A new callout: one empty slide, open to everyone with optional contact details, one response
 * each, listed, digest emails to staff, no public responses.
 */
export function newBuilderValues(firstSlideId: string): BuilderValues {
  return {
    slides: [emptySlide(firstSlideId)],
    intro: "",
    endMessage: "message",
    thanksTitle: "",
    thanksText: "",
    thanksRedirect: "",
    thanksNextSteps: [...DEFAULT_NEXT_STEPS],
    title: "",
    excerpt: "",
    image: "",
    autoSlug: true,
    slug: "",
    shareOverride: false,
    shareTitle: "",
    shareDescription: "",
    startMode: "publish",
    starts: "",
    endMode: "never",
    expires: "",
    openToEveryone: true,
    collectContact: true,
    requireContact: false,
    captcha: "none",
    listed: true,
    responseBehaviour: "once",
    hideContactFromReviewers: false,
    responseEmails: "digest",
    sendResponseEmail: false,
    responseEmailSubject: "",
    responseEmailBody: "",
    responseLinkText: {},
    newsletterSchema: { enabled: false, title: "", text: "", optIn: "", groups: [] },
    responseViewSchema: {
      enabled: false,
      buckets: ["verified"],
      titleProp: "",
      imageProp: "",
      imageFilter: "",
      gallery: true,
      links: [],
      mapEnabled: false,
      map: defaultMap(),
    },
    locales: [],
    variants: {},
    channels: null,
  };
}
