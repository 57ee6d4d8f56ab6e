import { eq, inArray } from "drizzle-orm";
import { hasRole, normaliseEmail, type Contact, type ContactWith, type Role } from "@core/contacts";
import { contactProfiles, contactRoles, contacts } from "../../db/schema";
import type { ContactContext, Viewer } from "./context";
import { contactSummaries } from "./contributions";
import { reviewsAnyCallout } from "./reviewing";
import {
  EMPTY_PROFILE,
  activeRoles,
  toContact,
  toProfile,
  toRoles,
  type ContactRecord,
} from "./serialise";
import { tagsOf } from "./tags-of";

export async function findById(
  ctx: ContactContext,
  id: string,
): Promise<ContactRecord | undefined> {
  const { db } = ctx;
  const [record] = await db.select().from(contacts).where(eq(contacts.id, id));
  return record;
}

export async function profileOf(ctx: ContactContext, id: string) {
  const { db } = ctx;
  const [profile] = await db
    .select()
    .from(contactProfiles)
    .where(eq(contactProfiles.contactId, id));
  return profile ?? EMPTY_PROFILE;
}

/** The contact as the API answers it, with the relations asked for; undefined if unknown. */
export async function getContact(
  ctx: ContactContext,
  id: string,
  relations: readonly ContactWith[],
  viewer: Viewer,
): Promise<Contact | undefined> {
  const { db, roles, now } = ctx;
  const record = await findById(ctx, id);
  if (!record) return undefined;
  const [roleRecords, summaries, at] = await Promise.all([
    roles.list(id),
    contactSummaries(db, [id], now),
    now(),
  ]);
  const contact = toContact(record, roleRecords, at, summaries.get(id));
  const wanted = new Set(relations);
  return {
    ...contact,
    ...(wanted.has("profile")
      ? { profile: toProfile(await profileOf(ctx, id), viewer.isAdmin) }
      : {}),
    ...(wanted.has("roles") ? { roles: toRoles(roleRecords) } : {}),
    ...(wanted.has("tags") && viewer.isAdmin
      ? { tags: (await tagsOf(db, [id])).get(id) ?? [] }
      : {}),
    // Admins review every callout; others the callouts they were made reviewers of.
    ...(wanted.has("isReviewer")
      ? {
          isReviewer: hasRole(contact.activeRoles, "admin") || (await reviewsAnyCallout(db, id)),
        }
      : {}),
  };
}

/** Several contacts as the API answers them, without relations; unknown ids are left out. */
export async function getContacts(
  ctx: ContactContext,
  ids: readonly string[],
): Promise<Map<string, Contact>> {
  const { db, now } = ctx;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [records, roleRecords, summaries, at] = await Promise.all([
    db.select().from(contacts).where(inArray(contacts.id, unique)),
    db.select().from(contactRoles).where(inArray(contactRoles.contactId, unique)),
    contactSummaries(db, unique, now),
    now(),
  ]);
  return new Map(
    records.map((record) => [
      record.id,
      toContact(
        record,
        roleRecords.filter((role) => role.contactId === record.id),
        at,
        summaries.get(record.id),
      ),
    ]),
  );
}

/** The contact with this email, whatever its case and surrounding spaces. */
export async function findByEmail(
  ctx: ContactContext,
  email: string,
): Promise<ContactRecord | undefined> {
  const { db } = ctx;
  const [record] = await db
    .select()
    .from(contacts)
    .where(eq(contacts.email, normaliseEmail(email)));
  return record;
}

export async function activeRolesOf(ctx: ContactContext, id: string): Promise<Role[]> {
  const { roles, now } = ctx;
  const [roleRecords, at] = await Promise.all([roles.list(id), now()]);
  return activeRoles(roleRecords, at);
}
