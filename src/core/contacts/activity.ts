import { array, enums, nullable, object, record, string, unknown, type Infer } from "superstruct";

/** What a line of a contact's activity timeline tells. */
export const ACTIVITY_KINDS = [
  "joined",
  "login",
  "created-by-staff",
  "profile-changed",
  "role-set",
  "role-removed",
  "mfa-removed",
  "contribution-changed",
  "contribution-cancelled",
  "contribution-ended-failed",
  "payment",
  "response",
  "tags-changed",
  "email",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One line of `GET /contact/:id/activity`: when, what, the staff member who did it (null for
 * the contact, the system or a payment provider) and the details of that kind.
 */
export const ActivityItem = object({
  at: string(),
  kind: enums(ACTIVITY_KINDS),
  actor: nullable(object({ id: string(), displayName: string() })),
  data: record(string(), unknown()),
});
export type ActivityItem = Infer<typeof ActivityItem>;

export const ActivityList = array(ActivityItem);
export type ActivityList = Infer<typeof ActivityList>;
