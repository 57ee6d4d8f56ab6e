import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { displayName, type ActivityItem, type ActivityKind } from "@core/contacts";
import type { Database } from "../../db/connection";
import {
  calloutResponses,
  calloutVariants,
  contactActivity,
  contactTagChangeRows,
  contactTagChanges,
  contactTags,
  contacts,
  jobs,
  payments,
  sessions,
} from "../../db/schema";

/** The staff actions the routes record (the rest is read from where it happened). */
export type StaffActivityKind = Extract<
  ActivityKind,
  "created-by-staff" | "profile-changed" | "role-set" | "role-removed" | "mfa-removed"
>;

interface Line {
  at: Date;
  kind: ActivityKind;
  actorId: string | null;
  data: Record<string, unknown>;
}

/**
 * The newest `limit` rows of each source of a contact's timeline: what staff recorded,
 * sign-ins, payments, responses, tag changes and the emails sent to `email`.
 */
function sources(db: Database, contactId: string, email: string, limit: number) {
  return Promise.all([
    db
      .select()
      .from(contactActivity)
      .where(eq(contactActivity.contactId, contactId))
      .orderBy(desc(contactActivity.createdAt))
      .limit(limit),
    db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.contactId, contactId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),
    db
      .select({
        at: payments.chargeDate,
        id: payments.id,
        status: payments.status,
        amount: payments.amount,
        description: payments.description,
      })
      .from(payments)
      .where(eq(payments.contactId, contactId))
      .orderBy(desc(payments.chargeDate))
      .limit(limit),
    db
      .select({
        at: calloutResponses.createdAt,
        id: calloutResponses.id,
        number: calloutResponses.number,
        calloutId: calloutResponses.calloutId,
        title: calloutVariants.title,
      })
      .from(calloutResponses)
      .leftJoin(
        calloutVariants,
        and(
          eq(calloutVariants.calloutId, calloutResponses.calloutId),
          eq(calloutVariants.name, "default"),
        ),
      )
      .where(eq(calloutResponses.contactId, contactId))
      .orderBy(desc(calloutResponses.createdAt))
      .limit(limit),
    db
      .select({
        at: contactTagChanges.createdAt,
        changeId: contactTagChanges.id,
        actorId: contactTagChanges.actorId,
        added: contactTagChangeRows.added,
        tag: contactTags.name,
      })
      .from(contactTagChangeRows)
      .innerJoin(contactTagChanges, eq(contactTagChanges.id, contactTagChangeRows.changeId))
      .innerJoin(contactTags, eq(contactTags.id, contactTagChangeRows.tagId))
      .where(eq(contactTagChangeRows.contactId, contactId))
      .orderBy(desc(contactTagChanges.createdAt))
      .limit(limit),
    db
      .select({
        at: sql<Date>`coalesce(${jobs.finishedAt}, ${jobs.createdAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
        template: sql<string>`${jobs.payload} ->> 'template'`,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, "email"),
          eq(jobs.state, "done"),
          sql`${jobs.payload} -> 'recipient' ->> 'email' = ${email}`,
        ),
      )
      .orderBy(desc(jobs.createdAt))
      .limit(limit),
  ]);
}

/**
 * A contact's activity timeline: what staff did (recorded here, with who), contribution
 * changes (recorded by a trigger), and what other tables already keep: joining, sign-ins
 * (sessions), payments, responses, bulk tag changes and emails sent.
 */
export function createActivityService(db: Database) {
  return {
    /** Records what a staff member (or API key, `actorId` undefined) did to a contact. */
    async record(
      contactId: string,
      actorId: string | undefined,
      kind: StaffActivityKind,
      data: Record<string, unknown> = {},
      /** The transaction of the change it records, if any. */
      writer: Pick<Database, "insert"> = db,
    ): Promise<void> {
      await writer
        .insert(contactActivity)
        .values({ contactId, actorId: actorId ?? null, kind, data });
    },

    /** The newest `limit` lines of each kind, merged newest first; undefined: no contact. */
    async list(contactId: string, limit = 200): Promise<ActivityItem[] | undefined> {
      const [contact] = await db
        .select({ email: contacts.email, joined: contacts.joined })
        .from(contacts)
        .where(eq(contacts.id, contactId));
      if (!contact) return undefined;
      const [recorded, logins, paid, answered, tagged, emails] = await sources(
        db,
        contactId,
        contact.email,
        limit,
      );

      // One line per tag change, with the tags it added and removed.
      const changes = new Map<string, Line & { data: { added: string[]; removed: string[] } }>();
      for (const row of tagged) {
        const line = changes.get(row.changeId) ?? {
          at: row.at,
          kind: "tags-changed" as const,
          actorId: row.actorId,
          data: { added: [], removed: [] },
        };
        (row.added ? line.data.added : line.data.removed).push(row.tag);
        changes.set(row.changeId, line);
      }

      const lines: Line[] = [
        { at: contact.joined, kind: "joined", actorId: null, data: {} },
        ...recorded.map((row) => ({
          at: row.createdAt,
          kind: row.kind as ActivityKind,
          actorId: row.actorId,
          data: row.data,
        })),
        ...logins.map((row) => ({ at: row.at, kind: "login" as const, actorId: null, data: {} })),
        ...paid.map(({ at, ...data }) => ({ at, kind: "payment" as const, actorId: null, data })),
        ...answered.map(({ at, ...data }) => ({
          at,
          kind: "response" as const,
          actorId: null,
          data,
        })),
        ...changes.values(),
        ...emails.map(({ at, template }) => ({
          at,
          kind: "email" as const,
          actorId: null,
          data: { template },
        })),
      ];
      // Newest first; at one instant (a contact added with roles, in one transaction), joining
      // and being added stay below what came with them.
      const rank = (line: Line) =>
        line.kind === "joined" ? 2 : line.kind === "created-by-staff" ? 1 : 0;
      lines.sort((a, b) => b.at.getTime() - a.at.getTime() || rank(a) - rank(b));
      const kept = lines.slice(0, limit);

      const actorIds = [...new Set(kept.flatMap((line) => (line.actorId ? [line.actorId] : [])))];
      const actors =
        actorIds.length === 0
          ? []
          : await db
              .select({
                id: contacts.id,
                email: contacts.email,
                firstname: contacts.firstname,
                lastname: contacts.lastname,
              })
              .from(contacts)
              .where(inArray(contacts.id, actorIds));
      const names = new Map(actors.map((actor) => [actor.id, displayName(actor)]));
      return kept.map((line) => ({
        at: line.at.toISOString(),
        kind: line.kind,
        actor:
          line.actorId && names.has(line.actorId)
            ? { id: line.actorId, displayName: names.get(line.actorId) ?? "" }
            : null,
        data: line.data,
      }));
    },
  };
}
