import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { createJobRunner, PermanentJobError, type JobRunner, type Period } from ".";
import { recordingLog, sharedDatabasePerFile } from "../../test-support/jobs";

const { first, second } = sharedDatabasePerFile();

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** The time the runners' schedules go by; tests move it. */
let now = 0;

let names = 0;
const taskName = () => `test-task-${++names}`;

interface Run {
  server: string;
  since: string;
  until: string;
}

/** A server's runner with the task: every run is recorded with the server that did it. */
function server(
  name: string,
  task: { name: string; every: { minutes: number } | { dailyAt: string } },
  runs: Run[],
  run: (period: Period) => Promise<void> = async () => undefined,
) {
  const runner = createJobRunner({
    db: (name === "b" ? second() : first()).db,
    log: recordingLog(),
    clock: () => now,
  });
  runners.push(runner);
  runner.schedule({
    ...task,
    async run(period) {
      runs.push({
        server: name,
        since: period.since.toISOString(),
        until: period.until.toISOString(),
      });
      await run(period);
    },
  });
  return runner;
}

const periods = (runs: Run[]) => runs.map(({ since, until }) => [since, until]);

describe("recurring tasks", () => {
  it("run once per due time however many servers look", async () => {
    now = Date.parse("2031-03-01T10:02:00Z");
    const task = { name: taskName(), every: { minutes: 5 } };
    const runs: Run[] = [];
    const a = server("a", task, runs);
    const b = server("b", task, runs);
    const both = () => Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    // First seen: nothing before now is owed.
    await both();
    expect(runs).toEqual([]);
    now = Date.parse("2031-03-01T10:05:00Z");
    await both();
    now = Date.parse("2031-03-01T10:07:00Z");
    await both();
    now = Date.parse("2031-03-01T10:10:30Z");
    await both();
    expect(periods(runs)).toEqual([
      ["2031-03-01T10:00:00.000Z", "2031-03-01T10:05:00.000Z"],
      ["2031-03-01T10:05:00.000Z", "2031-03-01T10:10:00.000Z"],
    ]);
  });

  it("catch up once for everything missed while no server ran", async () => {
    now = Date.parse("2031-04-01T08:00:00Z");
    const task = { name: taskName(), every: { dailyAt: "07:30" } };
    const runs: Run[] = [];
    const before = server("a", task, runs);
    await before.drain();
    await before.stop();

    // Down for two days and a half; the next start (another process) owes both days.
    now = Date.parse("2031-04-03T20:00:00Z");
    const after = server("b", task, runs);
    await after.drain();
    await after.drain();
    expect(periods(runs)).toEqual([["2031-04-01T07:30:00.000Z", "2031-04-03T07:30:00.000Z"]]);

    now = Date.parse("2031-04-04T07:30:00Z");
    await after.drain();
    expect(periods(runs).at(-1)).toEqual(["2031-04-03T07:30:00.000Z", "2031-04-04T07:30:00.000Z"]);
    expect(runs).toHaveLength(2);
  });

  it("cover a period that failed again in the next run", async () => {
    now = Date.parse("2031-05-01T12:00:00Z");
    const task = { name: taskName(), every: { minutes: 60 } };
    const runs: Run[] = [];
    let failing = true;
    const a = server("a", task, runs, async () => {
      if (failing) throw new PermanentJobError("the mail server said no");
    });
    await a.drain();
    now = Date.parse("2031-05-01T13:00:00Z");
    await a.drain();
    failing = false;
    // The failed hour is not run again on its own, but the next run includes it.
    await a.drain();
    now = Date.parse("2031-05-01T14:00:00Z");
    await a.drain();
    expect(periods(runs)).toEqual([
      ["2031-05-01T12:00:00.000Z", "2031-05-01T13:00:00.000Z"],
      ["2031-05-01T12:00:00.000Z", "2031-05-01T14:00:00.000Z"],
    ]);
  });

  it("wait for a run that is being retried, then queue what it missed", async () => {
    now = Date.parse("2031-06-01T00:00:00Z");
    const task = { name: taskName(), every: { minutes: 10 } };
    const runs: Run[] = [];
    let failures = 1;
    const a = server("a", task, runs, async () => {
      if (failures-- > 0) throw new Error("briefly away");
    });
    await a.drain();
    now = Date.parse("2031-06-01T00:10:00Z");
    await a.drain(); // fails, and is due again in 30 s of the database's time
    now = Date.parse("2031-06-01T00:20:00Z");
    await a.drain();
    expect(runs).toHaveLength(1);
    // Its retry covers its own period only; the next look queues the one it missed.
    await first()
      .db.update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.type, `schedule:${task.name}`), eq(jobs.state, "pending")));
    await a.drain();
    now = Date.parse("2031-06-01T00:21:00Z");
    await a.drain();
    expect(periods(runs)).toEqual([
      ["2031-06-01T00:00:00.000Z", "2031-06-01T00:10:00.000Z"],
      ["2031-06-01T00:00:00.000Z", "2031-06-01T00:10:00.000Z"],
      ["2031-06-01T00:10:00.000Z", "2031-06-01T00:20:00.000Z"],
    ]);
  });
});
