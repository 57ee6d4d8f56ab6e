import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { ResetFlowType } from "@core/auth";
import { isUuid } from "@core/validation";
import { RESET_LINK_HOURS } from "@core/recovery";
import type { Database } from "../../db/connection";
import { resetFlows } from "../../db/schema";

export interface ResetFlow {
  id: string;
  contactId: string;
  type: ResetFlowType;
}

/** Links older than this no longer work; the database's clock decides, as it stamps them. */
const expiry = sql`now() - make_interval(hours => ${RESET_LINK_HOURS})`;

/**
 * What is stored of a link's token. A random UUID has 122 bits, so a plain hash is enough (no
 * salt or stretching), and looking up the hash compares nothing secret in our code.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a new link for the contact and answers its token, which only the email holds. */
export async function storeFlow(
  db: Pick<Database, "insert">,
  contactId: string,
  type: ResetFlowType,
): Promise<string> {
  // A UUID, the form beabee's links have, so links stay valid for its clients.
  const token = randomUUID();
  await db.insert(resetFlows).values({ contactId, type, tokenHash: hashToken(token) });
  return token;
}

/** Reset links in the database: created, found while fresh, and used up. */
export function createFlowStore(db: Database) {
  return {
    /** A new link for the contact; expired links of anyone are swept out on the way. */
    async create(contactId: string, type: ResetFlowType): Promise<string> {
      await db.delete(resetFlows).where(lt(resetFlows.createdAt, expiry));
      return storeFlow(db, contactId, type);
    },

    /** The link with this token if it exists and is under 24 hours old. */
    async findFresh(token: string): Promise<ResetFlow | undefined> {
      // Anything but a UUID was never issued.
      if (!isUuid(token)) return undefined;
      const [flow] = await db
        .select({ id: resetFlows.id, contactId: resetFlows.contactId, type: resetFlows.type })
        .from(resetFlows)
        .where(and(eq(resetFlows.tokenHash, hashToken(token)), gt(resetFlows.createdAt, expiry)));
      return flow;
    },
  };
}

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
