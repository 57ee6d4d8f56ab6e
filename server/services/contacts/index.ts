import type { Database } from "../../db/connection";
import type { DropFirst } from "../../lib/drop-first";
import type { PasswordService } from "../passwords";
import type { ContactContext, ContactServiceOptions } from "./context";
import { createContact } from "./create";
import {
  passwordTries,
  recordRightPassword,
  recordWrongPassword,
  setPassword,
  touchLastSeen,
} from "./password-state";
import { activeRolesOf, findByEmail, findById, getContact, getContacts } from "./read";
import { removeContact } from "./remove";
import { createRoleService } from "./roles";
import { updateContact } from "./update";

export { activeRoles, isActive, type ContactRecord, type RoleRecord } from "./serialise";
export type { ContactServiceOptions, Viewer } from "./context";
export type { NewContact } from "./create";
export { duplicateEmail } from "./unique-email";
export { assertRolePeriod } from "./roles";

export type ContactService = ReturnType<typeof createContactService>;

/**
 * Contacts, their profiles and roles, and the password state sign-in needs. Each use case has
 * a module of its own and takes the shared context (`./context`).
 */
export function createContactService(
  db: Database,
  passwords: PasswordService,
  options: ContactServiceOptions = {},
) {
  const roles = createRoleService(db, options.emit);
  const now = options.now ?? (() => Promise.resolve(new Date()));
  const ctx: ContactContext = { db, passwords, options, roles, now };

  return {
    roles,
    findById: (id: string) => findById(ctx, id),
    get: (...args: DropFirst<Parameters<typeof getContact>>) => getContact(ctx, ...args),
    getMany: (ids: readonly string[]) => getContacts(ctx, ids),
    findByEmail: (email: string) => findByEmail(ctx, email),
    create: (...args: DropFirst<Parameters<typeof createContact>>) => createContact(ctx, ...args),
    update: (...args: DropFirst<Parameters<typeof updateContact>>) => updateContact(ctx, ...args),
    remove: (id: string) => removeContact(ctx, id),
    activeRoles: (id: string) => activeRolesOf(ctx, id),
    setPassword: (...args: DropFirst<Parameters<typeof setPassword>>) => setPassword(ctx, ...args),
    recordWrongPassword: (id: string) => recordWrongPassword(ctx, id),
    passwordTries: (id: string) => passwordTries(ctx, id),
    recordRightPassword: (...args: DropFirst<Parameters<typeof recordRightPassword>>) =>
      recordRightPassword(ctx, ...args),
    touchLastSeen: (...args: DropFirst<Parameters<typeof touchLastSeen>>) =>
      touchLastSeen(ctx, ...args),
  };
}
