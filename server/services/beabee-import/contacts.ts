import { eq, inArray, sql } from "drizzle-orm";
import { validate } from "superstruct";
import {
  DeliveryAddress,
  NEWSLETTER_STATUSES,
  ROLES,
  normaliseEmail,
} from "../../../src/core/contacts";
import type { NewsletterStatus, Role } from "../../../src/core/contacts";
import { isEmail } from "../../../src/core/validation";
import {
  beabeeImportIds,
  contactMfa,
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
} from "../../db/schema";
import { beabeeHash } from "../passwords/beabee";
import { type ImportContext, problemOf, toDate, toJson } from "./context";
import { pagesOf } from "./source";

interface BeabeeContact {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  joined: Date | string;
  lastSeen: Date | string | null;
  passwordHash: string | null;
  passwordSalt: string | null;
  passwordIterations: number | null;
  passwordTries: number | null;
}

/** Whether a stored hash of ours is still beabee's, so a new run may replace it. */
const stillBeabee = sql`(${contacts.passwordHash} is null or ${contacts.passwordHash} like 'beabee-pbkdf2-sha512$%')`;

/** beabee's `joined` as sortable text, for paging (no date crosses this machine's zone). */
const JOINED_KEY = `to_char(joined, 'YYYY-MM-DD HH24:MI:SS.US')`;

/**
 * Contacts, matched to ours by the id map, else by email (an admin made before the import is
 * the same person), with beabee's password hash kept as it is until its owner signs in. A
 * password of ours (set since the last run) is never replaced. Read a page at a time, oldest
 * first (of two with one email, the first to join is taken), each page looked up and added in
 * one statement each.
 */
export async function importContacts(context: ImportContext): Promise<void> {
  const { source, report, pageSize } = context;
  report.found("contacts", 0);
  const seen = new Map<string, string>();
  const pages = pagesOf<BeabeeContact>(
    source.query,
    `select id, email, firstname, lastname, joined, "lastSeen", "passwordHash", "passwordSalt",
       "passwordIterations", "passwordTries", ${JOINED_KEY} as "joinedKey" from contact`,
    [
      ["joinedKey", JOINED_KEY],
      ["id", "id"],
    ],
    pageSize,
  );
  for await (const rows of pages) {
    report.found("contacts", rows.length);
    await importContactPage(context, rows, seen);
  }
  await importProfiles(context);
  await importRoles(context);
  await importMfa(context);
  await importContactTags(context);
}

async function importContactPage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeeContact[],
  /** Emails taken so far, with the beabee contact that had each. */
  seen: Map<string, string>,
): Promise<void> {
  const taken = [];
  for (const row of rows) {
    const email = normaliseEmail(row.email ?? "");
    if (!isEmail(email)) {
      report.refuse("contacts", row.id, `not an email address: "${row.email}"`);
      continue;
    }
    const twin = seen.get(email);
    if (twin) {
      report.refuse("contacts", row.id, `the same email as contact ${twin} (${email})`);
      continue;
    }
    seen.set(email, row.id);
    const hash =
      row.passwordHash && row.passwordSalt && row.passwordIterations
        ? beabeeHash(row.passwordHash, row.passwordSalt, row.passwordIterations)
        : null;
    const values = {
      email,
      firstname: row.firstname ?? "",
      lastname: row.lastname ?? "",
      joined: toDate(row.joined) ?? new Date(),
      lastSeen: toDate(row.lastSeen),
    };
    taken.push({ row, hash, values });
  }
  if (taken.length === 0) return;

  const mapped = taken
    .map(({ row }) => ids.get("contact", row.id))
    .filter((id): id is string => id !== undefined);
  const stillThere = new Set(
    mapped.length > 0
      ? (
          await tx.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, mapped))
        ).map((found) => found.id)
      : [],
  );
  const byEmail = new Map(
    (
      await tx
        .select({ id: contacts.id, email: contacts.email })
        .from(contacts)
        .where(
          inArray(
            contacts.email,
            taken.map(({ values }) => values.email),
          ),
        )
    ).map((found) => [found.email, found.id]),
  );

  const fresh: typeof taken = [];
  for (const contact of taken) {
    const { row, hash, values } = contact;
    const mappedId = ids.get("contact", row.id);
    const byId = mappedId && stillThere.has(mappedId) ? mappedId : undefined;
    const sameEmail = byEmail.get(values.email);
    if (byId && sameEmail && sameEmail !== byId) {
      report.refuse("contacts", row.id, `${values.email} belongs to another contact in Agora`);
      continue;
    }
    const target = byId ?? sameEmail;
    if (!target) {
      fresh.push(contact);
      continue;
    }
    // Each its own values (and password rule): updated one by one.
    await tx
      .update(contacts)
      .set({
        ...values,
        passwordHash: sql`case when ${stillBeabee} then ${hash}::text else ${contacts.passwordHash} end`,
        passwordTries: sql`case when ${stillBeabee} then ${row.passwordTries ?? 0}::int else ${contacts.passwordTries} end`,
      })
      .where(eq(contacts.id, target));
    await ids.set("contact", row.id, target);
    report.wrote("contacts", false);
  }
  if (fresh.length === 0) return;

  const made = await tx
    .insert(contacts)
    .values(
      fresh.map(({ row, hash, values }) => ({
        ...values,
        passwordHash: hash,
        passwordTries: row.passwordTries ?? 0,
      })),
    )
    .returning({ id: contacts.id, email: contacts.email });
  const madeByEmail = new Map(made.map((contact) => [contact.email, contact.id]));
  await ids.setMany(
    "contact",
    fresh.map(({ row, values }) => {
      const id = madeByEmail.get(values.email);
      if (!id) throw new Error(`The new contact ${values.email} was not returned`);
      return [row.id, id] as const;
    }),
  );
  for (let i = 0; i < fresh.length; i++) report.wrote("contacts", true);
}

interface BeabeeProfile {
  contactId: string;
  description: string | null;
  notes: string | null;
  telephone: string | null;
  twitter: string | null;
  preferredContact: string | null;
  deliveryOptIn: boolean | null;
  deliveryAddress: unknown;
  newsletterStatus: string | null;
  newsletterGroups: unknown;
}

async function importProfiles({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<BeabeeProfile>(
    `select "contactId", description, notes, telephone, twitter, "preferredContact",
       "deliveryOptIn", "deliveryAddress", "newsletterStatus", "newsletterGroups"
     from contact_profile order by "contactId"`,
  );
  report.found("profiles", rows.length);
  for (const row of rows) {
    const contactId = ids.get("contact", row.contactId);
    if (!contactId) {
      report.refuse("profiles", row.contactId, "its contact was not taken");
      continue;
    }
    const status = (NEWSLETTER_STATUSES as readonly string[]).includes(row.newsletterStatus ?? "")
      ? (row.newsletterStatus as NewsletterStatus)
      : "none";
    if (status !== (row.newsletterStatus ?? "none")) {
      report.refuse(
        "profiles",
        row.contactId,
        `newsletter status "${row.newsletterStatus}" is unknown: kept the profile as "none"`,
      );
    }
    const groups = toJson(row.newsletterGroups);
    const address = toJson(row.deliveryAddress);
    let deliveryAddress: DeliveryAddress | null = null;
    if (address !== null && address !== undefined) {
      const [error, valid] = validate(address, DeliveryAddress);
      if (error) {
        report.refuse(
          "profiles",
          row.contactId,
          `delivery address dropped (${problemOf(error)}); the rest of the profile was kept`,
        );
      } else {
        deliveryAddress = valid;
      }
    }
    const values = {
      description: row.description ?? "",
      notes: row.notes ?? "",
      telephone: row.telephone ?? "",
      twitter: row.twitter ?? "",
      preferredContact: row.preferredContact ?? "",
      deliveryOptIn: row.deliveryOptIn ?? false,
      deliveryAddress,
      newsletterStatus: status,
      newsletterGroups: Array.isArray(groups)
        ? groups.filter((group): group is string => typeof group === "string")
        : [],
    };
    const [existing] = await tx
      .select({ id: contactProfiles.contactId })
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, contactId));
    await tx
      .insert(contactProfiles)
      .values({ contactId, ...values })
      .onConflictDoUpdate({ target: contactProfiles.contactId, set: values });
    report.wrote("profiles", !existing);
  }
  // Every contact of Agora's has a profile: an empty one where beabee had none.
  await tx.execute(sql`insert into ${contactProfiles} (contact_id)
    select agora_id::uuid from ${beabeeImportIds} where kind = 'contact'
    on conflict do nothing`);
}

interface BeabeeRole {
  contactId: string;
  type: string;
  dateAdded: Date | string;
  dateExpires: Date | string | null;
}

async function importRoles({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<BeabeeRole>(
    `select "contactId", type, "dateAdded", "dateExpires" from contact_role
     order by "contactId", type`,
  );
  report.found("roles", rows.length);
  for (const row of rows) {
    const key = `${row.contactId}/${row.type}`;
    const contactId = ids.get("contact", row.contactId);
    if (!contactId) {
      report.refuse("roles", key, "its contact was not taken");
      continue;
    }
    if (!(ROLES as readonly string[]).includes(row.type)) {
      report.refuse("roles", key, `Agora has no role "${row.type}"`);
      continue;
    }
    const role = row.type as Role;
    const values = {
      dateAdded: toDate(row.dateAdded) ?? new Date(),
      dateExpires: toDate(row.dateExpires),
    };
    const existing = await tx
      .select({ role: contactRoles.role })
      .from(contactRoles)
      .where(sql`${contactRoles.contactId} = ${contactId} and ${contactRoles.role} = ${role}`);
    await tx
      .insert(contactRoles)
      .values({ contactId, role, ...values })
      .onConflictDoUpdate({
        target: [contactRoles.contactId, contactRoles.role],
        set: {
          dateAdded: values.dateAdded,
          // Never shortened: a renewal Agora took since the last run (its webhooks switched
          // over) stays, whatever beabee still holds.
          dateExpires: sql`case when ${contactRoles.dateExpires} is null or excluded.date_expires is null then null else greatest(${contactRoles.dateExpires}, excluded.date_expires) end`,
        },
      });
    report.wrote("roles", existing.length === 0);
  }
}

const BASE32 = /^[A-Z2-7]+=*$/;

async function importMfa({ source, tx, ids, report }: ImportContext): Promise<void> {
  const rows = await source.query<{ id: string; contactId: string; type: string; secret: string }>(
    `select id, "contactId", type, secret from contact_mfa order by "contactId"`,
  );
  report.found("second factors", rows.length);
  for (const row of rows) {
    const contactId = ids.get("contact", row.contactId);
    if (!contactId) {
      report.refuse("second factors", row.id, "its contact was not taken");
      continue;
    }
    const secret = (row.secret ?? "").replaceAll(" ", "").toUpperCase();
    if (row.type !== "totp" || !BASE32.test(secret)) {
      report.refuse(
        "second factors",
        row.id,
        row.type !== "totp" ? `Agora has no "${row.type}" second factor` : "no usable secret",
      );
      continue;
    }
    const existing = await tx
      .select({ id: contactMfa.id })
      .from(contactMfa)
      .where(eq(contactMfa.contactId, contactId));
    await tx
      .insert(contactMfa)
      .values({ contactId, type: "totp", secret })
      .onConflictDoUpdate({ target: contactMfa.contactId, set: { type: "totp", secret } });
    report.wrote("second factors", existing.length === 0);
  }
}

/** beabee's contact tags, in the newer versions that have them as tables of their own. */
async function importContactTags({ source, tx, ids, report }: ImportContext): Promise<void> {
  if (!(await source.hasTable("contact_tag"))) return;
  const tags = await source.query<{ id: string; name: string; description: string | null }>(
    "select id, name, description from contact_tag order by name, id",
  );
  report.found("contact tags", tags.length);
  for (const tag of tags) {
    const name = (tag.name ?? "").trim();
    if (!name) {
      report.refuse("contact tags", tag.id, "no name");
      continue;
    }
    const mapped = ids.get("contact-tag", tag.id);
    const [existing] = await tx
      .select({ id: contactTags.id })
      .from(contactTags)
      .where(
        mapped ? eq(contactTags.id, mapped) : sql`lower(${contactTags.name}) = lower(${name})`,
      );
    const values = { name, description: tag.description ?? "" };
    if (existing) {
      await tx.update(contactTags).set(values).where(eq(contactTags.id, existing.id));
      await ids.set("contact-tag", tag.id, existing.id);
    } else {
      const [made] = await tx.insert(contactTags).values(values).returning({ id: contactTags.id });
      if (!made) throw new Error("The new tag was not returned");
      await ids.set("contact-tag", tag.id, made.id);
    }
    report.wrote("contact tags", !existing);
  }
  const table = (await source.hasTable("contact_tag_assignments"))
    ? "contact_tag_assignments"
    : "contact_tag_assignment";
  if (!(await source.hasTable(table))) return;
  const assignments = await source.query<{ contactId: string; tagId: string; date: Date | string }>(
    `select "contactId", "tagId", date from ${table} order by "contactId", "tagId"`,
  );
  report.found("contact tag assignments", assignments.length);
  for (const row of assignments) {
    const contactId = ids.get("contact", row.contactId);
    const tagId = ids.get("contact-tag", row.tagId);
    if (!contactId || !tagId) {
      report.refuse(
        "contact tag assignments",
        `${row.contactId}/${row.tagId}`,
        contactId ? "its tag was not taken" : "its contact was not taken",
      );
      continue;
    }
    const added = await tx
      .insert(contactTagAssignments)
      .values({ contactId, tagId, createdAt: toDate(row.date) ?? new Date() })
      .onConflictDoNothing()
      .returning({ contactId: contactTagAssignments.contactId });
    report.wrote("contact tag assignments", added.length > 0);
  }
}
