import type { Database } from "../../db/connection";
import type { Emit } from "../events/emit";
import type { PasswordService } from "../passwords";
import type { PreparePasswordChange } from "../passwords/changed";
import type { createRoleService } from "./roles";

/** Who is looking: admins see notes, descriptions and tags. */
export interface Viewer {
  isAdmin: boolean;
}

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

/** What every use case of the contact service works with (`./index` makes it once). */
export interface ContactContext {
  db: Database;
  passwords: PasswordService;
  options: ContactServiceOptions;
  roles: ReturnType<typeof createRoleService>;
  now: () => Promise<Date>;
}
