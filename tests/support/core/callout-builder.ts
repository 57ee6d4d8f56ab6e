import type { FormComponent } from "@core/forms/schema";
import type { Callout, CreateCallout } from "@core/callouts/callout";
import { completeVariant } from "@core/callouts/variant";

// Callouts for the builder's tests, as the API answers a staff read of them.

export const field = (
  type: string,
  key: string,
  label: string,
  extra: Record<string, unknown> = {},
): FormComponent => ({ type, key, label, input: true, ...extra }) as FormComponent;

/**
 * A written callout as `GET /callout/:id?with=form&with=variants&with=responseViewSchema`
 * answers it once stored: variants completed, the form's navigation holding the default
 * button texts, dates and settings filled in.
 */
export function asStored(body: CreateCallout, extra: Partial<Callout> = {}): Callout {
  const variants = Object.fromEntries(
    Object.entries(body.variants).map(([name, variant]) => [name, completeVariant(variant)]),
  );
  const main = variants.default!;
  return {
    id: "3f2c1d4e-0000-4000-8000-000000000001",
    slug: body.slug ?? "a-callout",
    title: main.title,
    excerpt: main.excerpt,
    image: body.image ?? "",
    allowUpdate: body.allowUpdate ?? false,
    allowMultiple: body.allowMultiple ?? false,
    hidden: body.hidden ?? false,
    hideContactFromReviewers: body.hideContactFromReviewers ?? false,
    slugLocked: true,
    access: body.access ?? "member",
    captcha: body.captcha ?? "none",
    responseEmails: body.responseEmails ?? "digest",
    sendResponseEmail: body.sendResponseEmail ?? false,
    thanksNextSteps: body.thanksNextSteps ?? ["share", "callouts"],
    status: "open",
    starts: body.starts ?? null,
    expires: body.expires ?? null,
    channels: body.channels ?? null,
    intro: main.intro,
    thanksTitle: main.thanksTitle,
    thanksText: main.thanksText,
    thanksRedirect: main.thanksRedirect,
    shareTitle: main.shareTitle,
    shareDescription: main.shareDescription,
    formSchema: {
      slides: body.formSchema.slides.map((slide) => ({
        ...slide,
        navigation: {
          nextSlideId: slide.navigation?.nextSlideId ?? "",
          prevText: main.slideNavigation[slide.id]?.prevText ?? "",
          nextText: main.slideNavigation[slide.id]?.nextText ?? "",
          submitText: main.slideNavigation[slide.id]?.submitText ?? "",
        },
      })),
      componentText: main.componentText,
    },
    newsletterSchema: body.newsletterSchema ?? null,
    responseViewSchema: body.responseViewSchema ?? null,
    variantNames: Object.keys(variants),
    variants,
    ...extra,
  };
}
