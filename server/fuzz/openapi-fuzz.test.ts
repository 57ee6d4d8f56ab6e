import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { callouts } from "../db/schema";
import { API_PREFIX } from "../openapi/document";
import { EXAMPLE } from "../openapi/example-data";
import { makeExampleData } from "../test-support/openapi";
import { FAST_SECURITY, testConfig } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { signInCallers, type Callers } from "./callers";
import {
  operationName,
  operationsOf,
  parametersOf,
  type JsonSchema,
  type OpenApiDocument,
} from "./document";
import { formatReport } from "./report";
import { fuzzDocument, type FuzzOptions } from "./run";
import { valueArbitrary } from "./schema-arbitrary";

/**
 * The OpenAPI-driven fuzz test (issue #24): every operation of the served document, as every
 * kind of caller, with requests drawn from its schemas and examples or mutated into invalid
 * ones, in create-read-change-delete order with the ids earlier answers gave (run.ts). No
 * answer may be a 5xx, off the document (status, schema, content type), or a refusal outside
 * the Error shape; no caller may lose their session or account. `AGORA_FUZZ_SEED` replays a run, `AGORA_FUZZ_RUNS` and
 * `AGORA_FUZZ_ROUNDS` make it longer (`npm run bench -- fuzz`).
 */
const database = testDatabasePerFile();

/**
 * On PostgreSQL each request costs about twice what it does on the embedded engine, and both
 * parse input alike: there, fewer runs of other requests (seed 25) keep `npm test` in its time.
 */
const onPostgres = process.env.AGORA_TEST_ENGINE === "postgres";
const options: FuzzOptions = {
  // `npm test` sends the same requests every run, so it never fails by the luck of a draw.
  seed: Number(process.env.AGORA_FUZZ_SEED ?? (onPostgres ? 25 : 24)),
  runs: Number(process.env.AGORA_FUZZ_RUNS ?? (onPostgres ? 2 : 6)),
  rounds: Number(process.env.AGORA_FUZZ_ROUNDS ?? 1),
};

let app: FastifyInstance;
let dataDir: string;
let callers: Callers;
let document: OpenApiDocument;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-fuzz-"));
  const config = testConfig({ dataDir });
  // The job runner stays stopped: nothing queued (emails, webhooks to the addresses the fuzz
  // test makes up) is ever sent.
  app = await buildApp({ config, database: database(), securityTuning: FAST_SECURITY });
  await makeExampleData(app, database().db, config.uploadsDir);
  callers = await signInCallers(app, database());
  const [callout] = await database()
    .db.select({ id: callouts.id })
    .from(callouts)
    .where(eq(callouts.slug, EXAMPLE.callout));
  if (callout) await app.services.reviewers.add(callout.id, callers.contactIds.reviewer);
  document = (await app.inject({ url: `${API_PREFIX}/openapi.json` })).json<OpenApiDocument>();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A compiled validator and a few values for each distinct schema: seconds, not milliseconds.
it("draws, for every schema a request carries, values that schema takes", () => {
  const ajv = new Ajv2020({ strict: false, unicodeRegExp: true, multipleOfPrecision: 9 });
  addFormats(ajv);
  // Each schema once, with the first operation that carries it (X-Contact-Id is on most).
  const schemas = new Map<string, string>();
  for (const operation of operationsOf(document)) {
    for (const schema of [
      ...parametersOf(operation.operation, document).map((parameter) => parameter.schema ?? {}),
      operation.operation.requestBody?.content["application/json"]?.schema ?? {},
    ]) {
      const key = JSON.stringify(schema);
      if (!schemas.has(key)) schemas.set(key, operationName(operation));
    }
  }
  for (const [key, name] of schemas) {
    const schema = JSON.parse(key) as JsonSchema;
    const validate = ajv.compile({ ...schema, components: document.components });
    for (const value of fc.sample(valueArbitrary(schema, document), { seed: 24, numRuns: 5 })) {
      expect(validate(value) ? [] : validate.errors, name).toEqual([]);
    }
  }
}, 120_000);

it(
  "answers every generated and mutated request as documented, without a 5xx",
  async () => {
    const report = await fuzzDocument(app, document, callers, options, {
      // The reviewer reviews each callout made, so their checks reach past the 403.
      async created({ path }, body) {
        const id = (body as { id?: unknown }).id;
        if (path === "/callout" && typeof id === "string") {
          await app.services.reviewers.add(id, callers.contactIds.reviewer);
        }
      },
    });
    const summary = formatReport(report, options);
    console.log(summary);
    expect(report.lostCallers, summary).toEqual([]);
    expect(report.findings.length, summary).toBe(0);
  },
  // About 6,000 requests at 6 runs, minutes on a loaded machine; a longer run is given the time
  // it needs.
  Math.max(600_000, options.runs * options.rounds * 100_000),
);
