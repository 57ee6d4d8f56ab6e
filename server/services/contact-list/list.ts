import { inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  hasRole,
  type Contact,
  type ContactListWith,
  type ContactPage,
  type ContactSort,
} from "@core/contacts";
import { InvalidRuleError, type RuleContext, type ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import {
  calloutReviewers,
  contactCount,
  contactProfiles,
  contactRoles,
  contacts,
} from "../../db/schema";
import { paginate, sortBy } from "../rules";
import { byMonthlyAmount } from "./by-monthly-amount";
import { contactCondition, countByFirstname, countByRole, countByTag } from "./filter";
import {
  EMPTY_PROFILE,
  toContact,
  toProfile,
  toRoles,
  type RoleRecord,
} from "../contacts/serialise";
import { contactSummaries } from "../contacts/contributions";
import type { ExportPacer } from "../../lib/export/pacer";
import { exportContacts, type ContactExportFile } from "./export";
import { tagsOf } from "../contacts/tags-of";

/**
 * What each sort orders by: columns of contacts (the membership ones are copies, migration
 * 0019), each with an index in each order the list asks for (migration 0042). The monthly
 * amount depends on the clock too: `byMonthlyAmount`; the address orders alone (`orderOf`).
 */
const SORTS: Record<Exclude<ContactSort, "contributionMonthlyAmount" | "email">, SQLWrapper> = {
  // Empty names go last, as missing ones do (contract 2.3).
  firstname: sql`nullif(${contacts.firstname}, '')`,
  lastname: sql`nullif(${contacts.lastname}, '')`,
  joined: contacts.joined,
  lastSeen: contacts.lastSeen,
  membershipStarts: contacts.membershipStarts,
  membershipExpires: contacts.membershipExpires,
};

/**
 * The `orderBy` of a sort. Addresses are unique and never null, so the address alone gives the
 * order `sortBy` would (no ties to break, no nulls to place) and its unique index serves both
 * directions.
 */
export function orderOf(
  sort: Exclude<ContactSort, "contributionMonthlyAmount">,
  order: "ASC" | "DESC",
) {
  if (sort !== "email") return sortBy(SORTS[sort], order, contacts.id);
  return [order === "DESC" ? sql`${contacts.email} desc` : sql`${contacts.email} asc`];
}

/** A `rules` parameter as sent (JSON text): the group, or 400 `invalid-rule`. */
export function parseRulesText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message.slice(0, 120)})` : "";
    throw new InvalidRuleError({
      rule: text.slice(0, 200),
      message: `The rules parameter must be a rule group in JSON${reason}`,
    });
  }
}

export interface ContactListOptions {
  limit: number;
  offset: number;
  sort: ContactSort;
  order: "ASC" | "DESC";
  with: readonly ContactListWith[];
  /** Rule groups (parsed JSON, unchecked) that all must match: a segment's and the query's. */
  rules: readonly unknown[];
}

export interface ContactLister {
  isAdmin: boolean;
  /** Who `me` stands for; non-admins only ever see this contact. */
  contactId: string | undefined;
}

/**
 * Lists of contacts (`GET /contact`, a segment's contacts, exports, bulk changes): the
 * contacts every given rule group matches, by the payment clock's time.
 */
export function createContactList(
  db: Database,
  now: () => Promise<Date>,
  /** Paces the export's pages (server/lib/export/pacer). */
  pacer: ExportPacer,
) {
  /**
   * The SQL condition of rule groups that all must match (no group: every contact); tags
   * and callouts are admins' fields (`staff`, the default).
   */
  async function where(
    groups: readonly unknown[],
    context: RuleContext & { staff?: boolean },
  ): Promise<SQL> {
    return (await checked(groups, context)).where;
  }

  /** As `where`, with the groups as checked. */
  async function checked(
    groups: readonly unknown[],
    context: RuleContext & { staff?: boolean },
  ): Promise<{ where: SQL; groups: ValidRuleGroup[] }> {
    const at = context.now ?? (await now());
    const parts: SQL[] = [];
    const valid: ValidRuleGroup[] = [];
    for (const group of groups) {
      const staff = context.staff ?? true;
      const condition = await contactCondition(db, group, { ...context, now: at, staff });
      parts.push(condition.where);
      valid.push(condition.group);
    }
    return { where: parts.length === 0 ? sql`true` : sql.join(parts, sql` and `), groups: valid };
  }

  /**
   * How many contacts checked groups and their condition match: every contact from the kept
   * row, rules on the first name alone from the kept counts of names, one tag or role rule
   * from the assignments' or roles' rows, else a count.
   */
  async function total(
    groups: readonly ValidRuleGroup[],
    condition: SQL,
    at: Date,
  ): Promise<number> {
    if (groups.length === 0) return everyone();
    const kept = countByFirstname(groups) ?? countByTag(groups) ?? countByRole(groups, at);
    if (!kept) return db.$count(contacts, condition);
    const result = (await db.execute(kept)) as unknown as { rows: { count: number }[] };
    return Number(result.rows[0]?.count ?? 0);
  }

  /** How many contacts there are: contact_count's one row (migration 0019), not a count. */
  async function everyone(): Promise<number> {
    const [row] = await db.select({ count: contactCount.count }).from(contactCount);
    return row?.count ?? 0;
  }

  /** Contacts as the API answers them, in the order of `ids`, with the relations asked for. */
  async function describe(
    ids: readonly string[],
    relations: readonly ContactListWith[],
    viewer: { isAdmin: boolean },
  ): Promise<Contact[]> {
    if (ids.length === 0) return [];
    const wanted = new Set(relations);
    const list = [...ids];
    const [records, roleRows, summaries, at, profiles, tags, reviewers] = await Promise.all([
      db.select().from(contacts).where(inArray(contacts.id, list)),
      db.select().from(contactRoles).where(inArray(contactRoles.contactId, list)),
      contactSummaries(db, list, now),
      now(),
      wanted.has("profile")
        ? db.select().from(contactProfiles).where(inArray(contactProfiles.contactId, list))
        : [],
      wanted.has("tags") && viewer.isAdmin ? tagsOf(db, list) : new Map<string, never[]>(),
      wanted.has("isReviewer")
        ? db
            .selectDistinct({ id: calloutReviewers.contactId })
            .from(calloutReviewers)
            .where(inArray(calloutReviewers.contactId, list))
        : [],
    ]);
    const byId = new Map(records.map((record) => [record.id, record]));
    const rolesOf = (id: string): RoleRecord[] => roleRows.filter((row) => row.contactId === id);
    const reviewing = new Set(reviewers.map((row) => row.id));
    return list.flatMap((id) => {
      const record = byId.get(id);
      if (!record) return [];
      const contact = toContact(record, rolesOf(id), at, summaries.get(id));
      const profile = profiles.find((row) => row.contactId === id);
      return [
        {
          ...contact,
          ...(wanted.has("profile")
            ? { profile: toProfile(profile ?? EMPTY_PROFILE, viewer.isAdmin) }
            : {}),
          ...(wanted.has("roles") ? { roles: toRoles(rolesOf(id)) } : {}),
          ...(wanted.has("tags") && viewer.isAdmin ? { tags: tags.get(id) ?? [] } : {}),
          ...(wanted.has("isReviewer")
            ? { isReviewer: hasRole(contact.activeRoles, "admin") || reviewing.has(id) }
            : {}),
        },
      ];
    });
  }

  return {
    where,
    describe,

    /** `GET /contact`: a page of the contacts the rules match; others see themselves only. */
    async list(lister: ContactLister, options: ContactListOptions): Promise<ContactPage> {
      const at = await now();
      const { where: filter, groups } = await checked(options.rules, {
        contactId: lister.contactId,
        now: at,
        staff: lister.isAdmin,
      });
      const visible = lister.isAdmin
        ? filter
        : sql`${filter} and ${contacts.id} = ${lister.contactId ?? null}::uuid`;
      return paginate({
        query:
          options.sort === "contributionMonthlyAmount"
            ? byMonthlyAmount(db, visible, options.order, at)
            : db
                .select({ id: contacts.id })
                .from(contacts)
                .where(visible)
                .orderBy(...orderOf(options.sort, options.order)),
        countQuery: lister.isAdmin ? total(groups, filter, at) : db.$count(contacts, visible),
        limit: options.limit,
        offset: options.offset,
        map: (rows) =>
          describe(
            rows.map((row) => row.id),
            options.with,
            lister,
          ),
      });
    },

    /** `GET /contact.csv`: the contacts the rule groups match, streamed as CSV. */
    async export(groups: readonly unknown[], context: RuleContext): Promise<ContactExportFile> {
      const at = await now();
      const matched = await where(groups, { ...context, now: at });
      return exportContacts({ db, where: matched, now: at, pacer });
    },

    /** How many contacts the rule groups match. */
    async count(groups: readonly unknown[], context: RuleContext = {}): Promise<number> {
      const at = context.now ?? (await now());
      const condition = await checked(groups, { ...context, now: at });
      return total(condition.groups, condition.where, at);
    },
  };
}

export type ContactList = ReturnType<typeof createContactList>;
