import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { findProjectRoot } from "../project-root";
import { FAST_SECURITY, testConfig } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { API_PREFIX } from "./document";

const database = testDatabasePerFile();
const run = promisify(execFile);

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location?: { pointer?: string }[];
}

let app: FastifyInstance;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "agora-openapi-lint-"));
  app = await buildApp({
    config: testConfig({ dataDir: folder }),
    database: database(),
    securityTuning: FAST_SECURITY,
  });
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the served OpenAPI document", () => {
  it("passes Redocly's lint with no errors and no warnings (redocly.yaml says why a rule is off)", async () => {
    const response = await app.inject({ url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const file = join(folder, "openapi.json");
    await writeFile(file, response.body);
    const root = findProjectRoot();
    // Redocly exits 1 on errors; its report is on stdout either way.
    const { stdout } = await run(
      join(root, "node_modules", ".bin", "redocly"),
      ["lint", file, "--config", join(root, "redocly.yaml"), "--format", "json"],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    // Its Node deprecation banner goes to stderr; the report is the JSON on stdout.
    const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as { problems: Problem[] };
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location?.[0]?.pointer ?? "?"}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
