// The roles without their schema (roles.ts), for code that only compares them: the dashboard's
// layout and guards load at boot, and the schema would bring superstruct with them.

export const ROLES = ["member", "admin", "superadmin"] as const;
export type RoleName = (typeof ROLES)[number];

/** Superadmins can do everything admins can: the contract counts superadmin as admin too. */
export function hasRole(roles: readonly RoleName[], role: RoleName): boolean {
  if (role === "admin") return roles.includes("admin") || roles.includes("superadmin");
  return roles.includes(role);
}
