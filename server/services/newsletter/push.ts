import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contactProfiles, newsletterMembers } from "../../db/schema";
import { readContacts, type SyncedContact } from "./members-of";
import { NewsletterProviderError, type AudienceStatus, type NewsletterProvider } from "./provider";
import type { SyncState } from "./sync-state";

/**
 * Writes these contacts' newsletter details to the audience (a new address first, then the
 * upsert and the tags taken off), and the provider's answers back to them.
 */
export async function pushContacts(
  {
    db,
    now,
    provider,
  }: { db: Database; now: () => Date; provider: NewsletterProvider | undefined },
  { groups, record, recordError }: SyncState,
  contactIds: readonly string[],
): Promise<void> {
  if (!provider) return;
  const read = (await readContacts(db, contactIds, now())).filter((c) => c.status !== "none");
  if (read.length === 0) return;
  const groupIds = (await groups()).map((group) => group.id);
  try {
    for (const contact of read) {
      if (contact.sentAs && contact.sentAs !== contact.member.email) {
        try {
          await provider.changeEmail(contact.sentAs, contact.member.email);
        } catch (error) {
          // Gone from the audience meanwhile: the upsert below adds it at its new address.
          if (!(error instanceof NewsletterProviderError && error.status === 404)) throw error;
        }
      }
    }
    const outcomes = await provider.upsert(
      read.map((contact) => contact.member),
      groupIds,
    );
    const byEmail = new Map(read.map((contact) => [contact.member.email, contact]));
    const refusals: string[] = [];
    const sent: { contactId: string; email: string; tags: string[]; syncedAt: Date }[] = [];
    const answered: { contact: SyncedContact; status: AudienceStatus }[] = [];
    for (const outcome of outcomes) {
      const contact = byEmail.get(outcome.email);
      if (!contact) continue;
      if ("error" in outcome) {
        refusals.push(`${outcome.email}: ${outcome.error}`);
        continue;
      }
      const gone = contact.sentTags.filter((tag) => !contact.member.tags.includes(tag));
      if (gone.length > 0) await provider.removeTags(outcome.email, gone);
      sent.push({
        contactId: contact.contactId,
        email: outcome.email,
        tags: contact.member.tags,
        syncedAt: now(),
      });
      if (outcome.status !== contact.status) answered.push({ contact, status: outcome.status });
    }
    await db.transaction(async (tx) => {
      if (sent.length > 0) {
        await tx
          .insert(newsletterMembers)
          .values(sent)
          .onConflictDoUpdate({
            target: newsletterMembers.contactId,
            set: {
              email: sql`excluded.email`,
              tags: sql`excluded.tags`,
              syncedAt: sql`excluded.synced_at`,
            },
          });
      }
      // The provider's answer is written back (pending for a double opt-in, cleaned for a
      // bounced address), unless the contact changed again since it was read.
      for (const { contact, status } of answered) {
        await tx
          .update(contactProfiles)
          .set({ newsletterStatus: status })
          .where(
            and(
              eq(contactProfiles.contactId, contact.contactId),
              eq(contactProfiles.newsletterStatus, contact.status),
            ),
          );
      }
    });
    await record({
      lastSyncAt: now(),
      ...(refusals.length > 0
        ? {
            lastError: `Mailchimp refused ${refusals.length} of ${outcomes.length}: ${refusals.slice(0, 3).join("; ")}`,
            lastErrorAt: now(),
          }
        : { lastError: null }),
    });
  } catch (error) {
    await recordError(error);
    throw error;
  }
}
