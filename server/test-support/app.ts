import { appendFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import type { DatabaseConnection } from "../db/connection";
import type { Caller } from "../plugins/access";
import type { SecurityTuning } from "../services";
import { TEST_SCRYPT_COST } from "../services/passwords";

/** Cheap hashing and no waiting, so tests sign in hundreds of times in seconds. */
export const FAST_SECURITY: SecurityTuning = {
  scryptCost: TEST_SCRYPT_COST,
  pause: () => Promise.resolve(),
  // Tests change settings and callouts straight in the database and read them back at once.
  readCacheMs: 0,
  // Jobs queued inside a transaction (emails) start at the job runner's next look.
  jobPollMs: 50,
  // Test files answer callouts hundreds of times from one address; one test checks the limits.
  answerRateLimits: { perCallout: 10_000, windowMs: 60_000 },
  // Test files join more than 5 times a minute; limits.test.ts checks the per-minute limit.
  signupRateLimits: { max: 10, windowMs: 15 * 60 * 1000 },
};

/**
 * `TEST_LOG_FILE`: where test apps append the errors they log (CI prints the unhandled ones
 * when the suite fails, so a 500 seen once can be read afterwards). Quiet without it.
 */
const errorLog = process.env.TEST_LOG_FILE;

/** The configuration tests start from: defaults, test hooks off, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // A data folder of the tests' own, so outbox files never land in the project's ./data.
  const dataDir = join(tmpdir(), "agora-server-tests");
  const LOG_LEVEL = errorLog ? "error" : "silent";
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL, AGORA_DATA_DIR: dataDir }),
    ...overrides,
  };
}

export interface TestAppOptions {
  database: DatabaseConnection;
  config?: Partial<Config>;
  /** Every request comes from this caller; anonymous when left out. */
  caller?: Caller;
  logger?: BuildAppOptions["logger"];
  /** `FAST_SECURITY` unless a test checks the real costs or its own login limits. */
  securityTuning?: SecurityTuning;
  /**
   * Whether this app runs the job runner (default true). A second app on the same database
   * that runs jobs too may claim the first one's emails and send them to its own outbox.
   */
  backgroundJobs?: boolean;
}

/** The real app, in-process, for `inject`. Close it after the test file. */
export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const { caller } = options;
  const app = await buildApp({
    config: testConfig(options.config),
    database: options.database,
    logger:
      options.logger ??
      (errorLog ? { write: (line: string) => appendFileSync(errorLog, line) } : undefined),
    identifyCaller: caller ? () => ({ ...caller, roles: [...caller.roles] }) : undefined,
    securityTuning: options.securityTuning ?? FAST_SECURITY,
  });
  // Test databases are migrated already.
  if (options.backgroundJobs !== false) app.startBackgroundJobs();
  return app;
}

/**
 * The app for the calling test file, with a data folder of its own (where its emails land):
 * built before the file's tests, closed and its folder removed after them.
 */
export function testAppPerFile(
  database: () => DatabaseConnection,
  options: Omit<TestAppOptions, "database"> = {},
): { app: () => FastifyInstance; outbox: () => string } {
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "agora-test-"));
    app = await buildTestApp({
      ...options,
      database: database(),
      config: { ...options.config, dataDir },
    });
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!app || !dataDir) throw new Error("The test app starts in beforeAll: use it inside tests");
    return { app, dataDir };
  };
  return { app: () => ready().app, outbox: () => join(ready().dataDir, "outbox") };
}

export const ADMIN: Caller = {
  roles: ["admin"],
  contactId: "00000000-0000-4000-8000-000000000001",
};
export const MEMBER: Caller = {
  roles: ["member"],
  contactId: "00000000-0000-4000-8000-000000000002",
};
