import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { calloutResponses, callouts, calloutVariants } from "../../db/schema";
import { absoluteUrl, type EmailService } from "../email";
import type { JobRunner } from "../jobs";

/** Staff get a callout's digest at most this often. */
const DIGEST_INTERVAL = sql`interval '1 day'`;

/** How often due digests are looked for. */
const DIGEST_CHECK_MINUTES = 10;

export interface DigestDependencies {
  db: Database;
  email: EmailService;
  jobs: JobRunner;
  baseUrl: string;
}

/**
 * The daily email that counts each callout's new responses, for callouts that ask for it
 * (`responseEmails: "digest"`). Each callout keeps its own day (`last_digest_at`: a digest
 * counts the responses since the previous one), so a recurring task looks for callouts whose
 * day is over every ten minutes, on one server at a time. Each callout's turn is also taken under a row lock
 * that other servers skip, and its email is queued in the same transaction that moves its
 * clock on, so a digest goes out once however often this runs.
 */
export function createResponseDigest({ db, email, jobs, baseUrl }: DigestDependencies) {
  const digest = {
    /** Queues the digests that are due; answers how many were queued. */
    async sendDue(): Promise<number> {
      const queued = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: callouts.id, slug: callouts.slug, since: callouts.lastDigestAt })
          .from(callouts)
          .where(
            and(
              eq(callouts.responseEmails, "digest"),
              or(
                isNull(callouts.lastDigestAt),
                lt(callouts.lastDigestAt, sql`now() - ${DIGEST_INTERVAL}`),
              ),
            ),
          )
          .for("update", { skipLocked: true });
        let sent = 0;
        for (const callout of due) {
          const since = callout.since ?? sql`now() - ${DIGEST_INTERVAL}`;
          const [row] = await tx
            .select({ n: count() })
            .from(calloutResponses)
            .where(
              and(
                eq(calloutResponses.calloutId, callout.id),
                gt(calloutResponses.createdAt, since),
              ),
            );
          const responses = row?.n ?? 0;
          if (responses > 0) {
            const [variant] = await tx
              .select({ title: calloutVariants.title })
              .from(calloutVariants)
              .where(
                and(eq(calloutVariants.calloutId, callout.id), eq(calloutVariants.name, "default")),
              );
            await email.sendToAdmins(
              "callout-responses-digest",
              {
                CALLOUTTITLE: variant?.title ?? callout.slug,
                CALLOUTSLUG: callout.slug,
                RESPCOUNT: responses,
                RESPLINK: absoluteUrl(`/admin/callouts/${callout.id}/responses`, baseUrl),
              },
              tx,
            );
            sent++;
          }
          await tx
            .update(callouts)
            .set({ lastDigestAt: sql`now()` })
            .where(eq(callouts.id, callout.id));
        }
        return sent;
      });
      if (queued > 0) email.poke();
      return queued;
    },
  };
  jobs.schedule({
    name: "response-digests",
    every: { minutes: DIGEST_CHECK_MINUTES },
    run: async () => {
      await digest.sendDue();
    },
  });
  return digest;
}
