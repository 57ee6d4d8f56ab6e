import { sql } from "drizzle-orm";
import { beabeeImportIds } from "../../db/schema";
import type { Transaction } from "../../db/connection";

/**
 * The map of beabee's ids to ours (`beabee_import_ids`), read once per run and written as rows
 * are brought across: a second run finds each row it made and updates it.
 */
export interface IdMap {
  get(kind: string, beabeeId: string): string | undefined;
  set(kind: string, beabeeId: string, agoraId: string): Promise<void>;
  /** Many at once, in one statement: `[beabeeId, agoraId]` pairs. */
  setMany(kind: string, pairs: readonly (readonly [string, string])[]): Promise<void>;
}

export async function loadIdMap(tx: Transaction): Promise<IdMap> {
  const rows = await tx.select().from(beabeeImportIds);
  const known = new Map(rows.map((row) => [`${row.kind}:${row.beabeeId}`, row.agoraId]));
  async function setMany(kind: string, pairs: readonly (readonly [string, string])[]) {
    const changed = pairs.filter(
      ([beabeeId, agoraId]) => known.get(`${kind}:${beabeeId}`) !== agoraId,
    );
    if (changed.length === 0) return;
    for (const [beabeeId, agoraId] of changed) known.set(`${kind}:${beabeeId}`, agoraId);
    await tx
      .insert(beabeeImportIds)
      .values(changed.map(([beabeeId, agoraId]) => ({ kind, beabeeId, agoraId })))
      .onConflictDoUpdate({
        target: [beabeeImportIds.kind, beabeeImportIds.beabeeId],
        set: { agoraId: sql`excluded.agora_id`, importedAt: new Date() },
      });
  }
  return {
    get: (kind, beabeeId) => known.get(`${kind}:${beabeeId}`),
    set: (kind, beabeeId, agoraId) => setMany(kind, [[beabeeId, agoraId]]),
    setMany,
  };
}
