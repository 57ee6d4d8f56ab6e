import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { emailQueue } from "../../db/schema";
import type { MergeFields } from "./merge";
import type { EmailTemplateId } from "./templates";

/** Who an email goes to; its names fill the greeting's merge tags. */
export interface EmailRecipient {
  email: string;
  firstname?: string;
  lastname?: string;
}

/** One email waiting to leave. `recipient` undefined: the organisation's support address. */
export interface QueuedEmail {
  id: string;
  template: EmailTemplateId;
  recipient: EmailRecipient | undefined;
  fields: MergeFields;
  attempts: number;
}

/** Anything that can insert: the database, or the transaction of what caused the email. */
export type QueueWriter = Pick<Database, "insert">;

/** How long a claimed email is the claiming server's: a send taking longer is retried. */
const LEASE_SECONDS = 120;

/** Tries before an email is given up on, about a day and a half apart at the end. */
export const MAX_ATTEMPTS = 10;

/** Waits between tries: 30 s, 1 min, 2 min, … up to 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** Sent emails are kept this long, for the log's sake, then removed. */
const KEEP_SENT_DAYS = 30;

export type EmailQueue = ReturnType<typeof createEmailQueue>;

/** The `email_queue` table: emails are added, claimed by a worker, and marked sent or failed. */
export function createEmailQueue(db: Database) {
  return {
    async add(
      writer: QueueWriter,
      template: EmailTemplateId,
      recipient: EmailRecipient | undefined,
      fields: MergeFields,
    ): Promise<void> {
      await writer.insert(emailQueue).values({
        template,
        recipient: recipient
          ? {
              email: recipient.email,
              ...(recipient.firstname ? { firstname: recipient.firstname } : {}),
              ...(recipient.lastname ? { lastname: recipient.lastname } : {}),
            }
          : null,
        fields: Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        ) as Record<string, string | number | null>,
      });
    },

    /**
     * Takes up to `limit` due emails for this server: skipped by every other server's claim
     * (SKIP LOCKED) and leased, so a crash mid-send leaves them to be claimed again later.
     */
    async claim(limit: number): Promise<QueuedEmail[]> {
      const due = db
        .select({ id: emailQueue.id })
        .from(emailQueue)
        .where(
          and(
            isNull(emailQueue.sentAt),
            isNull(emailQueue.failedAt),
            lte(emailQueue.nextAttemptAt, sql`now()`),
            or(isNull(emailQueue.lockedUntil), lt(emailQueue.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(emailQueue.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(emailQueue)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          attempts: sql`${emailQueue.attempts} + 1`,
        })
        .where(inArray(emailQueue.id, due))
        .returning();
      return rows.map((row) => ({
        id: row.id,
        template: row.template as EmailTemplateId,
        recipient: row.recipient ?? undefined,
        fields: row.fields,
        attempts: row.attempts,
      }));
    },

    async sent(id: string): Promise<void> {
      await db
        .update(emailQueue)
        .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(emailQueue.id, id));
    },

    /** A failed try: retried later, or given up on after the last attempt or when `final`. */
    async failed(email: QueuedEmail, error: string, final: boolean): Promise<boolean> {
      const giveUp = final || email.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailQueue)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 500),
          ...(giveUp
            ? { failedAt: sql`now()` }
            : {
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(email.attempts)})`,
              }),
        })
        .where(eq(emailQueue.id, email.id));
      return giveUp;
    },

    /** Removes emails sent long ago. */
    async sweep(): Promise<void> {
      await db
        .delete(emailQueue)
        .where(
          and(
            isNotNull(emailQueue.sentAt),
            lt(emailQueue.sentAt, sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`),
          ),
        );
    },
  };
}
