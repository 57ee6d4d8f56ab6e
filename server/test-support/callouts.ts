// Callout bodies for tests; only test files import this module.
import type { CreateCallout } from "@core/callouts";
import { input } from "@tests/support/core/forms";

/** A short open form: a required text and an optional number, on one slide. */
export const simpleForm: CreateCallout["formSchema"] = {
  slides: [
    {
      id: "slide1",
      title: "Your view",
      navigation: { nextSlideId: "" },
      components: [
        input("textarea", {
          key: "view",
          label: "What do you think?",
          validate: { required: true },
        }),
        input("number", { key: "age", label: "Your age", validate: { min: 0, max: 130 } }),
      ],
    },
  ],
};

let titles = 0;

/** A callout open since yesterday, for members, with a unique title; `overrides` win. */
export function calloutBody(overrides: Partial<CreateCallout> = {}): CreateCallout {
  titles += 1;
  return {
    starts: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
    expires: null,
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    access: "member",
    captcha: "none",
    formSchema: simpleForm,
    variants: {
      default: {
        title: `Water quality in the old town ${titles}`,
        excerpt: "Tell us how your tap water tastes",
        intro: "<p>We are testing the water.</p>",
        thanksTitle: "Thank you",
        thanksText: "<p>We will be in touch.</p>",
        thanksRedirect: null,
        shareTitle: null,
        shareDescription: null,
        slideNavigation: {},
        componentText: {},
      },
    },
    ...overrides,
  };
}

const DAY = 24 * 3600 * 1000;

/** Dates for each status, relative to now. */
export const DATES = {
  draft: { starts: null, expires: null },
  scheduled: { starts: new Date(Date.now() + DAY).toISOString(), expires: null },
  open: { starts: new Date(Date.now() - DAY).toISOString(), expires: null },
  ended: {
    starts: new Date(Date.now() - 2 * DAY).toISOString(),
    expires: new Date(Date.now() - DAY).toISOString(),
  },
} as const;
