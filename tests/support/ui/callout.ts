// Callouts for tests of the callout views; only test files import this module.
import type { FormSchema } from "@core/forms/schema";
import { input } from "../core/forms";
import type { ReaderCallout } from "@ui/callout/types";

/** One slide with one required text question. */
const oneQuestionForm: FormSchema = {
  slides: [
    {
      id: "s1",
      title: "Your story",
      components: [
        input("textfield", { key: "story", label: "What happened?", validate: { required: true } }),
      ],
      navigation: { nextSlideId: "", prevText: "", nextText: "", submitText: "Send" },
    },
  ],
};

/** An open callout anyone may answer, with one question; `overrides` change any of it. */
export function makeCallout(overrides: Partial<ReaderCallout> = {}): ReaderCallout {
  return {
    id: "c0ffee00-0000-4000-8000-000000000001",
    slug: "water",
    title: "Tell us about your water",
    excerpt: "How is the water where you live?",
    image: "",
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    access: "anonymous",
    captcha: "none",
    status: "open",
    starts: "2024-01-01T00:00:00.000Z",
    expires: null,
    channels: null,
    intro: "<p>We are collecting stories.</p>",
    thanksTitle: "Thank you!",
    thanksText: "<p>We read every answer.</p>",
    thanksRedirect: null,
    shareTitle: null,
    shareDescription: null,
    formSchema: oneQuestionForm,
    newsletterSchema: null,
    responseViewSchema: null,
    variantNames: ["default"],
    ...overrides,
  };
}

/** A JSON answer from the API. */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
