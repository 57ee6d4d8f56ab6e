import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@core/errors";
import { buildApp } from "../app";
import { callouts } from "../db/schema";
import { API_PREFIX } from "../openapi/document";
import { EXAMPLE } from "../openapi/examples";
import { makeExampleData } from "../test-support/openapi";
import { FAST_SECURITY, testConfig } from "../test-support/app";
import { componentSchemaCompiler } from "../test-support/document-schemas";
import { testDatabasePerFile } from "../test-support/database";
import { signInCallers, type Callers } from "../test-support/fuzz/callers";
import {
  operationName,
  operationsOf,
  parametersOf,
  type JsonSchema,
  type OpenApiDocument,
} from "../test-support/fuzz/document";
import { formatReport } from "../test-support/fuzz/report";
import { fuzzDocument, type FuzzOptions } from "../test-support/fuzz/run";
import { valueArbitrary } from "../test-support/fuzz/schema-arbitrary";
import { STORY } from "../test-support/fuzz/story";

/**
 * The OpenAPI-driven fuzz test (issue #24): every operation of the served document, as every
 * kind of caller, with requests drawn from its schemas and examples or mutated into invalid
 * ones, in create-read-change-delete order with the ids earlier answers gave (run.ts). No
 * answer may be a 5xx, off the document (status, schema, content type), or a refusal outside
 * the Error shape; no caller may lose their session or account. `AGORA_FUZZ_SEED` replays a run, `AGORA_FUZZ_RUNS` and
 * `AGORA_FUZZ_ROUNDS` make it longer (`npm run bench -- fuzz`).
 */
const database = testDatabasePerFile();

const options: FuzzOptions = {
  // `npm test` sends the same requests every run, so it never fails by the luck of a draw.
  seed: Number(process.env.AGORA_FUZZ_SEED ?? 24),
  runs: Number(process.env.AGORA_FUZZ_RUNS ?? 6),
  rounds: Number(process.env.AGORA_FUZZ_ROUNDS ?? 1),
};

/**
 * The operations no request of the run may answer with a 2xx, each with why. Every other
 * operation must succeed at least once (the story in story.ts makes sure), so its success
 * answer is judged against the document.
 */
const NEVER_SUCCEED: Readonly<Record<string, string>> = {
  // Mailchimp is not configured in tests: these answer 404 (or 403 for the webhook's secret).
  "POST /newsletter/reconcile": "no newsletter provider configured",
  "GET /newsletter/reconcile/{id}": "no newsletter provider configured",
  "POST /newsletter/sync": "no newsletter provider configured",
  "POST /integrations/newsletter/refresh": "no newsletter provider configured",
  "GET /newsletter/webhook/{secret}": "no newsletter provider configured",
  "POST /newsletter/webhook/{secret}": "no newsletter provider configured",
  // Their token travels only in an email, and the job runner (which sends emails) is stopped.
  "PUT /email-change/{id}": "the token is only emailed",
  "PUT /reset-device/{id}": "the token is only emailed",
  "PUT /reset-password/{id}": "the token is only emailed",
  "POST /signup/confirm-email": "the join flow's id is only emailed",
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

it("draws, for every schema a request carries, values that schema takes", () => {
  const compile = componentSchemaCompiler(document.components, {
    strict: false,
    unicodeRegExp: true,
    multipleOfPrecision: 9,
  });
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
    const validate = compile(schema);
    for (const value of fc.sample(valueArbitrary(schema, document), { seed: 24, numRuns: 5 })) {
      expect(validate(value) ? [] : validate.errors, name).toEqual([]);
    }
  }
}, 120_000);

it(
  "answers every generated and mutated request as documented, without a 5xx",
  async () => {
    const report = await fuzzDocument(
      app,
      document,
      callers,
      options,
      {
        // The reviewer reviews each callout made, so their checks reach past the 403.
        async created({ path }, body) {
          const id = (body as { id?: unknown }).id;
          if (path === "/callout" && typeof id === "string") {
            await app.services.reviewers.add(id, callers.contactIds.reviewer);
          }
        },
      },
      STORY,
    );
    const summary = formatReport(report, options);
    console.log(summary);
    expect(report.lostCallers, summary).toEqual([]);
    expect(report.findings.length, summary).toBe(0);
    expect(report.storyFailures, summary).toEqual([]);
    expect(
      report.neverSucceeded.filter((name) => !(name in NEVER_SUCCEED)),
      summary,
    ).toEqual([]);
    // An allowed failure that now succeeds leaves the list, so it stays true.
    expect(
      Object.keys(NEVER_SUCCEED).filter((name) => !report.neverSucceeded.includes(name)),
    ).toEqual([]);
    // Every code a refusal carried is one the document's Error schema lists.
    const documented = (
      document.components.schemas?.Error as { properties: { code: { enum: string[] } } }
    ).properties.code.enum;
    expect(documented).toEqual([...ERROR_CODES]);
    expect(Object.keys(report.errorCodes).filter((code) => !documented.includes(code))).toEqual([]);
  },
  // About 6,000 requests at 6 runs, minutes on a loaded machine; a longer run is given the time
  // it needs.
  Math.max(600_000, options.runs * options.rounds * 100_000),
);
