import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import type { DatabaseConnection } from "../db/connection";
import type { Caller } from "../plugins/access";

/** The configuration tests start from: defaults, test hooks off, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), ...overrides };
}

export interface TestAppOptions {
  database: DatabaseConnection;
  config?: Partial<Config>;
  /** Every request comes from this caller; anonymous when left out. */
  caller?: Caller;
  logger?: BuildAppOptions["logger"];
}

/** The real app, in-process, for `inject`. Close it after the test file. */
export function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const { caller } = options;
  return buildApp({
    config: testConfig(options.config),
    database: options.database,
    logger: options.logger,
    identifyCaller: caller ? () => ({ ...caller, roles: [...caller.roles] }) : undefined,
  });
}

export const ADMIN: Caller = {
  roles: ["admin"],
  contactId: "00000000-0000-4000-8000-000000000001",
};
export const MEMBER: Caller = {
  roles: ["member"],
  contactId: "00000000-0000-4000-8000-000000000002",
};
