import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { ResetFlowType } from "../../../src/core/auth";
import { isUuid } from "../../../src/core/validation";
import { RESET_LINK_HOURS } from "../../../src/core/recovery";
import type { Database } from "../../db/connection";
import { resetFlows } from "../../db/schema";

export interface ResetFlow {
  id: string;
  contactId: string;
  type: ResetFlowType;
}

/** Links older than this no longer work; the database's clock decides, as it stamps them. */
const expiry = sql`now() - make_interval(hours => ${RESET_LINK_HOURS})`;

/** Reset links in the database: created, found while fresh, and used up. */
export function createFlowStore(db: Database) {
  return {
    /** A new link for the contact; expired links of anyone are swept out on the way. */
    async create(contactId: string, type: ResetFlowType): Promise<string> {
      await db.delete(resetFlows).where(lt(resetFlows.createdAt, expiry));
      const [flow] = await db
        .insert(resetFlows)
        .values({ contactId, type })
        .returning({ id: resetFlows.id });
      if (!flow) throw new Error("The new reset link was not returned");
      return flow.id;
    },

    /** The link with this id if it exists and is under 24 hours old. */
    async findFresh(id: string): Promise<ResetFlow | undefined> {
      // Anything but a UUID was never issued, and must not reach a uuid column.
      if (!isUuid(id)) return undefined;
      const [flow] = await db
        .select({ id: resetFlows.id, contactId: resetFlows.contactId, type: resetFlows.type })
        .from(resetFlows)
        .where(and(eq(resetFlows.id, id), gt(resetFlows.createdAt, expiry)));
      return flow;
    },
  };
}

export type FlowStore = ReturnType<typeof createFlowStore>;

/**
 * Uses a link up inside a transaction: every link of its contact goes, so no other link
 * works afterwards. Answers false when this one was already gone (used by a request that got
 * there first), so a link works once even when two requests race.
 */
export async function consumeFlows(
  tx: Pick<Database, "delete">,
  flow: ResetFlow,
): Promise<boolean> {
  const deleted = await tx
    .delete(resetFlows)
    .where(eq(resetFlows.contactId, flow.contactId))
    .returning({ id: resetFlows.id });
  return deleted.some((row) => row.id === flow.id);
}
