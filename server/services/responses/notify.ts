import { and, eq, gt, sql } from "drizzle-orm";
import type { GuestDetails } from "@core/callouts";
import { normaliseEmail } from "@core/contacts";
import type { Database } from "../../db/connection";
import { calloutResponses } from "../../db/schema";
import type { CalloutFound } from "../callouts";
import { absoluteUrl, type EmailService } from "../email";

/** Confirmation emails to one guest address per hour (more answers are kept, not confirmed). */
export const GUEST_CONFIRMATIONS_PER_HOUR = 3;

/**
 * Whether a guest's answer may be confirmed by email: an address nobody confirmed gets a few
 * such emails an hour at most, however many answers name it.
 */
export async function mayConfirmTo(db: Database, guestEmail: string): Promise<boolean> {
  const recent = await db.$count(
    calloutResponses,
    and(
      eq(calloutResponses.guestEmail, guestEmail),
      gt(calloutResponses.createdAt, sql`now() - interval '1 hour'`),
    ),
  );
  // Counted before the new answer is stored.
  return recent < GUEST_CONFIRMATIONS_PER_HOUR;
}

/**
 * Queues the emails a new response causes, in its transaction: staff hear of it when the
 * callout asks for an email per response (the digest counts the others), and a guest gets
 * a confirmation.
 */
export async function queueResponseEmails(
  { email, baseUrl }: { email: EmailService; baseUrl: string },
  tx: Database,
  { record, title }: CalloutFound,
  responderName: string,
  guest?: GuestDetails,
): Promise<void> {
  if (record.responseEmails === "each") {
    await email.sendToAdmins(
      "new-callout-response",
      { CALLOUTSLUG: record.slug, CALLOUTTITLE: title, RESPNAME: responderName },
      tx,
    );
  }
  if (guest) {
    // Nobody confirmed this address: no text the reader typed goes into the email, not even
    // a name in the greeting or the To header, so it cannot carry someone's message.
    const to = { email: normaliseEmail(guest.email) };
    await email.send(
      "confirm-callout-response",
      to,
      {
        CALLOUTTITLE: title,
        CALLOUTLINK: absoluteUrl(`/callouts/${encodeURIComponent(record.slug)}`, baseUrl),
      },
      tx,
    );
  }
}
