import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { validate } from "superstruct";
import { DeliveryAddress, NEWSLETTER_STATUSES, ROLES, normaliseEmail } from "@core/contacts";
import type { NewsletterStatus, Role } from "@core/contacts";
import { isEmail } from "@core/validation";
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
import { forEachPage, fromProposed, mapAsEarlier, presentIn } from "./paging";

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
 * first (of two with one email, the first to join is taken), each page looked up in two
 * statements and written in one. Their profiles, roles, second factors and tags then follow,
 * a page at a time too.
 */
export async function importContacts(context: ImportContext): Promise<void> {
  const seen = new Map<string, string>();
  await forEachPage<BeabeeContact>(
    context,
    "contacts",
    `select id, email, firstname, lastname, joined, "lastSeen", "passwordHash", "passwordSalt",
       "passwordIterations", "passwordTries", ${JOINED_KEY} as "joinedKey" from contact`,
    [
      ["joinedKey", JOINED_KEY],
      ["id", "id"],
    ],
    (rows) => importContactPage(context, rows, seen),
  );
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

  const stillThere = await presentIn(
    tx,
    contacts,
    contacts.id,
    taken.flatMap(({ row }) => ids.get("contact", row.id) ?? []),
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

  const written = [];
  for (const contact of taken) {
    const { row, values } = contact;
    const mappedId = ids.get("contact", row.id);
    const byId = mappedId && stillThere.has(mappedId) ? mappedId : undefined;
    const sameEmail = byEmail.get(values.email);
    if (byId && sameEmail && sameEmail !== byId) {
      report.refuse("contacts", row.id, `${values.email} belongs to another contact in Agora`);
      continue;
    }
    const target = byId ?? sameEmail;
    // A new contact's id is made here, so the page's new and known rows go in one statement.
    written.push({ ...contact, id: target ?? randomUUID(), added: !target });
  }
  if (written.length === 0) return;

  await tx
    .insert(contacts)
    .values(
      written.map(({ id, row, hash, values }) => ({
        id,
        ...values,
        passwordHash: hash,
        passwordTries: row.passwordTries ?? 0,
      })),
    )
    .onConflictDoUpdate({
      target: contacts.id,
      set: {
        ...fromProposed(contacts, ["email", "firstname", "lastname", "joined", "lastSeen"]),
        passwordHash: sql`case when ${stillBeabee} then excluded.password_hash else ${contacts.passwordHash} end`,
        passwordTries: sql`case when ${stillBeabee} then excluded.password_tries else ${contacts.passwordTries} end`,
      },
    });
  await ids.setMany(
    "contact",
    written.map(({ row, id }) => [row.id, id] as const),
  );
  for (const { added } of written) report.wrote("contacts", added);
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

async function importProfiles(context: ImportContext): Promise<void> {
  await forEachPage<BeabeeProfile>(
    context,
    "profiles",
    `select "contactId", description, notes, telephone, twitter, "preferredContact",
       "deliveryOptIn", "deliveryAddress", "newsletterStatus", "newsletterGroups"
     from contact_profile`,
    [["contactId", `"contactId"`]],
    (rows) => importProfilePage(context, rows),
  );
  // Every contact of Agora's has a profile: an empty one where beabee had none.
  await context.tx.execute(sql`insert into ${contactProfiles} (contact_id)
    select agora_id::uuid from ${beabeeImportIds} where kind = 'contact'
    on conflict do nothing`);
}

async function importProfilePage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeeProfile[],
): Promise<void> {
  const taken = [];
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
    taken.push({
      contactId,
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
    });
  }
  if (taken.length === 0) return;
  const existing = await presentIn(
    tx,
    contactProfiles,
    contactProfiles.contactId,
    taken.map((profile) => profile.contactId),
  );
  await tx
    .insert(contactProfiles)
    .values(taken)
    .onConflictDoUpdate({
      target: contactProfiles.contactId,
      set: fromProposed(contactProfiles, [
        "description",
        "notes",
        "telephone",
        "twitter",
        "preferredContact",
        "deliveryOptIn",
        "deliveryAddress",
        "newsletterStatus",
        "newsletterGroups",
      ]),
    });
  for (const { contactId } of taken) report.wrote("profiles", !existing.has(contactId));
}

interface BeabeeRole {
  contactId: string;
  type: string;
  dateAdded: Date | string;
  dateExpires: Date | string | null;
}

async function importRoles(context: ImportContext): Promise<void> {
  await forEachPage<BeabeeRole>(
    context,
    "roles",
    `select "contactId", type, "dateAdded", "dateExpires" from contact_role`,
    [
      ["contactId", `"contactId"`],
      ["type", "type"],
    ],
    (rows) => importRolePage(context, rows),
  );
}

async function importRolePage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeeRole[],
): Promise<void> {
  const taken = [];
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
    taken.push({
      contactId,
      role: row.type as Role,
      dateAdded: toDate(row.dateAdded) ?? new Date(),
      dateExpires: toDate(row.dateExpires),
    });
  }
  if (taken.length === 0) return;
  const existing = new Set(
    (
      await tx
        .select({ contactId: contactRoles.contactId, role: contactRoles.role })
        .from(contactRoles)
        .where(
          inArray(
            contactRoles.contactId,
            taken.map((role) => role.contactId),
          ),
        )
    ).map((found) => `${found.contactId}/${found.role}`),
  );
  await tx
    .insert(contactRoles)
    .values(taken)
    .onConflictDoUpdate({
      target: [contactRoles.contactId, contactRoles.role],
      set: {
        ...fromProposed(contactRoles, ["dateAdded"]),
        // Never shortened: a renewal Agora took since the last run (its webhooks switched
        // over) stays, whatever beabee still holds.
        dateExpires: sql`case when ${contactRoles.dateExpires} is null or excluded.date_expires is null then null else greatest(${contactRoles.dateExpires}, excluded.date_expires) end`,
      },
    });
  for (const { contactId, role } of taken) {
    report.wrote("roles", !existing.has(`${contactId}/${role}`));
  }
}

const BASE32 = /^[A-Z2-7]+=*$/;

interface BeabeeMfa {
  id: string;
  contactId: string;
  type: string;
  secret: string;
}

async function importMfa(context: ImportContext): Promise<void> {
  await forEachPage<BeabeeMfa>(
    context,
    "second factors",
    `select id, "contactId", type, secret from contact_mfa`,
    [["id", "id"]],
    (rows) => importMfaPage(context, rows),
  );
}

async function importMfaPage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeeMfa[],
): Promise<void> {
  const taken = [];
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
    taken.push({ contactId, type: "totp" as const, secret });
  }
  if (taken.length === 0) return;
  const existing = await presentIn(
    tx,
    contactMfa,
    contactMfa.contactId,
    taken.map((mfa) => mfa.contactId),
  );
  await tx
    .insert(contactMfa)
    .values(taken)
    .onConflictDoUpdate({
      target: contactMfa.contactId,
      set: fromProposed(contactMfa, ["type", "secret"]),
    });
  for (const { contactId } of taken) report.wrote("second factors", !existing.has(contactId));
}

interface BeabeeTag {
  id: string;
  name: string;
  description: string | null;
}

/** beabee's contact tags, in the newer versions that have them as tables of their own. */
async function importContactTags(context: ImportContext): Promise<void> {
  const { source } = context;
  if (!(await source.hasTable("contact_tag"))) return;
  /** Tag names taken so far (lower-cased, as Agora's are unique), with their beabee tag. */
  const names = new Map<string, string>();
  await forEachPage<BeabeeTag>(
    context,
    "contact tags",
    "select id, name, description from contact_tag",
    [["id", "id"]],
    (rows) => importContactTagPage(context, rows, names),
  );
  const table = (await source.hasTable("contact_tag_assignments"))
    ? "contact_tag_assignments"
    : "contact_tag_assignment";
  if (!(await source.hasTable(table))) return;
  await forEachPage<{ contactId: string; tagId: string; date: Date | string }>(
    context,
    "contact tag assignments",
    `select "contactId", "tagId", date from ${table}`,
    [
      ["contactId", `"contactId"`],
      ["tagId", `"tagId"`],
    ],
    async (rows) => {
      const { tx, ids, report } = context;
      const taken = [];
      for (const row of rows) {
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
        taken.push({ contactId, tagId, createdAt: toDate(row.date) ?? new Date() });
      }
      if (taken.length === 0) return;
      const added = await tx
        .insert(contactTagAssignments)
        .values(taken)
        .onConflictDoNothing()
        .returning({ contactId: contactTagAssignments.contactId });
      for (let i = 0; i < taken.length; i++) {
        report.wrote("contact tag assignments", i < added.length);
      }
    },
  );
}

async function importContactTagPage(
  context: ImportContext,
  rows: readonly BeabeeTag[],
  names: Map<string, string>,
): Promise<void> {
  const { report } = context;
  const named = [];
  const twins: (readonly [string, string])[] = [];
  for (const row of rows) {
    const name = (row.name ?? "").trim();
    if (!name) {
      report.refuse("contact tags", row.id, "no name");
      continue;
    }
    const earlier = names.get(name.toLowerCase());
    if (earlier) {
      twins.push([row.id, earlier]);
      continue;
    }
    names.set(name.toLowerCase(), row.id);
    named.push({ row, name });
  }
  await writeContactTags(context, named);
  await mapAsEarlier(context, "contact tags", "contact-tag", twins);
}

async function writeContactTags(
  { tx, ids, report }: ImportContext,
  named: readonly { row: BeabeeTag; name: string }[],
): Promise<void> {
  if (named.length === 0) return;
  const stillThere = await presentIn(
    tx,
    contactTags,
    contactTags.id,
    named.flatMap(({ row }) => ids.get("contact-tag", row.id) ?? []),
  );
  const byName = new Map(
    (
      await tx
        .select({ id: contactTags.id, name: sql<string>`lower(${contactTags.name})` })
        .from(contactTags)
        .where(
          inArray(
            sql`lower(${contactTags.name})`,
            named.map(({ name }) => name.toLowerCase()),
          ),
        )
    ).map((found) => [found.name, found.id]),
  );
  const written = [];
  for (const { row, name } of named) {
    const mapped = ids.get("contact-tag", row.id);
    const byId = mapped && stillThere.has(mapped) ? mapped : undefined;
    const sameName = byName.get(name.toLowerCase());
    if (byId && sameName && sameName !== byId) {
      report.refuse("contact tags", row.id, `Agora has another tag named "${name}"`);
      continue;
    }
    const target = byId ?? sameName;
    written.push({
      beabeeId: row.id,
      id: target ?? randomUUID(),
      added: !target,
      name,
      description: row.description ?? "",
    });
  }
  if (written.length === 0) return;
  await tx
    .insert(contactTags)
    .values(written.map(({ id, name, description }) => ({ id, name, description })))
    .onConflictDoUpdate({
      target: contactTags.id,
      set: fromProposed(contactTags, ["name", "description"]),
    });
  await ids.setMany(
    "contact-tag",
    written.map(({ beabeeId, id }) => [beabeeId, id] as const),
  );
  for (const { added } of written) report.wrote("contact tags", added);
}
