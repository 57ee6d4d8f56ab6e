import { and, gt, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contactRoles } from "../../db/schema";
import { roleChanged } from "../contacts/roles";
import type { JobRunner, Period } from "../jobs";
import type { Emit } from "../events/emit";

/** Roles whose end passed are told of once a day, soon after midnight UTC. */
export const ROLE_LAPSES = { name: "role-lapses", every: { dailyAt: "00:10" } } as const;

/**
 * Tells (`role.changed`, `expired`) of every role whose end fell in the period: nothing else
 * happens when a role's time runs out, yet the newsletter's MEMSTATUS and webhook receivers
 * need to hear of it. Each period is run once (the job runner's schedule), and what it tells
 * leads to idempotent writes, so a retried run changes nothing more. Answers how many.
 */
export async function tellRoleLapses(db: Database, emit: Emit, period: Period): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .select({
        contactId: contactRoles.contactId,
        role: contactRoles.role,
        dateAdded: contactRoles.dateAdded,
        dateExpires: contactRoles.dateExpires,
      })
      .from(contactRoles)
      .where(
        and(
          isNotNull(contactRoles.dateExpires),
          gt(contactRoles.dateExpires, period.since),
          lte(contactRoles.dateExpires, period.until),
        ),
      );
    if (lapsed.length > 0) {
      await emit.many(
        tx,
        "role.changed",
        lapsed.map((row) => roleChanged(row.contactId, "expired", row.role, row)),
      );
    }
    return lapsed.length;
  });
}

/** Registers the daily run; answers a run of one period (for tests). */
export function scheduleRoleLapses(jobs: JobRunner, db: Database, emit: Emit) {
  const tell = (period: Period) => tellRoleLapses(db, emit, period);
  jobs.schedule({
    ...ROLE_LAPSES,
    run: async (period) => {
      await tell(period);
    },
  });
  return tell;
}
