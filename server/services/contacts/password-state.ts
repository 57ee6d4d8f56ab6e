import { and, eq, lt, sql } from "drizzle-orm";
import { MAX_PASSWORD_TRIES } from "@core/auth";
import { contacts } from "../../db/schema";
import type { ContactContext } from "./context";

/** Sets a new password and unlocks the account; every session ends and the owner is told. */
export async function setPassword(
  ctx: ContactContext,
  id: string,
  password: string,
): Promise<void> {
  const { db, passwords, options } = ctx;
  const passwordHash = await passwords.hash(password);
  const passwordChanged = await options.passwordChanged?.();
  await db.transaction(async (tx) => {
    await tx.update(contacts).set({ passwordHash, passwordTries: 0 }).where(eq(contacts.id, id));
    await passwordChanged?.(tx, id);
  });
}

/** Counts a wrong password; answers how many there have been since the last right one. */
export async function recordWrongPassword(ctx: ContactContext, id: string): Promise<number> {
  const { db } = ctx;
  const [row] = await db
    .update(contacts)
    .set({ passwordTries: sql`${contacts.passwordTries} + 1` })
    .where(eq(contacts.id, id))
    .returning({ tries: contacts.passwordTries });
  return row?.tries ?? 0;
}

export async function passwordTries(ctx: ContactContext, id: string): Promise<number> {
  const { db } = ctx;
  const [row] = await db
    .select({ tries: contacts.passwordTries })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row?.tries ?? 0;
}

/**
 * After a right password: the count starts again, and an outdated hash is redone. False
 * (nothing changed) when the account is locked meanwhile or the password was changed.
 */
export async function recordRightPassword(
  ctx: ContactContext,
  id: string,
  password: string,
  storedHash: string,
): Promise<boolean> {
  const { db, passwords } = ctx;
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
}

export async function touchLastSeen(
  ctx: ContactContext,
  id: string,
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  await db.update(contacts).set({ lastSeen: now }).where(eq(contacts.id, id));
}
