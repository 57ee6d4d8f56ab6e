import {
  array,
  boolean,
  enums,
  is,
  nullable,
  number,
  object,
  optional,
  partial,
  record,
  refine,
  size,
  string,
  type Infer,
} from "superstruct";
import { isoDate } from "../contacts";
import { NewsletterGroup, link } from "../content";
import { FormSchemaForWrite, FormSchemaStruct } from "../forms";
import { pageOf } from "../rules/page";
import { ResponseViewSchema } from "./response-view";
import { calloutSlug } from "./slug";
import { CalloutStatus } from "./status";
import { CalloutVariant, CalloutVariantsForWrite } from "./variant";

/**
 * Who may answer: members only; anyone, with contact details (`guest`); anyone, details
 * optional (`anonymous`); anyone, never linked to a person (`only-anonymous`).
 */
export const CALLOUT_ACCESS = ["member", "guest", "anonymous", "only-anonymous"] as const;
export const CalloutAccess = enums(CALLOUT_ACCESS);
export type CalloutAccess = Infer<typeof CalloutAccess>;

/** Who must solve a captcha to answer: nobody, people not signed in, everyone. */
export const CALLOUT_CAPTCHA = ["none", "guest", "all"] as const;
export const CalloutCaptcha = enums(CALLOUT_CAPTCHA);
export type CalloutCaptcha = Infer<typeof CalloutCaptcha>;

/**
 * Which emails staff get about new responses: none, one per response, or a daily digest that
 * counts them. Not in beabee's contract: ours, defaulting to the digest.
 */
export const CALLOUT_RESPONSE_EMAILS = ["none", "each", "digest"] as const;
export const CalloutResponseEmails = enums(CALLOUT_RESPONSE_EMAILS);
export type CalloutResponseEmails = Infer<typeof CalloutResponseEmails>;

/**
 * What the thank-you page offers next, in this order: sharing the callout, the newsroom's other
 * open callouts. Ours, not beabee's; both by default.
 */
export const CALLOUT_NEXT_STEPS = ["share", "callouts"] as const;
export const CalloutNextStep = enums(CALLOUT_NEXT_STEPS);
export type CalloutNextStep = Infer<typeof CalloutNextStep>;

export const CALLOUT_CHANNELS = ["telegram"] as const;
export const CalloutChannel = enums(CALLOUT_CHANNELS);
export type CalloutChannel = Infer<typeof CalloutChannel>;

/** The sign-up a callout's last slide may offer people who leave their contact details. */
export const CalloutNewsletterSchema = object({
  title: string(),
  text: string(),
  optIn: string(),
  groups: array(NewsletterGroup),
});
export type CalloutNewsletterSchema = Infer<typeof CalloutNewsletterSchema>;

/** What `GET /callout` and `GET /callout/:id` add on request (contract 1.7). */
export const CALLOUT_WITH = [
  "form",
  "hasAnswered",
  "responseCount",
  "responseViewSchema",
  "variantNames",
  "variants",
] as const;
export const CalloutWith = enums(CALLOUT_WITH);
export type CalloutWith = Infer<typeof CalloutWith>;

/**
 * The contract's sorts, and the staff list's: status (draft, scheduled, open, ended), the
 * response count and hidden first or last.
 */
export const CALLOUT_SORTS = [
  "title",
  "starts",
  "expires",
  "status",
  "responseCount",
  "hidden",
] as const;
export type CalloutSort = (typeof CALLOUT_SORTS)[number];

/**
 * A callout as the API answers it (contract 2.5). Texts come from the variant asked for
 * (`?variant=`), each falling back to the default variant's when empty. With `form`, the
 * form's slides carry that language's button texts and `formSchema.componentText` its
 * translations, for `translateForm`. `hasAnswered` is there for callers with a contact,
 * `responseCount` for admins and the callout's reviewers. `slugLocked`: the callout has been
 * published, so its slug no longer changes (readers' links use it).
 */
export const Callout = object({
  id: string(),
  slug: string(),
  title: string(),
  excerpt: string(),
  image: string(),
  allowUpdate: boolean(),
  allowMultiple: boolean(),
  hidden: boolean(),
  hideContactFromReviewers: optional(boolean()),
  slugLocked: optional(boolean()),
  access: CalloutAccess,
  captcha: CalloutCaptcha,
  responseEmails: optional(CalloutResponseEmails),
  /** Signed-in readers who answer are sent a copy of their answers (beabee's name). */
  sendResponseEmail: optional(boolean()),
  thanksNextSteps: optional(array(CalloutNextStep)),
  status: CalloutStatus,
  starts: nullable(string()),
  expires: nullable(string()),
  channels: nullable(array(CalloutChannel)),
  hasAnswered: optional(boolean()),
  responseCount: optional(number()),
  intro: optional(string()),
  thanksTitle: optional(string()),
  thanksText: optional(string()),
  thanksRedirect: optional(nullable(string())),
  shareTitle: optional(nullable(string())),
  shareDescription: optional(nullable(string())),
  formSchema: optional(FormSchemaStruct),
  newsletterSchema: optional(nullable(CalloutNewsletterSchema)),
  responseViewSchema: optional(nullable(ResponseViewSchema)),
  variantNames: optional(array(string())),
  variants: optional(record(string(), CalloutVariant)),
});
export type Callout = Infer<typeof Callout>;

export const CalloutPage = pageOf(Callout);
export type CalloutPage = Infer<typeof CalloutPage>;

/** A date a status action sets, or `now` for the server's clock (publish now, end now). */
export const CALLOUT_NOW = "now";
const calloutDate = () =>
  refine(
    string(),
    "isDateOrNow",
    (value) =>
      value === CALLOUT_NOW ||
      is(value, isoDate()) ||
      "Expected an ISO 8601 date, such as 2025-01-31T12:00:00.000Z, or now",
  );

/**
 * `POST /callout`. Without a slug (or with `slug: null`) the server makes one from the
 * default title; `PATCH` with `slug: null` makes it again from the title until the callout is
 * first published, and a published callout's slug cannot change (400 `slug-locked`).
 * `starts` and `expires` take `now` for the server's time, so "publish now" and "end now"
 * do not depend on the admin's clock. Settings left out take the defaults of contract 3.1
 * (members only, no captcha, one response, not hidden). The form's slide navigation keeps
 * `nextSlideId` only: button texts live in the variants.
 */
export const CreateCallout = object({
  slug: optional(nullable(calloutSlug())),
  image: optional(link()),
  starts: optional(nullable(calloutDate())),
  expires: optional(nullable(calloutDate())),
  allowUpdate: optional(boolean()),
  allowMultiple: optional(boolean()),
  hidden: optional(boolean()),
  hideContactFromReviewers: optional(boolean()),
  access: optional(CalloutAccess),
  captcha: optional(CalloutCaptcha),
  responseEmails: optional(CalloutResponseEmails),
  sendResponseEmail: optional(boolean()),
  thanksNextSteps: optional(size(array(CalloutNextStep), 0, CALLOUT_NEXT_STEPS.length)),
  channels: optional(nullable(array(CalloutChannel))),
  formSchema: FormSchemaForWrite,
  newsletterSchema: optional(nullable(CalloutNewsletterSchema)),
  responseViewSchema: optional(nullable(ResponseViewSchema)),
  variants: CalloutVariantsForWrite,
});
export type CreateCallout = Infer<typeof CreateCallout>;

/** `PATCH /callout/:id` and the body of a clone: any part; `variants` replaces them all. */
export const UpdateCallout = partial(CreateCallout);
export type UpdateCallout = Infer<typeof UpdateCallout>;
