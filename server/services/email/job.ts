import { enums, nullable, object, optional, record, string, type Infer } from "superstruct";
import { LOCALES } from "@core/i18n";
import { defineJob, exponentialBackoff } from "../jobs";
import { EMAIL_TEMPLATE_IDS } from "./templates/types";
import { MergeValue } from "./values";

const Recipient = object({
  email: string(),
  firstname: optional(string()),
  lastname: optional(string()),
  /** The language to write in, when known before a contact has it (a join's confirmation). */
  locale: optional(nullable(enums(LOCALES))),
});

/** Who an email goes to; its names fill the greeting's merge tags. */
export type EmailRecipient = Infer<typeof Recipient>;

/** Text an admin has not saved yet, sent to themselves as a test (already sanitised). */
const Draft = object({ locale: enums(LOCALES), subject: string(), body: string() });

export type EmailDraft = Infer<typeof Draft>;

const EmailPayload = object({
  template: enums(EMAIL_TEMPLATE_IDS),
  /** Null: the organisation's support address, looked up when the email leaves. */
  recipient: nullable(Recipient),
  /** Text, or a day, moment or amount written when the email is rendered (`./values`). */
  fields: record(string(), nullable(MergeValue)),
  /** This text instead of the template's, in its language. */
  draft: optional(Draft),
  /**
   * A text staff wrote for this email alone (a callout's copy of answers), sanitised already;
   * an empty subject or body is the template's.
   */
  own: optional(
    object({
      subject: string(),
      body: string(),
      /** The text of the body's action links by their merge tag (`CALLOUTLINK`); none: the body's. */
      linkText: optional(record(string(), string())),
    }),
  ),
  /**
   * HTML made from what the reader sent, escaped already: it takes the place of the body's
   * `*|ANSWERS|*` tag, or follows the body without one, and is never merged.
   */
  answers: optional(string()),
});

export type QueuedEmail = Infer<typeof EmailPayload>;

/**
 * One email waiting to leave: rendered when it leaves (in the recipient's language and the
 * organisation's footer as they are then), tried ten times over about a day and a half (30 s, 1 min, 2 min,
 * … up to 6 hours apart). Only its template is logged: links and addresses stay out of logs.
 */
export const emailJob = defineJob({
  type: "email",
  payload: EmailPayload,
  maxAttempts: 10,
  backoff: exponentialBackoff(30, 6 * 60 * 60),
  logFields: (email) => ({ template: email.template }),
});
