import { msg } from "@lingui/core/macro";
import type { NewsletterStatus } from "@core/contacts";

/** A newsletter status as staff read it. */
export const NEWSLETTER_LABELS = {
  subscribed: msg`Subscribed`,
  unsubscribed: msg`Unsubscribed`,
  cleaned: msg`Cleaned (the address bounced)`,
  pending: msg`Waiting for confirmation`,
  none: msg`Not on the list`,
} satisfies Record<NewsletterStatus, ReturnType<typeof msg>>;
