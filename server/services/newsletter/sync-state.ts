import type { Database } from "../../db/connection";
import { newsletterSync } from "../../db/schema";
import { NewsletterProviderError, type NewsletterProvider } from "./provider";

/** Groups read from the provider are reused this long before being read again on demand. */
const GROUPS_MAX_AGE_MS = 60 * 60 * 1000;

export type SyncState = ReturnType<typeof createSyncState>;

/** The sync's one row: when it last ran, its last error, and the audience's groups cached. */
export function createSyncState(
  db: Database,
  now: () => Date,
  provider: NewsletterProvider | undefined,
) {
  async function state(): Promise<typeof newsletterSync.$inferSelect> {
    await db.insert(newsletterSync).values({}).onConflictDoNothing();
    const [row] = await db.select().from(newsletterSync);
    if (!row) throw new Error("The newsletter sync's row was neither written nor found");
    return row;
  }

  async function record(change: Partial<typeof newsletterSync.$inferInsert>): Promise<void> {
    await state();
    await db.update(newsletterSync).set(change);
  }

  async function recordError(error: unknown): Promise<void> {
    const message =
      error instanceof NewsletterProviderError
        ? error.message
        : "The newsletter sync failed unexpectedly; the server's log says more";
    await record({ lastError: message, lastErrorAt: now() });
  }

  /** The audience's groups: cached, read again when older than an hour or when asked. */
  async function groups(refresh = false) {
    if (!provider) return [];
    const row = await state();
    const fresh =
      row.groupsReadAt && now().getTime() - row.groupsReadAt.getTime() < GROUPS_MAX_AGE_MS;
    if (fresh && !refresh) return row.groups;
    try {
      const read = await provider.groups();
      await record({ groups: read, groupsReadAt: now() });
      return read;
    } catch (error) {
      await recordError(error);
      if (refresh) throw error;
      return row.groups;
    }
  }

  return { state, record, recordError, groups };
}
