import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { HttpError } from "@core/errors";
import type { Database } from "../db/connection";
import { loginAttempts } from "../db/schema";

export interface LoginLimits {
  /** Failed sign-ins one address may make in `windowMs` before it must wait. */
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

/** Wrong second-factor codes one account may get in 15 minutes, from any addresses. */
export const DEFAULT_CODE_LIMITS: LoginLimits = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/** May go ahead (`id` names the attempt), or must wait this many seconds. */
export type LoginAttempt = { id: string } | { waitSeconds: number };

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/**
 * Counts sign-ins per client address that did not succeed, in the database rather than in
 * memory: the limit holds across restarts and across servers sharing the database, and
 * successful sign-ins never count, so a newsroom behind one address is not locked out by its
 * own staff. An attempt counts from the moment it starts, so a burst of parallel guesses
 * cannot slip past the limit before the first of them has failed.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  /** Seconds until fewer than the limit of the address's attempts (other than `except`) remain. */
  async function wait(address: string, now: Date, except?: string): Promise<number> {
    const since = new Date(now.getTime() - limits.windowMs);
    // The attempt that, once out of the window, lets this address try again.
    const [blocking] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.address, address),
          gt(loginAttempts.at, since),
          except === undefined ? undefined : ne(loginAttempts.id, except),
        ),
      )
      .orderBy(desc(loginAttempts.at))
      .limit(1)
      .offset(limits.maxFailures - 1);
    if (!blocking) return 0;
    const waitMs = blocking.at.getTime() + limits.windowMs - now.getTime();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  return {
    /** Seconds this address must wait before trying again, or 0 when it may try now. */
    waitSeconds: (address: string, now = new Date()) => wait(address, now),

    /** Counts a failure that `begin` did not start (e.g. a wrong code on a reset link). */
    async recordFailure(address: string, now = new Date()): Promise<void> {
      await db.insert(loginAttempts).values({ address, at: now });
    },

    /**
     * Starts an attempt, counted as failed unless `succeeded` is called, or says how long the
     * address must wait. Race-free: parallel attempts see each other.
     */
    async begin(address: string, now = new Date()): Promise<LoginAttempt> {
      const since = new Date(now.getTime() - limits.windowMs);
      // Old attempts no longer count for anyone; the index on `at` keeps this cheap.
      await db.delete(loginAttempts).where(lt(loginAttempts.at, since));
      const [attempt] = await db
        .insert(loginAttempts)
        .values({ address, at: now })
        .returning({ id: loginAttempts.id });
      if (!attempt) throw new Error("The sign-in attempt was not stored");
      const waitSeconds = await wait(address, now, attempt.id);
      if (waitSeconds === 0) return attempt;
      // Refused attempts do not count: waiting out the limit is enough.
      await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
      return { waitSeconds };
    },

    /** The attempt did not fail (signed in, or asked for the second factor): it does not count. */
    async succeeded(attempt: { id: string }): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    },
  };
}

/**
 * Starts a guess (a sign-in, or a code or password on a reset link) counted against the
 * client's address (or another key, such as an account), or answers 429 `TOO_MANY_REQUESTS`
 * with `Retry-After`. `what` names the attempts in the message, e.g. "sign-in attempts".
 */
export async function beginAttempt(
  limiter: LoginLimiter,
  reply: FastifyReply,
  what: string,
  key = reply.request.ip,
): Promise<{ id: string }> {
  const attempt = await limiter.begin(key);
  if ("id" in attempt) return attempt;
  reply.header("retry-after", String(attempt.waitSeconds));
  throw new HttpError(429, {
    message: `Too many failed ${what}. Try again in ${attempt.waitSeconds} seconds.`,
    code: "TOO_MANY_REQUESTS",
  });
}

/** A wrong guess: its attempt stays counted, and it is answered after the delay. */
export async function failAfter(wait: () => Promise<void>, error: HttpError): Promise<never> {
  await wait();
  throw error;
}
