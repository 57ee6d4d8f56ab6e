import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { calloutReviewers } from "../../db/schema";

// Who triages a callout's responses: its staff, the admins and the callout's reviewers.

/** Who is looking: admins are staff of every callout, a contact of those they review. */
export interface StaffViewer {
  isAdmin: boolean;
  contactId?: string | undefined;
}

type Queryable = Pick<Database, "select">;

/** Whether the viewer is staff of this callout: an admin, or one of its reviewers. */
export async function isCalloutStaff(
  db: Queryable,
  viewer: StaffViewer,
  calloutId: string,
): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (!viewer.contactId) return false;
  const [row] = await db
    .select({ id: calloutReviewers.id })
    .from(calloutReviewers)
    .where(
      and(
        eq(calloutReviewers.calloutId, calloutId),
        eq(calloutReviewers.contactId, viewer.contactId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** SQL: the callout named by `calloutId` (a column) is one this viewer is staff of. */
export function staffOf(viewer: StaffViewer, calloutId: SQLWrapper): SQL {
  if (viewer.isAdmin) return sql`true`;
  if (!viewer.contactId) return sql`false`;
  return sql`exists (select 1 from ${calloutReviewers} where ${calloutReviewers.calloutId} = ${calloutId} and ${calloutReviewers.contactId} = ${viewer.contactId})`;
}
