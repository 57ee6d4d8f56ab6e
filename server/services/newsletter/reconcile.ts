import { and, eq, ne, or } from "drizzle-orm";
import { REPORTED_DIFFERENCES, type Difference, type ReconcileReport } from "@core/newsletter";
import type { Database } from "../../db/connection";
import { contactProfiles, newsletterMembers } from "../../db/schema";
import type { JobContext } from "../jobs";
import { readContacts, type SyncedContact } from "./members-of";
import { BATCH_SIZE, type AudienceMember, type NewsletterProvider } from "./provider";

export interface ReconcileOptions {
  db: Database;
  provider: NewsletterProvider;
  fix: boolean;
  now: Date;
  /** Queues pushes of these contacts (the sync's own jobs, batched). */
  queue(tx: Pick<Database, "insert" | "select">, contactIds: readonly string[]): Promise<void>;
  context?: JobContext;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const describe = (fields: readonly (readonly [string, string])[]) =>
  fields.map(([key, value]) => `${key}=${value}`).join(", ");

/**
 * Which side a status difference trusts. The audience's unsubscribes and bounces (readers
 * leave through Mailchimp's links; a webhook may have been missed) and its confirmations of a
 * pending opt-in; Agora's otherwise (a reader's choice made here, not sent yet).
 */
function audienceWins(agora: string, audience: string): boolean {
  if (audience === "unsubscribed" || audience === "cleaned") return true;
  return audience === "subscribed" && agora === "pending";
}

/**
 * Reads the whole audience a page at a time and compares it with the contacts who opted in
 * (or were sent before): reports each difference and, with `fix`, takes the trusted side's
 * value: written here at once, or queued to the audience.
 */
export async function reconcileAudience(options: ReconcileOptions): Promise<ReconcileReport> {
  const { db, provider, fix, now, queue, context } = options;
  const audience = new Map<string, AudienceMember>();
  let total = Infinity;
  for (let offset = 0; offset < total; offset += BATCH_SIZE) {
    const page = await provider.members(offset, BATCH_SIZE);
    total = page.total;
    for (const member of page.members) audience.set(member.email.toLowerCase(), member);
    context?.progress(Math.min(offset + BATCH_SIZE, total), total);
    if (page.members.length === 0) break;
  }

  const ids = (
    await db
      .select({ id: contactProfiles.contactId })
      .from(contactProfiles)
      .leftJoin(newsletterMembers, eq(newsletterMembers.contactId, contactProfiles.contactId))
      .where(
        or(
          ne(contactProfiles.newsletterStatus, "none"),
          eq(newsletterMembers.contactId, contactProfiles.contactId),
        ),
      )
  ).map((row) => row.id);

  const differences: Difference[] = [];
  let differenceCount = 0;
  const note = (difference: Difference) => {
    differenceCount += 1;
    if (differences.length < REPORTED_DIFFERENCES) differences.push(difference);
  };
  const toPush: string[] = [];
  const takeStatus: {
    contactId: string;
    from: SyncedContact["status"];
    to: AudienceMember["status"];
  }[] = [];
  const seen = new Set<string>();

  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const contacts = await readContacts(db, ids.slice(start, start + BATCH_SIZE), now);
    for (const contact of contacts) {
      const email = contact.member.email;
      const there =
        audience.get(email) ?? (contact.sentAs ? audience.get(contact.sentAs) : undefined);
      if (there) seen.add(there.email.toLowerCase());
      if (contact.status === "none") continue;
      if (!there) {
        note({
          email,
          kind: "missing-in-audience",
          agora: contact.status,
          audience: "",
          fixedIn: fix ? "audience" : null,
        });
        toPush.push(contact.contactId);
        continue;
      }
      let push = false;
      if (there.status !== contact.status) {
        const fromAudience = audienceWins(contact.status, there.status);
        note({
          email,
          kind: "status",
          agora: contact.status,
          audience: there.status,
          fixedIn: fix ? (fromAudience ? "agora" : "audience") : null,
        });
        if (fromAudience) {
          takeStatus.push({ contactId: contact.contactId, from: contact.status, to: there.status });
        } else {
          push = true;
        }
      }
      if (!same(contact.member.groups, there.groups)) {
        note({
          email,
          kind: "groups",
          agora: contact.member.groups.join(", "),
          audience: there.groups.join(", "),
          fixedIn: fix ? "audience" : null,
        });
        push = true;
      }
      // Only the tags Agora manages: its own, and those it sent before (a tag taken off in
      // Agora whose removal did not reach the audience). Mailchimp's own tags are left alone.
      const missingTags = contact.member.tags.filter((tag) => !there.tags.includes(tag));
      const staleTags = there.tags.filter(
        (tag) => contact.sentTags.includes(tag) && !contact.member.tags.includes(tag),
      );
      if (missingTags.length > 0 || staleTags.length > 0) {
        const managed = new Set([...contact.member.tags, ...contact.sentTags]);
        note({
          email,
          kind: "tags",
          agora: contact.member.tags.join(", "),
          audience: there.tags.filter((tag) => managed.has(tag)).join(", "),
          fixedIn: fix ? "audience" : null,
        });
        push = true;
      }
      const fields = Object.entries(contact.member.mergeFields);
      // Mailchimp answers number fields as numbers, and may hold fields Agora does not send.
      const held: Record<string, unknown> = { ...there.mergeFields };
      const theirs = (key: string) => String(held[key] ?? "");
      if (there.email !== email || fields.some(([key, value]) => theirs(key) !== value)) {
        note({
          email,
          kind: "details",
          agora: describe(fields.map(([key, value]) => [key, value])),
          audience: describe(fields.map(([key]) => [key, theirs(key)])),
          fixedIn: fix ? "audience" : null,
        });
        push = true;
      }
      if (push) toPush.push(contact.contactId);
    }
  }
  for (const [email, member] of audience) {
    if (seen.has(email)) continue;
    // Agora makes no contacts of the audience's strangers: reported for staff to decide.
    note({ email, kind: "not-in-agora", agora: "", audience: member.status, fixedIn: null });
  }

  if (fix) {
    await db.transaction(async (tx) => {
      for (const change of takeStatus) {
        await tx
          .update(contactProfiles)
          .set({ newsletterStatus: change.to })
          .where(
            and(
              eq(contactProfiles.contactId, change.contactId),
              eq(contactProfiles.newsletterStatus, change.from),
            ),
          );
      }
      await queue(tx, toPush);
    });
  }
  return {
    checkedAt: now.toISOString(),
    fix,
    audienceMembers: audience.size,
    contacts: ids.length,
    differenceCount,
    fixedInAgora: fix ? takeStatus.length : 0,
    fixedInAudience: fix ? toPush.length : 0,
    differences,
  };
}
