import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { notFound } from "@core/errors";
import { JOIN_FLOW_DAYS } from "@core/join";
import type { Database } from "../../db/connection";
import { joinFlows } from "../../db/schema";

export type JoinFlow = typeof joinFlows.$inferSelect;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const expiredLink = () =>
  notFound("This link has expired or was already used", { code: "not-found" });

/** Flows older than this are gone, whatever became of them. */
export const expiry = sql`now() - make_interval(days => ${JOIN_FLOW_DAYS})`;

/** The contact a join confirmed, as stored (another request may have confirmed it first). */
export async function reread(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ contactId: joinFlows.contactId })
    .from(joinFlows)
    .where(eq(joinFlows.id, id));
  return row?.contactId ?? null;
}
