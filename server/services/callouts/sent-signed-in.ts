import { and, eq, isNull, type SQL } from "drizzle-orm";
import { calloutResponses } from "../../db/schema";

/**
 * Responses a contact sent signed in. A guest's response is linked to the contact that owns
 * the email it gives, but an email address proves nothing: whoever holds (or later takes) that
 * address must never see, count or change those answers as their own.
 */
export function sentSignedInBy(contactId: string): SQL {
  return and(eq(calloutResponses.contactId, contactId), isNull(calloutResponses.guestEmail)) as SQL;
}
