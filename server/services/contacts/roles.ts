import { and, eq } from "drizzle-orm";
import type { ContactRole, Role } from "@core/contacts";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import { contactRoles } from "../../db/schema";
import type { Emit } from "../events/emit";
import { toContactRole, type RoleRecord } from "./serialise";

export interface RoleDates {
  dateAdded: Date;
  /** Left out: keep the stored end; null: no end. */
  dateExpires?: Date | null;
}

/** A role given by staff must end after it starts: else a 400, before anything is stored. */
export function assertRolePeriod(dateAdded: Date, dateExpires: Date | null): void {
  if (dateExpires !== null && dateAdded >= dateExpires) {
    throw badRequest("dateAdded must be before dateExpires");
  }
}

/** How a role changed, as `role.changed` tells it (`expired`: services/membership/lapses). */
export type RoleChange = "granted" | "changed" | "removed" | "expired";

/** `role.changed`'s data. */
export function roleChanged(
  contactId: string,
  change: RoleChange,
  role: Role,
  dates: { dateAdded: Date; dateExpires: Date | null },
) {
  return {
    contactId,
    role,
    change,
    dateAdded: dates.dateAdded.toISOString(),
    dateExpires: dates.dateExpires?.toISOString() ?? null,
  };
}

/**
 * A contact's roles, each with the period it is active in. Each change is told (`role.changed`)
 * in its transaction: the newsletter's membership fields follow it.
 */
export function createRoleService(db: Database, emit?: Emit) {
  return {
    async list(contactId: string): Promise<RoleRecord[]> {
      return db
        .select({
          role: contactRoles.role,
          dateAdded: contactRoles.dateAdded,
          dateExpires: contactRoles.dateExpires,
        })
        .from(contactRoles)
        .where(eq(contactRoles.contactId, contactId));
    },

    /** Adds the role or changes its dates; a period that ends before it starts is a 400. */
    async set(contactId: string, role: Role, dates: RoleDates): Promise<ContactRole> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ dateExpires: contactRoles.dateExpires })
          .from(contactRoles)
          .where(and(eq(contactRoles.contactId, contactId), eq(contactRoles.role, role)))
          .for("update");
        const dateExpires =
          dates.dateExpires === undefined ? (stored?.dateExpires ?? null) : dates.dateExpires;
        assertRolePeriod(dates.dateAdded, dateExpires);
        const values = { dateAdded: dates.dateAdded, dateExpires };
        await tx
          .insert(contactRoles)
          .values({ contactId, role, ...values })
          .onConflictDoUpdate({ target: [contactRoles.contactId, contactRoles.role], set: values });
        await emit?.(
          tx,
          "role.changed",
          roleChanged(contactId, stored ? "changed" : "granted", role, values),
        );
        return toContactRole({ role, ...values });
      });
    },

    /** Whether any contact holds this role (active or not): start-up asks it of superadmin. */
    async anyoneHas(role: Role): Promise<boolean> {
      const [row] = await db
        .select({ contactId: contactRoles.contactId })
        .from(contactRoles)
        .where(eq(contactRoles.role, role))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the contact had the role (active or not) and no longer has it. */
    async remove(contactId: string, role: Role): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(contactRoles)
          .where(and(eq(contactRoles.contactId, contactId), eq(contactRoles.role, role)))
          .returning({ dateAdded: contactRoles.dateAdded, dateExpires: contactRoles.dateExpires });
        if (!deleted) return false;
        await emit?.(tx, "role.changed", roleChanged(contactId, "removed", role, deleted));
        return true;
      });
    },
  };
}
