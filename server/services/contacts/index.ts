import type { Emit } from "../outbound-webhooks/emit";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { MAX_PASSWORD_TRIES } from "../../../src/core/auth";
import {
  ADMIN_PROFILE_FIELDS,
  hasRole,
  normaliseEmail,
  type Contact,
  type ContactWith,
  type Role,
  type UpdateContact,
  type UpdateProfile,
} from "../../../src/core/contacts";
import { badRequest, forbidden } from "../../../src/core/errors";
import { isUuid } from "../../../src/core/validation";
import type { PreparePasswordChange } from "../passwords/changed";
import type { Locale } from "../../../src/core/i18n/locales";
import type { Database, Transaction } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import {
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
} from "../../db/schema";
import { reviewsAnyCallout } from "./reviewing";
import type { PasswordService } from "../passwords";
import { contactSummaries } from "./contributions";
import { forgetAddress } from "./forget-address";
import { tagsOf } from "./tags-of";
import { createRoleService } from "./roles";
import {
  EMPTY_PROFILE,
  activeRoles,
  toContact,
  toProfile,
  toRoles,
  type ContactRecord,
} from "./serialise";

export { activeRoles, isActive, type ContactRecord, type RoleRecord } from "./serialise";

export interface NewContact {
  email: string;
  firstname?: string;
  lastname?: string;
  /** In plain text: hashed here. Without one the contact cannot sign in until they set one. */
  password?: string;
  /** Instead of a password, its hash made beforehand (the demo accounts' public passwords). */
  passwordHash?: string;
  roles?: { role: Role; dateAdded?: Date; dateExpires?: Date | null }[];
  /** Staff adding a contact: its profile (admin fields included) and tag ids. */
  profile?: UpdateProfile;
  tagIds?: readonly string[];
  /** The language of their emails, when they chose one (the frame they answered in). */
  locale?: Locale;
  /** When they joined, if before now (the demo's members, who joined months ago). */
  joined?: Date;
  /**
   * What else is written with the contact, in its transaction (staff adding one: the timeline's
   * lines, a manual contribution), so that nothing of it is stored alone.
   */
  alsoWrite?: (tx: Transaction, contact: ContactRecord) => Promise<void>;
}

/** Who is looking: admins see notes, descriptions and tags. */
export interface Viewer {
  isAdmin: boolean;
}

export const duplicateEmail = () =>
  badRequest("Email address already exists", { code: "duplicate-email" });

/** Runs a write, turning a taken email into the contract's `duplicate-email`. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "contacts_email_unique")) throw duplicateEmail();
    throw error;
  }
}

/** Empty strings are what a form sends for "no value"; anything else is the admin's text. */
function checkAdminFields(profile: UpdateProfile, viewer: Viewer): UpdateProfile {
  if (viewer.isAdmin) return profile;
  const sent = ADMIN_PROFILE_FIELDS.filter((field) => (profile[field] ?? "") !== "");
  if (sent.length > 0) throw forbidden(`Only admins may change ${sent.join(" and ")}`);
  return Object.fromEntries(
    Object.entries(profile).filter(
      ([field]) => !(ADMIN_PROFILE_FIELDS as readonly string[]).includes(field),
    ),
  ) as UpdateProfile;
}

function cleanProfile(given: UpdateProfile): UpdateProfile {
  const profile =
    given.telephone === undefined ? given : { ...given, telephone: given.telephone.trim() };
  const address = profile.deliveryAddress;
  if (!address) return profile;
  const line2 = address.line2?.trim();
  return {
    ...profile,
    deliveryAddress: {
      line1: address.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: address.city.trim(),
      postcode: address.postcode.trim(),
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

export interface ContactServiceOptions {
  /**
   * The time memberships run on (the payment clock, which the test provider can move
   * forward): whether a role is active is judged by it. Real time when left out.
   */
  now?: () => Promise<Date>;
  /** Tells outbound webhooks of contacts made and changed. */
  emit?: Emit;
  /** Ends the other sessions and tells the owner, in the transaction that sets a password. */
  passwordChanged?: PreparePasswordChange;
}

/** Contacts, their profiles and roles, and the password state sign-in needs. */
export function createContactService(
  db: Database,
  passwords: PasswordService,
  options: ContactServiceOptions = {},
) {
  const roles = createRoleService(db, options.emit);
  const now = options.now ?? (() => Promise.resolve(new Date()));

  async function findById(id: string): Promise<ContactRecord | undefined> {
    const [record] = await db.select().from(contacts).where(eq(contacts.id, id));
    return record;
  }

  async function profileOf(id: string) {
    const [profile] = await db
      .select()
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, id));
    return profile ?? EMPTY_PROFILE;
  }

  /** The contact as the API answers it, with the relations asked for; undefined if unknown. */
  async function get(
    id: string,
    relations: readonly ContactWith[],
    viewer: Viewer,
  ): Promise<Contact | undefined> {
    const record = await findById(id);
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
      ...(wanted.has("profile") ? { profile: toProfile(await profileOf(id), viewer.isAdmin) } : {}),
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
  async function getMany(ids: readonly string[]): Promise<Map<string, Contact>> {
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

  return {
    roles,
    findById,
    get,
    getMany,

    /** The contact with this email, whatever its case and surrounding spaces. */
    async findByEmail(email: string): Promise<ContactRecord | undefined> {
      const [record] = await db
        .select()
        .from(contacts)
        .where(eq(contacts.email, normaliseEmail(email)));
      return record;
    },

    /**
     * A new contact with an empty profile and the given roles; a taken email is a 400. A
     * password in plain text (staff adding the contact) is announced to the owner, as every
     * password set for them is; a hash made beforehand (the demo's public accounts) is not.
     */
    async create(contact: NewContact): Promise<ContactRecord> {
      const passwordHash =
        contact.passwordHash ?? (contact.password ? await passwords.hash(contact.password) : null);
      const passwordChanged =
        contact.password && !contact.passwordHash ? await options.passwordChanged?.() : undefined;
      return uniqueEmail(() =>
        db.transaction(async (tx) => {
          const [record] = await tx
            .insert(contacts)
            .values({
              email: normaliseEmail(contact.email),
              firstname: contact.firstname?.trim() ?? "",
              lastname: contact.lastname?.trim() ?? "",
              passwordHash,
              ...(contact.locale ? { locale: contact.locale } : {}),
              ...(contact.joined ? { joined: contact.joined } : {}),
            })
            .returning();
          if (!record) throw new Error("The new contact was not returned");
          const profile = contact.profile && cleanProfile(contact.profile);
          await tx.insert(contactProfiles).values({ contactId: record.id, ...profile });
          const tagIds = [...new Set(contact.tagIds?.map((id) => id.toLowerCase()))];
          if (tagIds.length > 0) {
            const known = await tx
              .select({ id: contactTags.id })
              .from(contactTags)
              .where(inArray(contactTags.id, tagIds.filter(isUuid)));
            if (known.length !== tagIds.length) {
              throw badRequest("No such tag", { code: "unknown-tag" });
            }
            await tx
              .insert(contactTagAssignments)
              .values(tagIds.map((tagId) => ({ contactId: record.id, tagId })));
          }
          if (contact.roles?.length) {
            await tx
              .insert(contactRoles)
              .values(contact.roles.map((role) => ({ contactId: record.id, ...role })));
          }
          await contact.alsoWrite?.(tx, record);
          await passwordChanged?.(tx, record.id);
          await options.emit?.(tx, "contact.created", {
            contactId: record.id,
            email: record.email,
            firstname: record.firstname,
            lastname: record.lastname,
          });
          return record;
        }),
      );
    },

    /**
     * Applies a `PATCH /contact/:id` body; undefined when there is no such contact. A new
     * password also unlocks the account and ends every session but `keepSessionId` (the one
     * that changed it). Answers the contact, with its profile if one was sent.
     */
    async update(
      id: string,
      body: UpdateContact,
      viewer: Viewer,
      keepSessionId?: string,
    ): Promise<Contact | undefined> {
      const profile = body.profile && cleanProfile(checkAdminFields(body.profile, viewer));
      const changes = {
        ...(body.email !== undefined ? { email: normaliseEmail(body.email) } : {}),
        ...(body.firstname !== undefined ? { firstname: body.firstname.trim() } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname.trim() } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(body.password !== undefined
          ? { passwordHash: await passwords.hash(body.password), passwordTries: 0 }
          : {}),
      };
      // The names of what changed, never a password.
      const changed = [
        ...Object.keys(changes).filter((key) => key !== "passwordHash" && key !== "passwordTries"),
        ...(body.password !== undefined ? ["password"] : []),
        ...Object.keys(profile ?? {}).map((key) => `profile.${key}`),
      ];
      const passwordChanged =
        body.password !== undefined ? await options.passwordChanged?.() : undefined;
      const found = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const [record] = await (Object.keys(changes).length > 0
            ? tx
                .update(contacts)
                .set(changes)
                .where(eq(contacts.id, id))
                .returning({ id: contacts.id })
            : tx
                .select({ id: contacts.id })
                .from(contacts)
                .where(eq(contacts.id, id))
                .for("update"));
          if (!record) return false;
          if (profile && Object.keys(profile).length > 0) {
            await tx
              .insert(contactProfiles)
              .values({ contactId: id, ...profile })
              .onConflictDoUpdate({ target: contactProfiles.contactId, set: profile });
          }
          if (changed.length > 0) {
            await options.emit?.(tx, "contact.updated", { contactId: id, changed });
          }
          await passwordChanged?.(tx, id, keepSessionId);
          return true;
        }),
      );
      if (!found) return undefined;
      return get(id, body.profile ? ["profile"] : [], viewer);
    },

    /**
     * Deletes the contact; answers the address it had (for what is kept outside the database:
     * the email service's `forgetRecipient`), undefined when there was no such contact. The
     * database removes what belongs to it (profile, roles, second factor, sessions, reset
     * links) and keeps the API keys it created, without a creator; the address goes from join
     * flows, jobs and webhook deliveries in the same transaction (`forgetAddress`).
     */
    async remove(id: string): Promise<{ email: string } | undefined> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(contacts)
          .where(eq(contacts.id, id))
          .returning({ email: contacts.email });
        if (deleted) await forgetAddress(tx, id, deleted.email);
        return deleted;
      });
    },

    async activeRoles(id: string): Promise<Role[]> {
      const [roleRecords, at] = await Promise.all([roles.list(id), now()]);
      return activeRoles(roleRecords, at);
    },

    /** Sets a new password and unlocks the account; every session ends and the owner is told. */
    async setPassword(id: string, password: string): Promise<void> {
      const passwordHash = await passwords.hash(password);
      const passwordChanged = await options.passwordChanged?.();
      await db.transaction(async (tx) => {
        await tx
          .update(contacts)
          .set({ passwordHash, passwordTries: 0 })
          .where(eq(contacts.id, id));
        await passwordChanged?.(tx, id);
      });
    },

    /** Counts a wrong password; answers how many there have been since the last right one. */
    async recordWrongPassword(id: string): Promise<number> {
      const [row] = await db
        .update(contacts)
        .set({ passwordTries: sql`${contacts.passwordTries} + 1` })
        .where(eq(contacts.id, id))
        .returning({ tries: contacts.passwordTries });
      return row?.tries ?? 0;
    },

    async passwordTries(id: string): Promise<number> {
      const [row] = await db
        .select({ tries: contacts.passwordTries })
        .from(contacts)
        .where(eq(contacts.id, id));
      return row?.tries ?? 0;
    },

    /**
     * After a right password: the count starts again, and an outdated hash is redone. False
     * (nothing changed) when the account is locked meanwhile or the password was changed.
     */
    async recordRightPassword(id: string, password: string, storedHash: string): Promise<boolean> {
      const passwordHash = passwords.needsRehash(storedHash)
        ? await passwords.hash(password)
        : storedHash;
      const updated = await db
        .update(contacts)
        .set({ passwordTries: 0, passwordHash })
        .where(
          and(
            eq(contacts.id, id),
            eq(contacts.passwordHash, storedHash),
            lt(contacts.passwordTries, MAX_PASSWORD_TRIES),
          ),
        )
        .returning({ id: contacts.id });
      return updated.length > 0;
    },

    async touchLastSeen(id: string, now = new Date()): Promise<void> {
      await db.update(contacts).set({ lastSeen: now }).where(eq(contacts.id, id));
    },
  };
}
