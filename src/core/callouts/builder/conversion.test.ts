import { validate } from "superstruct";
import { describe, expect, it } from "vitest";
import { CreateCallout, type CalloutAccess } from "../callout";
import { completeVariant } from "../variant";
import { accessFlags, builderValues } from "./from-callout";
import { asStored, field } from "@tests/support/core/callout-builder";
import { accessOf, calloutBody } from "./to-callout";
import { newBuilderValues } from "./values";

const published = { isNew: false, slugLocked: true };

/** A callout with every part the builder edits: branching, translations, views, newsletter. */
const EVERYTHING: CreateCallout = {
  slug: "flooding",
  image: "/uploads/cover.jpg",
  access: "guest",
  captcha: "guest",
  allowUpdate: false,
  allowMultiple: true,
  hidden: true,
  hideContactFromReviewers: true,
  responseEmails: "each",
  sendResponseEmail: true,
  thanksNextSteps: ["callouts"],
  channels: null,
  newsletterSchema: {
    title: "Stay in touch",
    text: "<p>Now and then.</p>",
    optIn: "Email me",
    groups: [{ id: "floods", label: "Flood news", checked: true }],
  },
  responseViewSchema: {
    buckets: ["verified"],
    titleProp: "where.headline",
    imageProp: "where.photo",
    imageFilter: "w=600",
    links: [{ text: "Our coverage", url: "https://example.org/floods" }],
    gallery: true,
    map: {
      style: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      center: [-2.6, 51.45],
      bounds: [
        [-2.7, 51.4],
        [-2.5, 51.5],
      ],
      minZoom: 11,
      maxZoom: 18,
      initialZoom: 14,
      addressProp: "where.place",
      addressPattern: "",
      addressPatternProp: "",
      geocodeCountries: "gb",
    },
  },
  formSchema: {
    slides: [
      {
        id: "seen",
        title: "Have you seen it?",
        components: [
          field("radio", "seen", "Have you seen flooding?", {
            values: [
              { label: "Yes", value: "yes", nextSlideId: "where" },
              { label: "No", value: "no", nextSlideId: "you" },
            ],
            validate: { required: true },
          }),
        ],
        navigation: { nextSlideId: "" },
      },
      {
        id: "where",
        title: "Where",
        components: [
          field("textfield", "headline", "A title", { validate: { maxLength: 80 } }),
          field("address", "place", "Where was it?"),
          field("file", "photo", "A photo"),
          { type: "content", key: "note", html: "<p>We check every report.</p>" },
        ],
        navigation: { nextSlideId: "" },
      },
      {
        id: "you",
        title: "About you",
        components: [field("textarea", "else", "Anything else?", { placeholder: "Optional" })],
        navigation: { nextSlideId: "" },
      },
    ],
  },
  variants: {
    default: {
      title: "Where does the water stand?",
      excerpt: "Send us a photo.",
      intro: "<p>Heavy rain floods the same streets.</p>",
      thanksTitle: "Thank you!",
      thanksText: "<p>We read every report.</p>",
      thanksRedirect: null,
      shareTitle: "Flooding: show us",
      shareDescription: "Send a photo",
      slideNavigation: { seen: { nextText: "Continue" }, you: { submitText: "Send" } },
      componentText: {},
      responseEmailSubject: "Your report on *|CALLOUTTITLE|*",
      responseEmailBody: "<p>Thanks, *|FNAME|*.</p>",
      responseLinkText: { "Our coverage": "Our coverage" },
    },
    de: {
      title: "Wo steht das Wasser?",
      excerpt: "Schicken Sie uns ein Foto.",
      intro: "<p>Starkregen.</p>",
      thanksTitle: "Danke!",
      thanksText: "",
      thanksRedirect: null,
      shareTitle: null,
      shareDescription: null,
      slideNavigation: { seen: { nextText: "Weiter" } },
      componentText: { Yes: "Ja", No: "Nein", "Have you seen flooding?": "Haben Sie es gesehen?" },
      responseEmailSubject: "Ihr Bericht",
      responseEmailBody: null,
      responseLinkText: { "Our coverage": "Unsere Berichte" },
    },
  },
};

/** What the server stores of a written callout: variants completed. */
function stored(body: CreateCallout): CreateCallout {
  return {
    ...body,
    variants: Object.fromEntries(
      Object.entries(body.variants).map(([name, variant]) => [name, completeVariant(variant)]),
    ),
  };
}

/** The callout's settings and texts: what the builder's values hold (dates go by the action). */
function withoutDates(body: CreateCallout): Omit<CreateCallout, "slug" | "starts" | "expires"> {
  const settings: Partial<CreateCallout> = { ...body };
  delete settings.slug;
  delete settings.starts;
  delete settings.expires;
  return settings as Omit<CreateCallout, "slug" | "starts" | "expires">;
}

describe("the builder's values of a callout, and back", () => {
  it("give back the callout as it was written, translations and views included", () => {
    const callout = asStored(EVERYTHING);
    const body = calloutBody(builderValues(callout), published);
    const rest = withoutDates(stored(EVERYTHING));
    expect(stored(body)).toEqual(rest);
  });

  it("write a body the server's schema accepts", () => {
    const body = calloutBody(builderValues(asStored(EVERYTHING)), published);
    const [error] = validate(body, CreateCallout);
    expect(error?.failures() ?? []).toEqual([]);
  });

  it("read the default texts from the default variant, not the ones the callout was read in", () => {
    const callout = asStored(EVERYTHING, { title: "Wo steht das Wasser?" });
    expect(builderValues(callout).title).toBe("Where does the water stand?");
  });

  it("keep the button texts of the default language per slide, empty ones left out", () => {
    const values = builderValues(asStored(EVERYTHING));
    expect(values.slides.map((slide) => [slide.nextText, slide.submitText])).toEqual([
      ["Continue", ""],
      ["", ""],
      ["", "Send"],
    ]);
    expect(values.variants.de?.slideNavigation.seen).toEqual({
      prevText: "",
      nextText: "Weiter",
      submitText: "",
    });
  });

  it("send a language only while it is chosen, and only translations of today's texts", () => {
    const values = builderValues(asStored(EVERYTHING));
    values.variants.de!.componentText["A label that is gone"] = "Weg";
    expect(Object.keys(calloutBody(values, published).variants.de!.componentText ?? {})).toEqual([
      "Yes",
      "No",
      "Have you seen flooding?",
    ]);
    values.locales = [];
    expect(Object.keys(calloutBody(values, published).variants)).toEqual(["default"]);
  });

  it("turn a redirect into the end message readers get, in every language", () => {
    const values = builderValues(asStored(EVERYTHING));
    values.endMessage = "redirect";
    values.thanksRedirect = "https://example.org/after";
    values.variants.de!.thanksRedirect = "https://example.org/de/after";
    const body = calloutBody(values, published);
    expect(body.variants.default?.thanksRedirect).toBe("https://example.org/after");
    expect(body.variants.de?.thanksRedirect).toBe("https://example.org/de/after");
    values.endMessage = "message";
    const back = calloutBody(values, published);
    expect(back.variants.default?.thanksRedirect).toBeNull();
    expect(back.variants.de?.thanksRedirect).toBeNull();
  });

  it("leave out the response view and its map when they are off, keeping their settings", () => {
    const values = builderValues(asStored(EVERYTHING));
    values.responseViewSchema.mapEnabled = false;
    expect(calloutBody(values, published).responseViewSchema?.map).toBeNull();
    values.responseViewSchema.enabled = false;
    expect(calloutBody(values, published).responseViewSchema).toBeNull();
    values.responseViewSchema.enabled = true;
    values.responseViewSchema.mapEnabled = true;
    expect(calloutBody(values, published).responseViewSchema).toEqual(
      EVERYTHING.responseViewSchema,
    );
  });

  it("offer no newsletter sign-up to a callout that collects no contact details", () => {
    const values = builderValues(asStored(EVERYTHING));
    values.collectContact = false;
    const body = calloutBody(values, published);
    expect(body.access).toBe("only-anonymous");
    expect(body.newsletterSchema).toBeNull();
  });

  it("let the server make a new callout's slug, and make it again from the title until published", () => {
    const values = newBuilderValues("slide1");
    values.title = "Our water";
    expect(calloutBody(values, { isNew: true, slugLocked: false })).not.toHaveProperty("slug");
    expect(calloutBody(values, { isNew: false, slugLocked: false }).slug).toBeNull();
    values.autoSlug = false;
    values.slug = "our-water-2026 ";
    expect(calloutBody(values, { isNew: false, slugLocked: false }).slug).toBe("our-water-2026");
    expect(calloutBody(values, published)).not.toHaveProperty("slug");
  });

  it("follow the title with a draft's slug that was made from it", () => {
    const draft = (slug: string) =>
      builderValues(
        asStored(
          { ...EVERYTHING, slug, variants: { default: { title: "Our water" } } },
          {
            slugLocked: false,
            status: "draft",
          },
        ),
      );
    expect(draft("our-water").autoSlug).toBe(true);
    expect(draft("our-water-3").autoSlug).toBe(true);
    expect(draft("water-2026").autoSlug).toBe(false);
  });

  it("say who may answer with three questions that give back every access", () => {
    for (const access of ["member", "guest", "anonymous", "only-anonymous"] as CalloutAccess[]) {
      expect(accessOf(accessFlags(access))).toBe(access);
    }
  });

  it("start a new callout with one empty slide that a save would send as it is", () => {
    const values = newBuilderValues("slide1");
    values.title = "A new callout";
    const body = calloutBody(values, { isNew: true, slugLocked: false });
    expect(body.formSchema.slides).toEqual([
      { id: "slide1", title: "", components: [], navigation: { nextSlideId: "" } },
    ]);
    expect(body.access).toBe("anonymous");
    expect(body.variants).toEqual({
      default: {
        title: "A new callout",
        excerpt: "",
        intro: "",
        thanksTitle: "",
        thanksText: "",
        thanksRedirect: null,
        shareTitle: null,
        shareDescription: null,
        slideNavigation: {},
        componentText: {},
        responseEmailSubject: null,
        responseEmailBody: null,
        responseLinkText: {},
      },
    });
    expect(body.sendResponseEmail).toBe(false);
  });
});
