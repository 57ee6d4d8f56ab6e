import { inArray } from "drizzle-orm";
import { normaliseEmail, type Role, type UpdateProfile } from "@core/contacts";
import { badRequest } from "@core/errors";
import type { Locale } from "@core/i18n/locales";
import { isUuid } from "@core/validation";
import type { Transaction } from "../../db/connection";
import {
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
} from "../../db/schema";
import type { ContactContext } from "./context";
import { cleanProfile } from "./profile-fields";
import type { ContactRecord } from "./serialise";
import { uniqueEmail } from "./unique-email";

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

/**
 * A new contact with an empty profile and the given roles; a taken email is a 400. A
 * password in plain text (staff adding the contact) is announced to the owner, as every
 * password set for them is; a hash made beforehand (the demo's public accounts) is not.
 */
export async function createContact(
  ctx: ContactContext,
  contact: NewContact,
): Promise<ContactRecord> {
  const { db, passwords, options } = ctx;
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
}
