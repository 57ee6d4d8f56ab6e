import { beabeeImportIds } from "../../db/schema";
import type { Transaction } from "../jobs/store";

/**
 * The map of beabee's ids to ours (`beabee_import_ids`), read once per run and written as rows
 * are brought across: a second run finds each row it made and updates it.
 */
export interface IdMap {
  get(kind: string, beabeeId: string): string | undefined;
  set(kind: string, beabeeId: string, agoraId: string): Promise<void>;
}

export async function loadIdMap(tx: Transaction): Promise<IdMap> {
  const rows = await tx.select().from(beabeeImportIds);
  const known = new Map(rows.map((row) => [`${row.kind}:${row.beabeeId}`, row.agoraId]));
  return {
    get: (kind, beabeeId) => known.get(`${kind}:${beabeeId}`),
    async set(kind, beabeeId, agoraId) {
      if (known.get(`${kind}:${beabeeId}`) === agoraId) return;
      known.set(`${kind}:${beabeeId}`, agoraId);
      await tx
        .insert(beabeeImportIds)
        .values({ kind, beabeeId, agoraId })
        .onConflictDoUpdate({
          target: [beabeeImportIds.kind, beabeeImportIds.beabeeId],
          set: { agoraId, importedAt: new Date() },
        });
    },
  };
}
