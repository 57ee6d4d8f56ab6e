import {
  array,
  boolean,
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
import { Callout } from "./callout";
import { pageOf } from "../rules/page";

/** Who a guest is, when the callout asks (`access: guest`) or allows (`anonymous`). */
export const GuestDetails = object({
  firstname: requiredText(NAME_MAX_LENGTH),
  lastname: requiredText(NAME_MAX_LENGTH),
  email: contactEmail(),
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

export const ResponseTag = object({ id: string(), name: string() });

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

export const CALLOUT_RESPONSE_SORTS = ["number", "createdAt", "updatedAt"] as const;
export type CalloutResponseSort = (typeof CALLOUT_RESPONSE_SORTS)[number];

export const ResponseComment = object({
  id: string(),
  responseId: string(),
  text: string(),
  contact: Contact,
  createdAt: string(),
  updatedAt: string(),
});

/**
 * A response (contract 2.6). `guestName` and `guestEmail` are the details a guest gave;
 * null for people signed in and for anonymous answers. `contact` is there for admins only.
 * Assignees, tags and comments arrive with response triage; until then they are empty.
 */
export const CalloutResponse = object({
  id: string(),
  number: number(),
  createdAt: string(),
  updatedAt: string(),
  bucket: string(),
  guestName: nullable(string()),
  guestEmail: nullable(string()),
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
