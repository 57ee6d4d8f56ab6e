import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from "superstruct";
import { union } from "../validation/union";

/** A group of the audience (a Mailchimp interest). */
export const AudienceGroup = object({ id: string(), label: string() });
export type AudienceGroup = Infer<typeof AudienceGroup>;

export const DIFFERENCE_KINDS = [
  /** Opted in here, absent from the audience. */
  "missing-in-audience",
  /** In the audience, no contact here has the address. */
  "not-in-agora",
  /** Subscribed, unsubscribed, cleaned or pending differ. */
  "status",
  "groups",
  /** Tags Agora puts on (or took off) differ; Mailchimp's own tags are not compared. */
  "tags",
  /** Names, membership or contribution differ. */
  "details",
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** One thing the reconcile found different, and which side it trusted. */
export const Difference = object({
  email: string(),
  kind: enums(DIFFERENCE_KINDS),
  agora: string(),
  audience: string(),
  /** `agora`: Agora took the audience's value; `audience`: the audience was sent Agora's. */
  fixedIn: nullable(enums(["agora", "audience"])),
});
export type Difference = Infer<typeof Difference>;

/** Differences a report lists; the counts cover them all. */
export const REPORTED_DIFFERENCES = 100;

export const ReconcileReport = object({
  checkedAt: string(),
  fix: boolean(),
  audienceMembers: number(),
  contacts: number(),
  differenceCount: number(),
  fixedInAgora: number(),
  fixedInAudience: number(),
  differences: array(Difference),
});
export type ReconcileReport = Infer<typeof ReconcileReport>;

export const NEWSLETTER_PROVIDERS = ["mailchimp", "test", "none"] as const;

/** Settings → Newsletter: `GET /newsletter`. */
export const NewsletterState = object({
  provider: enums(NEWSLETTER_PROVIDERS),
  audienceId: nullable(string()),
  groups: array(AudienceGroup),
  lastSyncAt: nullable(string()),
  /** The provider's last refusal, in plain words; null once a sync succeeded after it. */
  lastError: nullable(string()),
  lastErrorAt: nullable(string()),
  /** Contacts whose changes wait to be sent. */
  pendingChanges: number(),
  /** Batches the provider kept refusing until they were given up. */
  failedChanges: number(),
  lastReconcileAt: nullable(string()),
  lastReconcile: nullable(ReconcileReport),
});
export type NewsletterState = Infer<typeof NewsletterState>;

/** `POST /newsletter/reconcile`'s body. */
export const StartReconcile = object({ fix: boolean() });
export type StartReconcile = Infer<typeof StartReconcile>;

/** A reconcile's job, as its progress is asked for. */
export const ReconcileProgress = object({
  id: string(),
  state: enums(["queued", "running", "done", "failed"]),
  done: nullable(number()),
  total: nullable(number()),
  report: nullable(ReconcileReport),
});
export type ReconcileProgress = Infer<typeof ReconcileProgress>;

/** beabee's `ApiHealthStatus`. */
export const API_HEALTH_STATUSES = ["healthy", "unhealthy", "disabled"] as const;

/** A group as beabee's integration API lists it: `checked` is its default on join setup. */
export const IntegrationGroup = object({ id: string(), label: string(), checked: boolean() });

/**
 * beabee's `GET /integrations/newsletter`: `none`, or the provider with its audience and
 * groups; `status` with `?with=health`.
 */
export const NewsletterIntegration = object({
  provider: enums(NEWSLETTER_PROVIDERS),
  status: optional(enums(API_HEALTH_STATUSES)),
  audienceId: optional(string()),
  groups: optional(array(IntegrationGroup)),
});
export type NewsletterIntegration = Infer<typeof NewsletterIntegration>;

export const IntegrationQuery = object({
  with: optional(union([enums(["health"]), array(enums(["health"]))])),
});

/** beabee's `POST /integrations/newsletter/refresh`: the groups read again, and what changed. */
export const NewsletterGroupDiff = object({
  info: NewsletterIntegration,
  groupChanges: array(
    object({ id: string(), label: string(), action: enums(["added", "removed"]) }),
  ),
});
export type NewsletterGroupDiff = Infer<typeof NewsletterGroupDiff>;
