import { eq } from "drizzle-orm";
import { normaliseEmail, type Contact, type UpdateContact } from "@core/contacts";
import { contactProfiles, contacts } from "../../db/schema";
import type { ContactContext, Viewer } from "./context";
import { checkAdminFields, cleanProfile } from "./profile-fields";
import { getContact } from "./read";
import { uniqueEmail } from "./unique-email";

/**
 * Applies a `PATCH /contact/:id` body; undefined when there is no such contact. A new
 * password also unlocks the account and ends every session but `keepSessionId` (the one
 * that changed it). Answers the contact, with its profile if one was sent.
 */
export async function updateContact(
  ctx: ContactContext,
  id: string,
  body: UpdateContact,
  viewer: Viewer,
  keepSessionId?: string,
): Promise<Contact | undefined> {
  const { db, passwords, options } = ctx;
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
        ? tx.update(contacts).set(changes).where(eq(contacts.id, id)).returning({ id: contacts.id })
        : tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id)).for("update"));
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
  return getContact(ctx, id, body.profile ? ["profile"] : [], viewer);
}
