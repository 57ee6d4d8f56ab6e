import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { number, object, string } from "superstruct";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { jobs } from "../../db/schema";
import { PRIORITIES } from "./define";
import {
  createJobRunner,
  defineJob,
  exponentialBackoff,
  PermanentJobError,
  type JobRunner,
  type JobRunnerOptions,
} from ".";
import { recordingLog, sharedDatabasePerFile } from "../../test-support/jobs";

const { first, second } = sharedDatabasePerFile();

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** A runner as one server would have it; stopped after each test. */
function runner(options: Partial<JobRunnerOptions> = {}) {
  const log = recordingLog();
  const created = createJobRunner({ db: first().db, log, ...options });
  runners.push(created);
  return { runner: created, log };
}

let types = 0;
/** A job type of this test's own, so tests sharing the database never run each other's. */
const testJob = <T>(spec: Omit<Parameters<typeof defineJob<T>>[0], "type">) =>
  defineJob<T>({ ...spec, type: `test-${++types}` });

const Numbered = object({ n: number() });

const row = async (id: string) => {
  const [found] = await first().db.select().from(jobs).where(eq(jobs.id, id));
  if (!found) throw new Error(`No job ${id}`);
  return found;
};

/** Seconds until the job is due, by the database's clock. */
const dueIn = async (id: string) => {
  const [found] = await first()
    .db.select({ seconds: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(found?.seconds);
};

/** Makes a job due now, as if its wait had passed. */
const makeDue = (id: string) =>
  first()
    .db.update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe("one-off jobs", () => {
  it("run once each when two servers' runners share the database", async () => {
    const job = testJob({ payload: Numbered });
    const ran: number[] = [];
    const active = new Set<number>();
    let overlapped = false;
    const handler = async ({ n }: { n: number }) => {
      if (active.has(n)) overlapped = true;
      active.add(n);
      await sleep(n % 3);
      ran.push(n);
      active.delete(n);
    };
    const a = runner().runner;
    const b = createJobRunner({ db: second().db, log: recordingLog() });
    runners.push(b);
    a.handle(job, handler);
    b.handle(job, handler);
    const numbers = Array.from({ length: 60 }, (_, n) => n);
    for (const n of numbers) await a.enqueue(first().db, job, { n });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect([...ran].sort((x, y) => x - y)).toEqual(numbers);
    expect(overlapped).toBe(false);
    const states = await first()
      .db.select({ state: jobs.state, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.type, job.type));
    expect(states).toHaveLength(60);
    expect(states.every((job) => job.state === "done" && job.attempts === 1)).toBe(true);
  });

  it("exist only if the transaction that queued them commits", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner();
    const ran: number[] = [];
    jobsRunner.handle(job, async ({ n }) => void ran.push(n));
    await first()
      .db.transaction(async (tx) => {
        await jobsRunner.enqueue(tx, job, { n: 1 });
        throw new Error("what caused it failed");
      })
      .catch(() => undefined);
    await first().db.transaction((tx) => jobsRunner.enqueue(tx, job, { n: 2 }));
    await jobsRunner.drain();
    expect(ran).toEqual([2]);
  });

  it("keep one job per unique key and type", async () => {
    const job = testJob({ payload: Numbered });
    const other = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner();
    const ran: number[] = [];
    jobsRunner.handle(job, async ({ n }) => void ran.push(n));
    jobsRunner.handle(other, async ({ n }) => void ran.push(n));

    const one = await jobsRunner.enqueue(first().db, job, { n: 1 }, { uniqueKey: "k" });
    const again = await jobsRunner.enqueue(first().db, job, { n: 2 }, { uniqueKey: "k" });
    const otherType = await jobsRunner.enqueue(first().db, other, { n: 3 }, { uniqueKey: "k" });
    expect(one.created).toBe(true);
    expect(again).toEqual({ id: one.id, created: false });
    expect(otherType.created).toBe(true);
    // Two servers queuing the same key at the same moment, each in its own transaction.
    const [x, y] = await Promise.all(
      [first(), second()].map((database) =>
        database.db.transaction((tx) =>
          jobsRunner.enqueue(tx, job, { n: 4 }, { uniqueKey: "together" }),
        ),
      ),
    );
    expect(x?.id).toBe(y?.id);
    expect([x?.created, y?.created].sort()).toEqual([false, true]);

    await jobsRunner.drain();
    expect(ran.sort()).toEqual([1, 3, 4]);
    // Done, the job still holds its key: queuing it again does nothing.
    expect((await jobsRunner.enqueue(first().db, job, { n: 5 }, { uniqueKey: "k" })).created).toBe(
      false,
    );
  });

  it("wait for their run-at time", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner();
    const ran: number[] = [];
    jobsRunner.handle(job, async ({ n }) => void ran.push(n));
    const later = await jobsRunner.enqueue(
      first().db,
      job,
      { n: 1 },
      { runAt: new Date(Date.now() + 60 * 60 * 1000) },
    );
    await jobsRunner.drain();
    expect(ran).toEqual([]);
    await makeDue(later.id);
    await jobsRunner.drain();
    expect(ran).toEqual([1]);
  });

  it("are retried with growing waits, then marked failed and logged", async () => {
    const job = testJob({ payload: Numbered, maxAttempts: 3, backoff: exponentialBackoff(10, 15) });
    const { runner: jobsRunner, log } = runner();
    const tries: number[] = [];
    jobsRunner.handle(job, async (_payload, { attempt }) => {
      tries.push(attempt);
      throw new Error(`try ${attempt} failed`);
    });
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });

    await jobsRunner.drain();
    expect(await row(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "try 1 failed",
    });
    expect(await dueIn(id)).toBeGreaterThan(8);
    expect(await dueIn(id)).toBeLessThanOrEqual(10);
    await jobsRunner.drain();
    expect(tries).toEqual([1]);

    await makeDue(id);
    await jobsRunner.drain();
    expect(await dueIn(id)).toBeGreaterThan(13); // 20 s, capped at 15
    expect(await dueIn(id)).toBeLessThanOrEqual(15);

    await makeDue(id);
    await jobsRunner.drain();
    expect(tries).toEqual([1, 2, 3]);
    expect(await row(id)).toMatchObject({
      state: "failed",
      attempts: 3,
      lastError: "try 3 failed",
    });
    expect(
      log.entries.filter((entry) => entry.level === "warn" || entry.level === "error"),
    ).toEqual([
      expect.objectContaining({ level: "warn", message: "Job failed; it will be retried" }),
      expect.objectContaining({ level: "warn", message: "Job failed; it will be retried" }),
      expect.objectContaining({ level: "error", message: "Gave up on a job" }),
    ]);
    expect(log.entries.at(-1)?.details).toMatchObject({
      job: id,
      type: job.type,
      attempt: 3,
      err: { message: "try 3 failed" },
    });
  });

  it("fail at once when trying again cannot help", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner();
    jobsRunner.handle(job, () => Promise.reject(new PermanentJobError("no such address")));
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });
    await jobsRunner.drain();
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 1 });
  });

  it("fail, without running, when their stored payload does not fit their type", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner();
    let ran = false;
    jobsRunner.handle(job, async () => void (ran = true));
    const [stored] = await first()
      .db.insert(jobs)
      .values({ type: job.type, payload: { n: "one" } })
      .returning({ id: jobs.id });
    await jobsRunner.drain();
    expect(ran).toBe(false);
    expect((await row(stored?.id ?? ""))?.lastError).toBe(
      "Its payload does not fit its type: n is not number",
    );
    await expect(
      // @ts-expect-error: the payload's type comes from the schema
      jobsRunner.enqueue(first().db, job, { n: "two" }),
    ).rejects.toThrow(/payload is not valid: n is not number$/);
  });

  it("log when they start and finish at debug level, with the fields their type allows and no payload", async () => {
    const job = defineJob({
      type: `test-logged-${++types}`,
      payload: object({ kind: string(), token: string() }),
      logFields: ({ kind }) => ({ kind }),
    });
    const { runner: jobsRunner, log } = runner();
    jobsRunner.handle(job, async () => undefined);
    const { id } = await jobsRunner.enqueue(first().db, job, {
      kind: "export",
      token: "s3cret-t0ken",
    });
    await jobsRunner.drain();
    expect(log.entries.map(({ level, message }) => [level, message])).toEqual([
      ["debug", "Job started"],
      ["debug", "Job finished"],
    ]);
    expect(log.entries[1]?.details).toMatchObject({ job: id, type: job.type, kind: "export" });
    expect(JSON.stringify(log.entries)).not.toContain("s3cret-t0ken");
  });
});

describe("progress and results", () => {
  it("show how far a job got while it runs, and what it answered once done", async () => {
    const exportJob = defineJob({
      type: `test-export-${++types}`,
      payload: object({ rows: number() }),
      result: object({ file: string() }),
    });
    const { runner: jobsRunner } = runner();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    jobsRunner.handle(exportJob, async ({ rows }, { progress }) => {
      progress(1, rows);
      await gate;
      progress(rows, rows);
      return { file: "contacts.csv" };
    });
    const { id } = await jobsRunner.enqueue(first().db, exportJob, { rows: 3 });
    expect((await jobsRunner.find(exportJob, id))?.state).toBe("queued");

    const draining = jobsRunner.drain();
    await expect
      .poll(() => jobsRunner.find(exportJob, id))
      .toMatchObject({ state: "running", progress: { done: 1, total: 3 }, result: undefined });
    release();
    await draining;
    const done = await jobsRunner.find(exportJob, id);
    expect(done).toMatchObject({
      state: "done",
      progress: { done: 3, total: 3 },
      result: { file: "contacts.csv" },
      payload: { rows: 3 },
    });
    expect(done?.finishedAt).toBeInstanceOf(Date);
    // A route asks for jobs of its own type only, by an id from an address.
    expect(await jobsRunner.find(testJob({ payload: Numbered }), id)).toBeUndefined();
    expect(await jobsRunner.find(exportJob, "not-an-id")).toBeUndefined();
    expect(await jobsRunner.find(exportJob, randomUUID())).toBeUndefined();
  });

  it("refuse a result that does not fit the type's schema", async () => {
    const job = defineJob({
      type: `test-result-${++types}`,
      payload: Numbered,
      result: object({ file: string() }),
    });
    const { runner: jobsRunner } = runner();
    // @ts-expect-error: a handler answers the result's type
    jobsRunner.handle(job, async () => ({ file: 42 }));
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });
    await jobsRunner.drain();
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 1 });
  });
});

describe("leases", () => {
  it("keep a job from other servers while its holder lives, and free it once it lapses", async () => {
    const job = testJob({ payload: Numbered, maxAttempts: 2 });
    const { runner: jobsRunner } = runner();
    const tries: number[] = [];
    jobsRunner.handle(job, async (_payload, { attempt }) => void tries.push(attempt));
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });
    // Claimed by a server that is still alive: its lease runs for another hour.
    await first()
      .db.update(jobs)
      .set({
        attempts: 1,
        lockedBy: randomUUID(),
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .where(eq(jobs.id, id));
    await jobsRunner.drain();
    expect(tries).toEqual([]);
    // That server died: its lease ran out.
    await first()
      .db.update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await jobsRunner.drain();
    expect(tries).toEqual([2]);
    expect(await row(id)).toMatchObject({ state: "done", attempts: 2, lockedBy: null });
  });

  it("give up on a job whose server died during its last try", async () => {
    const job = testJob({ payload: Numbered, maxAttempts: 2 });
    const { runner: jobsRunner, log } = runner();
    let ran = false;
    jobsRunner.handle(job, async () => void (ran = true));
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });
    await first()
      .db.update(jobs)
      .set({ attempts: 2, lockedBy: randomUUID(), lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await jobsRunner.drain();
    expect(ran).toBe(false);
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 3 });
    expect(log.entries.at(-1)).toMatchObject({ level: "error", message: "Gave up on a job" });
  });

  it("are renewed while a job runs longer than its lease", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner({ leaseSeconds: 1 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let aborted = false;
    jobsRunner.handle(job, async (_payload, { signal }) => {
      await gate;
      aborted = signal.aborted;
    });
    const { id } = await jobsRunner.enqueue(first().db, job, { n: 1 });
    const draining = jobsRunner.drain();
    await expect.poll(async () => (await row(id)).lockedUntil).not.toBeNull();
    const before = (await row(id)).lockedUntil?.getTime() ?? 0;
    await expect
      .poll(async () => (await row(id)).lockedUntil?.getTime() ?? 0, { timeout: 5000 })
      .toBeGreaterThan(before);
    // Another server looking meanwhile leaves it alone.
    const other = createJobRunner({ db: second().db, log: recordingLog() });
    runners.push(other);
    let stolen = false;
    other.handle(job, async () => void (stolen = true));
    await other.drain();
    release();
    await draining;
    expect(stolen).toBe(false);
    expect(aborted).toBe(false);
    expect(await row(id)).toMatchObject({ state: "done", attempts: 1 });
  });
});

describe("starting and stopping", () => {
  it("runs a job queued on this server at once, and one queued in a transaction when poked", async () => {
    const job = testJob({ payload: Numbered });
    // Polls once an hour: only a poke can explain a job starting within the test.
    const { runner: jobsRunner } = runner({ pollMs: 60 * 60 * 1000 });
    const ran: number[] = [];
    jobsRunner.handle(job, async ({ n }) => void ran.push(n));
    jobsRunner.start();
    await jobsRunner.enqueue(first().db, job, { n: 1 });
    await expect.poll(() => ran).toEqual([1]);
    await first().db.transaction((tx) => jobsRunner.enqueue(tx, job, { n: 2 }));
    jobsRunner.poke();
    await expect.poll(() => ran).toEqual([1, 2]);
  });

  it("lets running jobs finish when stopping, and gives back those that take too long", async () => {
    const quick = testJob({ payload: Numbered });
    const slow = testJob({ payload: Numbered });
    const { runner: jobsRunner, log } = runner({ stopGraceMs: 100 });
    let slowStarted = () => {};
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    let quickDone = false;
    let abortReason: unknown;
    jobsRunner.handle(quick, async () => {
      await started;
      quickDone = true;
    });
    jobsRunner.handle(slow, async (_payload, { signal }) => {
      slowStarted();
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      abortReason = signal.reason;
      throw signal.reason;
    });
    const q = await jobsRunner.enqueue(first().db, quick, { n: 1 });
    const s = await jobsRunner.enqueue(first().db, slow, { n: 2 });
    jobsRunner.start();
    await started;
    await jobsRunner.stop();
    expect(quickDone).toBe(true);
    expect(await row(q.id)).toMatchObject({ state: "done" });
    expect(abortReason).toBeInstanceOf(Error);
    // Given back untried: due at once for another server (or the next start).
    expect(await row(s.id)).toMatchObject({ state: "pending", attempts: 0, lockedBy: null });
    expect(
      log.entries.some((entry) => entry.message === "Gave back jobs still running at shutdown"),
    ).toBe(true);

    const next = runner().runner;
    const ran: number[] = [];
    next.handle(slow, async ({ n }) => void ran.push(n));
    await next.drain();
    expect(ran).toEqual([2]);
  });
});

describe("under a backlog", () => {
  /** A runner on a database that counts its claim statements. */
  function countingClaims(options: Partial<JobRunnerOptions> = {}) {
    let claims = 0;
    const connection = first();
    const logger = {
      logQuery: (query: string) => {
        if (/^update "jobs" set "attempts"/.test(query)) claims += 1;
      },
    };
    const db =
      connection.engine === "pglite"
        ? drizzlePglite({ client: connection.client, schema, logger })
        : drizzleNodePostgres({ client: connection.client, schema, logger });
    return { ...runner({ db, ...options }), claims: () => claims };
  }

  it("claims a batch of jobs in one statement and runs them as slots free up", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner, claims } = countingClaims({ concurrency: 2, claimBatch: 8 });
    const ran: number[] = [];
    jobsRunner.handle(job, async ({ n }) => void ran.push(n));
    for (let n = 0; n < 8; n++) await jobsRunner.enqueue(first().db, job, { n });
    await jobsRunner.drain();
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The batch, and the look that found nothing more.
    expect(claims()).toBe(2);
  });

  it("runs one job at a time while requests are being answered, and fills its slots otherwise", async () => {
    const job = testJob({ payload: Numbered });
    let serving = true;
    const { runner: jobsRunner } = runner({ concurrency: 4, serving: () => serving });
    let active = 0;
    let most = 0;
    jobsRunner.handle(job, async () => {
      active += 1;
      most = Math.max(most, active);
      await nextTurn();
      active -= 1;
    });
    const queue = async () => {
      for (let n = 0; n < 8; n++) await jobsRunner.enqueue(first().db, job, { n });
    };
    await queue();
    await jobsRunner.drain();
    expect(most).toBe(1);
    serving = false;
    most = 0;
    await queue();
    await jobsRunner.drain();
    expect(most).toBe(4);
  });

  it("claims a recurring task's run, then other work, before a backlog of bulk jobs queued earlier", async () => {
    const bulk = testJob({ payload: Numbered, priority: "bulk" });
    const normal = testJob({ payload: Numbered });
    let now = Date.parse("2031-05-01T10:02:00Z");
    const { runner: jobsRunner } = runner({ concurrency: 1, claimBatch: 3, clock: () => now });
    const ran: string[] = [];
    let third = () => {};
    const threeRan = new Promise<void>((resolve) => (third = resolve));
    const record = (what: string) => {
      ran.push(what);
      if (ran.length === 3) third();
    };
    jobsRunner.handle(bulk, async ({ n }) => record(`bulk ${n}`));
    jobsRunner.handle(normal, async ({ n }) => record(`normal ${n}`));
    jobsRunner.schedule({
      name: `backlog-task-${randomUUID()}`,
      every: { minutes: 5 },
      run: async () => record("recurring task"),
    });
    // Seen for the first time: its periods start at 10:00, nothing is owed yet.
    await jobsRunner.drain();

    const backlog = 5000;
    await first().db.execute(sql`
      insert into jobs (type, payload, priority, run_at)
      select ${bulk.type}, jsonb_build_object('n', n), ${PRIORITIES[bulk.priority]},
        now() - interval '1 hour' + make_interval(secs => n)
      from generate_series(1, ${backlog}) as n`);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await jobsRunner.enqueue(first().db, bulk, { n: 0 }, { runAt: hoursAgo(2) });
    await jobsRunner.enqueue(first().db, normal, { n: 1 }, { runAt: hoursAgo(0.5) });
    now = Date.parse("2031-05-01T10:05:30Z");
    jobsRunner.start();
    await threeRan;
    await jobsRunner.stop();
    expect(ran.slice(0, 3)).toEqual(["recurring task", "normal 1", "bulk 0"]);
    await first().db.delete(jobs).where(eq(jobs.type, bulk.type));
  });

  it("gives back the jobs it claimed but had not started when stopping", async () => {
    const job = testJob({ payload: Numbered });
    const { runner: jobsRunner } = runner({ concurrency: 1, claimBatch: 3, stopGraceMs: 0 });
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    jobsRunner.handle(job, async (_payload, { signal }) => {
      started();
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      throw signal.reason;
    });
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await jobsRunner.enqueue(first().db, job, { n })).id);
    jobsRunner.start();
    await running;
    await jobsRunner.stop();
    for (const id of ids) {
      expect(await row(id)).toMatchObject({ state: "pending", attempts: 0, lockedBy: null });
    }
  });
});
