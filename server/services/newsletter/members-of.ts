import { eq, inArray } from "drizzle-orm";
import { amountPerPeriod } from "@core/contributions/amounts";
import { membershipStatus } from "@core/contributions/membership";
import type { NewsletterStatus } from "@core/contacts";
import type { Database } from "../../db/connection";
import {
  contactProfiles,
  contactTagAssignments,
  contactTags,
  contacts,
  newsletterMembers,
} from "../../db/schema";
import type { AudienceMember, MergeFields } from "./provider";

/** A contact as the sync reads it: what the audience should hold, and where it was sent. */
export interface SyncedContact {
  contactId: string;
  /** Agora's status; `none` is never sent (the contact never opted in). */
  status: NewsletterStatus;
  member: AudienceMember;
  /** The address the provider knows the member by, when it was sent before. */
  sentAs: string | undefined;
  /** The tags last sent (a tag gone since is taken off the member). */
  sentTags: string[];
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

/**
 * The contacts' audience members, read from the contacts' copies of their membership and
 * contribution (kept by triggers, server/db/schema.ts), the membership's status derived as
 * everywhere else (src/core/contributions/membership).
 */
export async function readContacts(
  db: Database,
  contactIds: readonly string[],
  now: Date,
): Promise<SyncedContact[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstname: contacts.firstname,
      lastname: contacts.lastname,
      // The profile's own, not the contact's copy (kept for the contacts list's rules).
      status: contactProfiles.newsletterStatus,
      groups: contactProfiles.newsletterGroups,
      starts: contacts.membershipStarts,
      expires: contacts.membershipExpires,
      cancelledAt: contacts.contributionCancelledAt,
      monthly: contacts.contributionMonthlyAmount,
      period: contacts.contributionPeriod,
      sentAs: newsletterMembers.email,
      chosenEmail: newsletterMembers.chosenEmail,
      sentTags: newsletterMembers.tags,
    })
    .from(contacts)
    .innerJoin(contactProfiles, eq(contactProfiles.contactId, contacts.id))
    .leftJoin(newsletterMembers, eq(newsletterMembers.contactId, contacts.id))
    .where(inArray(contacts.id, [...contactIds]));
  const tagRows = await db
    .select({ contactId: contactTagAssignments.contactId, name: contactTags.name })
    .from(contactTagAssignments)
    .innerJoin(contactTags, eq(contactTags.id, contactTagAssignments.tagId))
    .where(inArray(contactTagAssignments.contactId, [...contactIds]));
  const tags = new Map<string, string[]>();
  for (const row of tagRows)
    tags.set(row.contactId, [...(tags.get(row.contactId) ?? []), row.name]);

  return rows.map((row) => {
    const mergeFields: MergeFields = {
      FNAME: row.firstname,
      LNAME: row.lastname,
      MEMSTATUS: membershipStatus({
        memberRole: row.starts ? { dateAdded: row.starts, dateExpires: row.expires } : null,
        cancelledAt: row.cancelledAt,
        now,
      }),
      MEMEXPIRES: day(row.expires),
      CONTAMT:
        row.monthly !== null && row.period ? String(amountPerPeriod(row.monthly, row.period)) : "",
      CONTPERIOD: row.period ?? "",
    };
    return {
      contactId: row.id,
      status: row.status,
      member: {
        // The address the reader chose in Mailchimp, if any; else their sign-in address.
        email: row.chosenEmail ?? row.email,
        // `none` is never sent (the sync filters it out); the audience has no such status.
        status: row.status === "none" ? "unsubscribed" : row.status,
        groups: [...row.groups].sort(),
        mergeFields,
        tags: (tags.get(row.id) ?? []).sort(),
      },
      sentAs: row.sentAs ?? undefined,
      sentTags: row.sentTags ?? [],
    };
  });
}
