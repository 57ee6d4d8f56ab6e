import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { calloutReviewers } from "../../db/schema";

// A fact about the contact (their access level), read here as the contact list reads
// `isReviewer`, so contacts need nothing of the callouts' services.

/** Whether a contact reviews at least one callout: the `reviewer` access level. */
export async function reviewsAnyCallout(
  db: Pick<Database, "select">,
  contactId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: calloutReviewers.id })
    .from(calloutReviewers)
    .where(eq(calloutReviewers.contactId, contactId))
    .limit(1);
  return row !== undefined;
}
