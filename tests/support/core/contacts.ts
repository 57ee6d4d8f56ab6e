import type { CurrentUser } from "@core/contacts/current-user";

/** A signed-in member, for tests of what members see. */
export const TEST_MEMBER: CurrentUser = {
  id: "c0ffee00-0000-4000-8000-0000000000a1",
  email: "ada@example.org",
  firstname: "Ada",
  lastname: "Lovelace",
  displayName: "Ada Lovelace",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["member"],
};
