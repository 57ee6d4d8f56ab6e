import { and, asc, eq, or, sql } from "drizzle-orm";
import type { CalloutReviewer } from "@core/callouts";
import type { Contact } from "@core/contacts";
import { badRequest } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { calloutReviewers, contacts } from "../../db/schema";
import type { ContactService } from "../contacts";
import { escapeLike, ilike } from "../rules";
import { reviewsAnyCallout } from "../contacts/reviewing";
import { isCalloutStaff, type StaffViewer } from "./staff";

type ReviewerRecord = typeof calloutReviewers.$inferSelect;

const duplicateReviewer = () =>
  badRequest("This contact reviews this callout already", { code: "duplicate-reviewer" });

/** A callout's reviewers (contract 2.5): admins add and remove them; staff list them. */
export function createReviewerService(db: Database, people: ContactService) {
  async function withContacts(records: readonly ReviewerRecord[]): Promise<CalloutReviewer[]> {
    const found = await people.getMany(records.map((record) => record.contactId));
    return records.flatMap((record) => {
      const contact = found.get(record.contactId);
      // The row goes with its contact (cascade): a missing one was deleted meanwhile.
      return contact ? [{ id: record.id, contact, createdAt: record.createdAt.toISOString() }] : [];
    });
  }

  return {
    /** Whether a contact reviews at least one callout: the `reviewer` access level. */
    reviewsAnyCallout: (contactId: string) => reviewsAnyCallout(db, contactId),

    /** Whether the viewer is staff of the callout: an admin or one of its reviewers. */
    isStaff: (viewer: StaffViewer, calloutId: string) => isCalloutStaff(db, viewer, calloutId),

    /** Every reviewer of the callout, the first added first. */
    async list(calloutId: string): Promise<CalloutReviewer[]> {
      const records = await db
        .select()
        .from(calloutReviewers)
        .where(eq(calloutReviewers.calloutId, calloutId))
        .orderBy(asc(calloutReviewers.createdAt), asc(calloutReviewers.id));
      return withContacts(records);
    },

    async get(calloutId: string, reviewerId: string): Promise<CalloutReviewer | undefined> {
      if (!isUuid(reviewerId)) return undefined;
      const records = await db
        .select()
        .from(calloutReviewers)
        .where(
          and(
            eq(calloutReviewers.calloutId, calloutId),
            eq(calloutReviewers.id, reviewerId.toLowerCase()),
          ),
        );
      return (await withContacts(records))[0];
    },

    /**
     * Makes a contact a reviewer of the callout: 400 `unknown-contact` for a contact that does
     * not exist, 400 `duplicate-reviewer` when they review it already (never a 500).
     */
    async add(calloutId: string, contactId: string): Promise<CalloutReviewer> {
      let record: ReviewerRecord | undefined;
      try {
        record = await db.transaction(async (tx) => {
          // Locked so it cannot be deleted before the reviewer row refers to it.
          const [contact] = await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(eq(contacts.id, contactId))
            .for("key share");
          if (!contact) {
            throw badRequest("There is no contact with this id", { code: "unknown-contact" });
          }
          const [inserted] = await tx
            .insert(calloutReviewers)
            .values({ calloutId, contactId })
            .onConflictDoNothing()
            .returning();
          if (!inserted) throw duplicateReviewer();
          return inserted;
        });
      } catch (error) {
        if (isUniqueViolation(error, "callout_reviewers_contact")) throw duplicateReviewer();
        throw error;
      }
      const [reviewer] = await withContacts([record]);
      if (!reviewer) throw new Error("The new reviewer's contact was not found");
      return reviewer;
    },

    /**
     * Contacts an admin may make reviewers of the callout: those whose name or email holds
     * `search` (whatever its case), who do not review it yet; by name, at most `limit`.
     */
    async candidates(calloutId: string, search: string, limit: number): Promise<Contact[]> {
      const pattern = `%${escapeLike(search.trim())}%`;
      const name = sql`${contacts.firstname} || ' ' || ${contacts.lastname}`;
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            or(ilike(contacts.email, pattern), ilike(name, pattern)),
            sql`not exists (select 1 from ${calloutReviewers} where ${calloutReviewers.calloutId} = ${calloutId} and ${calloutReviewers.contactId} = ${contacts.id})`,
          ),
        )
        .orderBy(asc(sql`lower(${name})`), asc(contacts.email))
        .limit(limit);
      const found = await people.getMany(rows.map((row) => row.id));
      return rows.flatMap((row) => found.get(row.id) ?? []);
    },

    /** Whether there was such a reviewer to remove. Their assignments stay. */
    async remove(calloutId: string, reviewerId: string): Promise<boolean> {
      if (!isUuid(reviewerId)) return false;
      const deleted = await db
        .delete(calloutReviewers)
        .where(
          and(
            eq(calloutReviewers.calloutId, calloutId),
            eq(calloutReviewers.id, reviewerId.toLowerCase()),
          ),
        )
        .returning({ id: calloutReviewers.id });
      return deleted.length > 0;
    },
  };
}
