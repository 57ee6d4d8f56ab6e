import { or, sql, type SQL } from "drizzle-orm";
import { calloutResponses } from "../../db/schema";
import { staffOf, type CalloutViewer } from "../callouts";
import { sentSignedInBy } from "../callouts/sent-signed-in";

// Which responses a viewer reaches: admins all; a callout's reviewers all of its responses;
// anyone signed in the responses they sent signed in (see callouts/sent-signed-in.ts).

/** The responses this viewer may read; undefined for admins (no restriction). */
export function readableBy(viewer: CalloutViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (!viewer.contactId) return sql`false`;
  return or(sentSignedInBy(viewer.contactId), staffOf(viewer, calloutResponses.calloutId));
}

/** The responses this viewer may triage and comment on: those of callouts they are staff of. */
export function triageableBy(viewer: CalloutViewer): SQL | undefined {
  return viewer.isAdmin ? undefined : staffOf(viewer, calloutResponses.calloutId);
}
