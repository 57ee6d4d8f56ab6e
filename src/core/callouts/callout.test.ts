import { validate, type Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import { branchingForm } from "@tests/support/core/forms";
import { CreateCallout, UpdateCallout } from "./callout";
import { ResponseViewSchema } from "./response-view";

const variant = { title: "Has your tap water changed?" };
const body = { formSchema: branchingForm, variants: { default: variant } };

function failures<T, S>(struct: Struct<T, S>, value: unknown): string[] {
  const [error] = validate(value, struct);
  return error ? error.failures().map((failure) => failure.path.join(".") || "(root)") : [];
}

describe("CreateCallout", () => {
  it("needs only a form and a default title", () => {
    expect(failures(CreateCallout, body)).toEqual([]);
  });

  it("requires the default variant, with a title, and locale-like variant names", () => {
    expect(failures(CreateCallout, { ...body, variants: { de: variant } })).toEqual(["variants"]);
    expect(failures(CreateCallout, { ...body, variants: { default: { title: " " } } })).toEqual([
      "variants",
    ]);
    expect(
      failures(CreateCallout, { ...body, variants: { default: variant, "de informal": variant } }),
    ).toEqual(["variants"]);
  });

  it("checks the form as admins save it, and the slug's form", () => {
    const backwards = {
      slides: [
        { id: "a", components: [], navigation: { nextSlideId: "" } },
        { id: "b", components: [], navigation: { nextSlideId: "a" } },
      ],
    };
    expect(failures(CreateCallout, { ...body, formSchema: backwards })).toEqual(["formSchema"]);
    expect(failures(CreateCallout, { ...body, slug: "Tap Water" })).toEqual(["slug"]);
    expect(failures(CreateCallout, { ...body, access: "public" })).toEqual(["access"]);
    expect(failures(CreateCallout, { ...body, starts: "next week" })).toEqual(["starts"]);
    expect(failures(CreateCallout, { ...body, unknown: 1 })).toEqual(["unknown"]);
  });

  it("takes only http(s) or site links to redirect to after answering", () => {
    const redirect = (thanksRedirect: string) => ({
      ...body,
      variants: { default: { ...variant, thanksRedirect } },
    });
    expect(failures(CreateCallout, redirect("https://example.org/thanks"))).toEqual([]);
    expect(failures(CreateCallout, redirect("/thanks"))).toEqual([]);
    expect(failures(CreateCallout, redirect("javascript:alert(1)"))).toEqual([
      "variants.default.thanksRedirect",
    ]);
  });
});

describe("UpdateCallout", () => {
  it("takes any part", () => {
    expect(failures(UpdateCallout, {})).toEqual([]);
    expect(failures(UpdateCallout, { hidden: true })).toEqual([]);
    expect(failures(UpdateCallout, { variants: {} })).toEqual(["variants"]);
  });
});

describe("ResponseViewSchema", () => {
  const view = {
    buckets: ["verified"],
    titleProp: "report.headline",
    imageProp: "report.photo",
    imageFilter: "",
    links: [],
    gallery: true,
    map: {
      style: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      center: [-2.6, 51.45],
      bounds: [
        [-2.7, 51.4],
        [-2.5, 51.5],
      ],
      minZoom: 10,
      maxZoom: 18,
      initialZoom: 13,
      addressProp: "report.where",
      addressPattern: "",
      addressPatternProp: "",
    },
  };

  it("takes a map with [lng, lat] points and zooms in order", () => {
    expect(failures(ResponseViewSchema, view)).toEqual([]);
    expect(failures(ResponseViewSchema, { ...view, map: null })).toEqual([]);
    expect(
      failures(ResponseViewSchema, { ...view, map: { ...view.map, center: [51.45, 200] } }),
    ).toEqual(["map.center.1"]);
    expect(
      failures(ResponseViewSchema, { ...view, map: { ...view.map, initialZoom: 19 } }),
    ).toEqual(["map"]);
  });
});

describe("status actions in a callout's body", () => {
  it("take `now` for the server's time, and null to clear", () => {
    expect(failures(UpdateCallout, { starts: "now", expires: null })).toEqual([]);
    expect(failures(UpdateCallout, { expires: "now" })).toEqual([]);
    expect(failures(UpdateCallout, { starts: "soon" })).toEqual(["starts"]);
    expect(failures(UpdateCallout, { slug: null })).toEqual([]);
  });
});
