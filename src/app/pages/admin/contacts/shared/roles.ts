import { msg } from "@lingui/core/macro";
import type { Role } from "@core/contacts/roles";

/** A role as staff read it. */
export const ROLE_LABELS = {
  member: msg`Member`,
  admin: msg`Admin`,
  superadmin: msg`Superadmin`,
} satisfies Record<Role, ReturnType<typeof msg>>;
