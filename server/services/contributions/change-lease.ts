import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { conflict } from "@core/errors";
import type { Database } from "../../db/connection";
import { contributions } from "../../db/schema";

/**
 * Longer than a change's provider calls can take (their timeouts included): a server that dies
 * holding it leaves the contribution changeable again after this.
 */
export const CHANGE_LEASE_SECONDS = 120;

/** How often a change that waits for the lease tries to take it. */
const LEASE_POLL_MS = 50;

/**
 * Runs `change` while holding the contribution's change lease. A change's provider calls are
 * keyed by the contribution as it was read, so that a retry after a crash is not charged twice;
 * two changes read at once (two tabs) would share those keys, and the second would store its
 * own amount beside the first one's charge. Held, the second is refused (409
 * `change-in-progress`); it reads the contribution afresh once the first is done.
 * A contact with no contribution row holds nothing: `change` says what is missing.
 * `waitMs`: how long to wait for a lease held elsewhere before refusing, for a step that must
 * follow the other rather than fail (the same return page completed twice at once).
 */
export async function whileChanging<T>(
  db: Database,
  contactId: string,
  change: () => Promise<T>,
  { waitMs = 0 } = {},
): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  let taken = await take(db, contactId);
  while (taken.length === 0 && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    taken = await take(db, contactId);
  }
  if (taken.length === 0) {
    const [exists] = await db
      .select({ contactId: contributions.contactId })
      .from(contributions)
      .where(eq(contributions.contactId, contactId));
    if (exists) {
      throw conflict(
        "Your contribution is being changed in another window: reload the page to see the change",
        { code: "change-in-progress" },
      );
    }
    return change();
  }
  try {
    return await change();
  } finally {
    await db
      .update(contributions)
      .set({ changingUntil: null })
      .where(eq(contributions.contactId, contactId));
  }
}

/** Takes the lease if it is free or lapsed: answers the row it was taken on, if any. */
function take(db: Database, contactId: string) {
  return db
    .update(contributions)
    .set({ changingUntil: sql`now() + make_interval(secs => ${CHANGE_LEASE_SECONDS})` })
    .where(
      and(
        eq(contributions.contactId, contactId),
        or(isNull(contributions.changingUntil), lt(contributions.changingUntil, sql`now()`)),
      ),
    )
    .returning({ contactId: contributions.contactId });
}
