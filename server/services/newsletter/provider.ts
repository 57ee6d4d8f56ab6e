import { createHash } from "node:crypto";
import type { NewsletterGroupRecord } from "../../db/schema";

/** The statuses an audience member has; Agora's `none` means "not in the audience". */
export type AudienceStatus = "subscribed" | "unsubscribed" | "cleaned" | "pending";

/** Merge fields newsrooms segment on (names, membership and contribution). */
export interface MergeFields {
  FNAME: string;
  LNAME: string;
  /** `active`, `expiring`, `expired` or `none` (src/core/contributions/membership). */
  MEMSTATUS: string;
  /** YYYY-MM-DD, or "" without an end. */
  MEMEXPIRES: string;
  /** Per period, "" without a contribution. */
  CONTAMT: string;
  /** `monthly`, `annually` or "". */
  CONTPERIOD: string;
}

/** A contact as the audience holds it. */
export interface AudienceMember {
  email: string;
  status: AudienceStatus;
  /** The interest ids (Agora's newsletter groups) the member is in. */
  groups: string[];
  mergeFields: MergeFields;
  tags: string[];
}

/** What the provider answered for one member written: its status then, or why it refused. */
export type UpsertOutcome =
  { email: string; status: AudienceStatus } | { email: string; error: string };

/** A page of the audience's members, in the provider's order. */
export interface AudiencePage {
  members: AudienceMember[];
  total: number;
}

/**
 * Where newsletter members live: Mailchimp (`mailchimp.ts`) or the local stand-in
 * (`stand-in.ts`). Members are known by their address; every write is an upsert, so a write
 * repeated (a retried job) changes nothing more.
 */
export interface NewsletterProvider {
  readonly kind: "mailchimp" | "test";
  /** The audience (Mailchimp list) id. */
  readonly audienceId: string;
  /** Writes members (at most `BATCH_SIZE`) in one call; `groups` are all the audience's. */
  upsert(members: readonly AudienceMember[], groups: readonly string[]): Promise<UpsertOutcome[]>;
  /**
   * Takes these tags off the member. Writes only ever add tags (as Mailchimp's batch
   * subscribe does), so a tag removed in Agora is taken off here.
   */
  removeTags(email: string, tags: readonly string[]): Promise<void>;
  /** Moves the member known by `from` to the address `to`. */
  changeEmail(from: string, to: string): Promise<void>;
  /** The audience's groups (Mailchimp: every interest of every interest category). */
  groups(): Promise<NewsletterGroupRecord[]>;
  /** Members from `offset`, at most `count` (up to `BATCH_SIZE`). */
  members(offset: number, count: number): Promise<AudiencePage>;
}

/** Members per call: Mailchimp's batch subscribe takes at most 500. */
export const BATCH_SIZE = 500;

/** A refusal or failure of the provider, in words an admin can act on. */
export class NewsletterProviderError extends Error {
  override readonly name = "NewsletterProviderError";
  constructor(
    message: string,
    /** The HTTP status the provider answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Mailchimp's id of a member: the MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.toLowerCase()).digest("hex");
}
