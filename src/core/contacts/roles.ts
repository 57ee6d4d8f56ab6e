import { enums, type Infer } from "superstruct";

export const ROLES = ["member", "admin", "superadmin"] as const;
export const Role = enums(ROLES);
export type Role = Infer<typeof Role>;

/** Superadmins can do everything admins can: the contract counts superadmin as admin too. */
export function hasRole(roles: readonly Role[], role: Role): boolean {
  if (role === "admin") return roles.includes("admin") || roles.includes("superadmin");
  return roles.includes(role);
}
