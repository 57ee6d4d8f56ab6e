import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from "superstruct";
import { Contact, NAME_MAX_LENGTH, contactEmail, requiredText } from "../contacts";
import { AddressAnswerStruct, AnswersStruct } from "../forms";
import { LOCALES } from "../i18n/locales";
import { Callout } from "./callout";
import { pageOf } from "../rules/page";

/** Who a guest is, when the callout asks (`access: guest`) or allows (`anonymous`). */
export const GuestDetails = object({
  firstname: requiredText(NAME_MAX_LENGTH),
  lastname: requiredText(NAME_MAX_LENGTH),
  email: contactEmail(),
  /** The answer frame's language: a new contact's emails are written in it. */
  locale: optional(enums(LOCALES)),
});
export type GuestDetails = Infer<typeof GuestDetails>;

/** The newsletter sign-up of a response: the opt-in and the groups (ids of the callout's). */
export const ResponseNewsletter = object({
  optIn: boolean(),
  groups: size(array(string()), 0, 50),
});
export type ResponseNewsletter = Infer<typeof ResponseNewsletter>;

/**
 * `POST /callout/:id/responses` (captcha token in the query, `?captchaToken=`). Answers are
 * checked against the form: only the slides on the reader's path, every question they see.
 */
export const CreateCalloutResponse = object({
  answers: AnswersStruct,
  guest: optional(GuestDetails),
  newsletter: optional(ResponseNewsletter),
});
export type CreateCalloutResponse = Infer<typeof CreateCalloutResponse>;

/**
 * What `POST /callout/:id/responses` answers a caller who is not signed in: an id, and no
 * more, so the answer never tells whether an email address is known.
 */
export const GuestResponseReceipt = object({ id: string() });
export type GuestResponseReceipt = Infer<typeof GuestResponseReceipt>;

/** A tag as a response carries it. */
export const ResponseTag = object({ id: string(), name: string() });
export type ResponseTag = Infer<typeof ResponseTag>;

/** What `GET /callout/:id/responses` adds on request (contract 1.7). */
export const CALLOUT_RESPONSE_WITH = [
  "answers",
  "assignee",
  "callout",
  "contact",
  "latestComment",
  "tags",
] as const;
export type CalloutResponseWith = (typeof CALLOUT_RESPONSE_WITH)[number];

/**
 * The contract's sorts, and triage's: by assignee (their name; unassigned last) and bucket,
 * each then by number.
 */
export const CALLOUT_RESPONSE_SORTS = [
  "number",
  "createdAt",
  "updatedAt",
  "assignee",
  "bucket",
] as const;
export type CalloutResponseSort = (typeof CALLOUT_RESPONSE_SORTS)[number];

/** A comment on a response (contract 2.7); `contact` is null once its author is deleted. */
export const ResponseComment = object({
  id: string(),
  responseId: string(),
  text: string(),
  contact: nullable(Contact),
  createdAt: string(),
  updatedAt: string(),
});
export type ResponseComment = Infer<typeof ResponseComment>;

/**
 * A response (contract 2.6). `guestName` and `guestEmail` are the details a guest gave;
 * null for people signed in and for anonymous answers. `contact` is there for admins and the
 * callout's reviewers; when the callout hides contact details from reviewers, they get no
 * contact, guest name or email, and `contactHidden: true`.
 */
export const CalloutResponse = object({
  id: string(),
  number: number(),
  createdAt: string(),
  updatedAt: string(),
  bucket: string(),
  guestName: nullable(string()),
  guestEmail: nullable(string()),
  contactHidden: optional(boolean()),
  answers: optional(AnswersStruct),
  callout: optional(Callout),
  contact: optional(nullable(Contact)),
  assignee: optional(nullable(Contact)),
  tags: optional(array(ResponseTag)),
  latestComment: optional(nullable(ResponseComment)),
});
export type CalloutResponse = Infer<typeof CalloutResponse>;

export const CalloutResponsePage = pageOf(CalloutResponse);
export type CalloutResponsePage = Infer<typeof CalloutResponsePage>;

export const ResponsePhoto = object({ url: string(), path: string() });

/**
 * A response as the public gallery and map show it: answers without admin-only questions, a
 * title (the answer at `titleProp`, as text), photos (at `imageProp`) and the address (at
 * `map.addressProp`), when there are such answers.
 */
export const CalloutResponseMapItem = object({
  number: number(),
  answers: AnswersStruct,
  title: string(),
  photos: array(ResponsePhoto),
  address: optional(AddressAnswerStruct),
});
export type CalloutResponseMapItem = Infer<typeof CalloutResponseMapItem>;

export const CalloutResponseMapPage = pageOf(CalloutResponseMapItem);
export type CalloutResponseMapPage = Infer<typeof CalloutResponseMapPage>;
