import { enums, type Infer } from "superstruct";

/** A callout's status is never stored: it follows from its dates (contract 3.2). */
export const CALLOUT_STATUSES = ["draft", "scheduled", "open", "ended"] as const;
export const CalloutStatus = enums(CALLOUT_STATUSES);
export type CalloutStatus = Infer<typeof CalloutStatus>;

export interface CalloutDates {
  starts: Date | null;
  expires: Date | null;
}

/**
 * Draft without a start date; scheduled until it starts; ended from the moment it expires;
 * open in between. The server's SQL (services/callouts/status-sql.ts) says the same.
 */
export function calloutStatus({ starts, expires }: CalloutDates, now = new Date()): CalloutStatus {
  if (starts === null) return "draft";
  if (starts.getTime() > now.getTime()) return "scheduled";
  if (expires !== null && expires.getTime() <= now.getTime()) return "ended";
  return "open";
}

/** Readers see open and ended callouts; drafts and scheduled ones are for admins. */
export function isPublished(status: CalloutStatus): boolean {
  return status === "open" || status === "ended";
}
