import { describe, expect, it } from "vitest";
import { builderProblems, tabOf, type ProblemContext } from "./problems";
import { field } from "@tests/support/core/callout-builder";
import { emptySlide, newBuilderValues, type BuilderValues } from "./values";

const NOW = new Date("2026-03-01T12:00:00Z");
const draft: ProblemContext = { status: "draft", starts: null, now: NOW, slugLocked: false };

/** A callout ready to publish. */
function ready(): BuilderValues {
  const values = newBuilderValues("one");
  values.slides = [
    { ...emptySlide("one"), title: "Your water", components: [field("textfield", "q", "What?")] },
  ];
  values.intro = "<p>Tell us</p>";
  values.thanksTitle = "Thanks";
  values.thanksText = "<p>We read all of them.</p>";
  values.title = "Our water";
  values.excerpt = "Tell us about it";
  values.image = "/uploads/water.jpg";
  return values;
}

const codes = (values: BuilderValues, context = draft) =>
  builderProblems(values, context).map(
    (problem) => `${problem.level} ${problem.code} ${problem.path}`,
  );

describe("what keeps a callout from being saved or published", () => {
  it("is nothing for a callout that is ready", () => {
    expect(codes(ready())).toEqual([]);
  });

  it("is only its title for saving a new callout's draft", () => {
    const fresh = newBuilderValues("one");
    const found = builderProblems(fresh, { ...draft, status: "new" });
    expect(found.filter((problem) => problem.level === "save").map((p) => p.path)).toEqual([
      "title",
    ]);
    expect(found.filter((problem) => problem.level === "publish").map((p) => p.code)).toEqual([
      "slide-title",
      "slide-empty",
      "intro",
      "thanks-title",
      "thanks-text",
      "excerpt",
    ]);
  });

  it("includes what the server refuses in a form: ways back, and keys", () => {
    const values = ready();
    values.slides = [
      values.slides[0]!,
      {
        ...emptySlide("two"),
        title: "Two",
        nextSlideId: "one",
        components: [
          field("radio", "q", "Again?", {
            values: [{ label: "Yes", value: "y", nextSlideId: "one" }],
          }),
          field("textfield", "q", "Twice"),
          field("textfield", "bad key", "Bad", { validate: { pattern: "([a-z" } }),
        ],
      },
    ];
    expect(codes(values)).toEqual([
      "save slide-leads-back slides.1.nextSlideId",
      "save option-leads-back slides.1.components",
      "save duplicate-key slides.1.components",
      "save invalid-key slides.1.components",
      "save invalid-pattern slides.1.components",
    ]);
  });

  it("asks for an address for a redirect, and for its own address once the slug is typed", () => {
    const values = ready();
    values.endMessage = "redirect";
    values.autoSlug = false;
    expect(codes(values)).toEqual(["publish thanks-redirect thanksRedirect", "save slug slug"]);
    expect(codes(values, { ...draft, slugLocked: true })).toEqual([
      "publish thanks-redirect thanksRedirect",
    ]);
  });

  it("wants dates that make sense for the status", () => {
    const values = ready();
    values.startMode = "date";
    values.starts = "2026-04-01T";
    values.endMode = "date";
    values.expires = "2026-03-02T09:00";
    expect(codes(values)).toEqual(["publish starts starts"]);
    values.starts = "2026-04-01T10:00";
    expect(codes(values)).toEqual(["publish expires-before-starts expires"]);
    values.startMode = "publish";
    values.expires = "2026-02-01T09:00";
    expect(codes(values)).toEqual(["publish expires-past expires"]);
    // An open callout may end now: its end only has to come after its start.
    const open = { ...draft, status: "open" as const, starts: "2026-01-01T00:00:00Z" };
    expect(codes(values, open)).toEqual([]);
  });

  it("checks the newsletter sign-up only while it is offered", () => {
    const values = ready();
    values.newsletterSchema = {
      enabled: true,
      title: "",
      text: "",
      optIn: "Yes",
      groups: [
        { id: "a", label: "A", checked: true },
        { id: "a", label: "", checked: false },
      ],
    };
    expect(codes(values)).toEqual([
      "publish newsletter-title newsletterSchema.title",
      "publish newsletter-group-duplicate newsletterSchema.groups.1.id",
      "publish newsletter-group-label newsletterSchema.groups.1.label",
    ]);
    values.collectContact = false;
    expect(codes(values)).toEqual([]);
  });

  it("checks that public responses have a title, picture and place from the form", () => {
    const values = ready();
    values.responseViewSchema = {
      ...values.responseViewSchema,
      enabled: true,
      gallery: true,
      buckets: [],
      titleProp: "one.gone",
      mapEnabled: true,
    };
    expect(codes(values)).toEqual([
      "publish buckets responseViewSchema.buckets",
      "publish prop-missing responseViewSchema.titleProp",
      "publish image-prop responseViewSchema.imageProp",
      "publish address-prop responseViewSchema.map.addressProp",
    ]);
    values.responseViewSchema.gallery = false;
    values.responseViewSchema.mapEnabled = false;
    values.responseViewSchema.buckets = ["verified"];
    values.responseViewSchema.titleProp = "one.q";
    expect(codes(values)).toEqual(["publish display-kind responseViewSchema.gallery"]);
  });

  it("belongs to the tab that shows its field", () => {
    expect(tabOf("slides.2.components")).toBe("content");
    expect(tabOf("thanksText")).toBe("content");
    expect(tabOf("shareTitle")).toBe("titleImage");
    expect(tabOf("expires")).toBe("settings");
    expect(tabOf("newsletterSchema.groups.0.id")).toBe("settings");
    expect(tabOf("responseViewSchema.map.style")).toBe("display");
    expect(tabOf("variants.de.title")).toBe("translations");
  });
});
