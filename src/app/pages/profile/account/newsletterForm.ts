import type { NewsletterStatus } from "@core/contacts";

/** Whether the member gets the newsletter now (a double opt-in waiting counts as yes). */
export const receives = (status: NewsletterStatus | undefined) =>
  status === "subscribed" || status === "pending";

/**
 * The status to save when the member ticks or unticks "Send me the newsletter": a status
 * that already says so is kept (a pending double opt-in stays pending), and someone who never
 * opted in and still does not stays `none` (never sent to the audience).
 */
export function chosenStatus(current: NewsletterStatus, wanted: boolean): NewsletterStatus {
  if (wanted) return receives(current) ? current : "subscribed";
  return receives(current) ? "unsubscribed" : current;
}
