import { createHash } from "node:crypto";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { API_PREFIX } from "../../openapi/document";
import { AnswerChecker, type Problem } from "./check-answer";
import { CALLERS, lostCallers, type CallerName, type Callers } from "./callers";
import {
  operationName,
  operationsOf,
  pathParamNames,
  type DocumentedOperation,
  type OpenApiDocument,
} from "./document";
import { IdPool } from "./id-pool";
import { exampleRequest, requestArbitrary, urlOf, type FuzzRequest } from "./request-arbitrary";
import type { Found, StoryStep } from "./story";

export interface FuzzOptions {
  seed: number;
  /** Requests per operation for each caller its access rule lets in (a quarter for the rest). */
  runs: number;
  /** Passes over every operation: create, read, change, delete, then again with what is left. */
  rounds: number;
}

export interface Finding {
  operation: string;
  caller: CallerName;
  request: string;
  problem: Problem;
}

export interface FuzzReport {
  requests: number;
  skipped: number;
  statuses: Record<string, number>;
  /** Operations no request reached with a 2xx: where the run stops at a refusal. */
  neverSucceeded: string[];
  findings: Finding[];
  /** Operations after which a caller's session or account was gone. */
  lostCallers: string[];
  /** The `code`s of the Error bodies answered, with how many of each. */
  errorCodes: Record<string, number>;
  /** Story steps that did not get a 2xx, with the answer: the story's own bugs show here. */
  storyFailures: string[];
}

/** Which callers an access rule (`x-access`) lets in. */
const ALLOWED: Record<string, readonly CallerName[]> = {
  anyone: CALLERS,
  loggedIn: ["member", "reviewer", "admin", "superadmin", "apiKey"],
  selfOrAdmin: ["member", "reviewer", "admin", "superadmin", "apiKey"],
  reviewer: ["reviewer", "admin", "superadmin", "apiKey"],
  admin: ["admin", "superadmin", "apiKey"],
  superadmin: ["superadmin"],
};

/**
 * Create first (a POST on a path whose child names one thing), then read, then change and act,
 * then delete, children before their parents: so each step uses ids earlier answers gave.
 */
function phaseOf({ method, path }: DocumentedOperation, paths: readonly string[]): number {
  if (method === "POST" && paths.some((other) => other.startsWith(`${path}/{`))) return 0;
  if (method === "GET") return 1;
  if (method === "DELETE") return 3;
  return 2;
}

function inOrder(operations: DocumentedOperation[]): DocumentedOperation[] {
  const paths = operations.map((operation) => operation.path);
  const depth = (path: string) => pathParamNames(path).length;
  return [...operations].sort(
    (a, b) =>
      phaseOf(a, paths) - phaseOf(b, paths) ||
      (phaseOf(a, paths) === 3 ? depth(b.path) - depth(a.path) : 0) ||
      a.path.localeCompare(b.path) ||
      a.method.localeCompare(b.method),
  );
}

/** A seed of its own for each operation, caller and round, so adding one changes no other. */
function seedFor(seed: number, name: string): number {
  return createHash("sha256").update(`${seed} ${name}`).digest().readInt32LE(0);
}

/**
 * Why a request is not sent: it would sign the caller out, delete or demote a caller, or
 * delete the caller's API key. The run checks after each operation that no caller was lost.
 */
function harmsCaller(
  { method, path }: DocumentedOperation,
  caller: CallerName,
  request: FuzzRequest,
  callers: Callers,
): boolean {
  if (path === "/auth/logout") return caller !== "anonymous";
  const ownIds = new Set<string>(["me", ...Object.values(callers.contactIds)]);
  const id = request.params.id ?? "";
  if (path === "/contact/{id}" && method === "DELETE") return ownIds.has(id);
  if (path === "/contact/{id}/role/{role}") return ownIds.has(id);
  // A new password or address ends the contact's other sessions.
  if (path === "/contact/{id}" && method === "PATCH" && ownIds.has(id)) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return typeof body === "object" && ("password" in body || "email" in body);
  }
  if (path === "/api-key/{id}" && method === "DELETE") return id === callers.apiKeyId;
  return false;
}

function describe(operation: DocumentedOperation, request: FuzzRequest): string {
  const body = request.body === undefined ? "" : ` ${JSON.stringify(request.body).slice(0, 300)}`;
  const file = request.multipart ? " (multipart)" : "";
  const text = `${operation.method} ${urlOf(operation.path, request.params, request.query)}${body}${file}`;
  // Long runs of one character (limits tested) shortened, so the report stays readable.
  return `${text.replace(/(.)\1{19,}/gu, (run: string, character: string) => `${character}×${run.length}`).slice(0, 500)} [${request.kind}]`;
}

async function send(
  app: FastifyInstance,
  { method, path }: DocumentedOperation,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const json = request.body !== undefined && !request.multipart;
  return app.inject({
    method,
    url: API_PREFIX + urlOf(path, request.params, request.query),
    headers: {
      ...headers,
      ...request.headers,
      ...request.multipart?.headers,
      ...(json ? { "content-type": "application/json" } : {}),
    },
    // JSON text rather than an object, so a body that is a bare string or number goes as JSON.
    ...(request.multipart
      ? { payload: request.multipart.payload }
      : json
        ? { payload: JSON.stringify(request.body) }
        : {}),
  });
}

/**
 * Plays every operation of the document as every caller, in create-read-change-delete order,
 * with requests drawn from the schemas, the examples and the ids earlier answers gave, and
 * judges each answer. `afterCreate` lets the test give the reviewer each callout made.
 */
export async function fuzzDocument(
  app: FastifyInstance,
  document: OpenApiDocument,
  callers: Callers,
  options: FuzzOptions,
  hooks: { created?: (operation: DocumentedOperation, body: unknown) => Promise<void> } = {},
  story: readonly StoryStep[] = [],
): Promise<FuzzReport> {
  const operations = inOrder(operationsOf(document));
  const pool = new IdPool(operations.map((operation) => operation.path));
  for (const { path, operation } of operations) {
    for (const example of operation["x-examples"] ?? []) {
      if (example.params && pathParamNames(path).every((name) => example.params?.[name])) {
        pool.add(path.slice(0, path.lastIndexOf("}") + 1), example.params);
      }
    }
  }
  const checker = new AnswerChecker(document);
  const report: FuzzReport = {
    requests: 0,
    skipped: 0,
    statuses: {},
    neverSucceeded: [],
    findings: [],
    lostCallers: [],
    errorCodes: {},
    storyFailures: [],
  };
  const succeeded = new Set<string>();
  const finish = (): FuzzReport => ({
    ...report,
    neverSucceeded: operations.map(operationName).filter((name) => !succeeded.has(name)),
  });
  const byName = new Map(operations.map((operation) => [operationName(operation), operation]));
  /** Sends one request, judges its answer and keeps its ids; answers the response. */
  async function play(
    operation: DocumentedOperation,
    caller: CallerName,
    request: FuzzRequest,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const name = operationName(operation);
    const response = await send(app, operation, request, headers);
    report.requests++;
    if (response.statusCode < 300) succeeded.add(name);
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    for (const problem of checker.check(operation, response)) {
      report.findings.push({
        operation: name,
        caller,
        request: describe(operation, request),
        problem,
      });
    }
    const json = response.headers["content-type"]?.toString().startsWith("application/json");
    const body: unknown = json ? parseJson(response.body) : undefined;
    const code = (body as { code?: unknown } | undefined)?.code;
    if (response.statusCode >= 400 && typeof code === "string") {
      report.errorCodes[code] = (report.errorCodes[code] ?? 0) + 1;
    }
    if (response.statusCode < 300 && body !== undefined) {
      pool.harvest(operation.path, request.params, body);
      if (operation.method === "POST") await hooks.created?.(operation, body);
    }
    return response;
  }

  // The story first: valid requests in order, so each success path is judged at least once.
  const found: Found = {};
  for (const step of story) {
    const operation = byName.get(step.operation);
    if (!operation)
      throw new Error(`The story names an operation the document lacks: ${step.operation}`);
    const request: FuzzRequest = {
      kind: "story",
      params: {},
      query: {},
      headers: {},
      ...step.request(found),
    };
    // An id an earlier step failed to give would send the request to another path.
    const missing = Object.entries(request.params).filter(([, value]) => value === "");
    if (missing.length > 0) {
      report.storyFailures.push(
        `${step.operation}: no ${missing.map(([name]) => name).join(", ")}`,
      );
      continue;
    }
    const headers = step.as === "story" ? { cookie: found.cookie ?? "" } : callers.headers[step.as];
    const response = await play(
      operation,
      step.as === "story" ? "member" : step.as,
      request,
      headers,
    );
    if (response.statusCode < 300) {
      const json = response.headers["content-type"]?.toString().startsWith("application/json");
      step.keep?.(json ? parseJson(response.body) : undefined, found, response.headers);
    } else {
      report.storyFailures.push(
        `${describe(operation, request)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
  }
  const lostInStory = await lostCallers(app, callers);
  if (lostInStory.length > 0) {
    report.lostCallers.push(`after the story: ${lostInStory.join(", ")}`);
    return finish();
  }

  for (let round = 0; round < options.rounds; round++) {
    for (const operation of operations) {
      const name = operationName(operation);
      const allowed = ALLOWED[operation.operation["x-access"] ?? "anyone"] ?? CALLERS;
      // Each documented success once, as its caller, whatever the draws: reach on any seed.
      for (const example of round === 0 ? (operation.operation["x-examples"] ?? []) : []) {
        const caller = example.as === "anyone" ? "anonymous" : (example.as ?? "anonymous");
        const request = exampleRequest(example);
        if (example.status >= 300 || harmsCaller(operation, caller, request, callers)) continue;
        await play(operation, caller, request, callers.headers[caller]);
      }
      for (const caller of CALLERS) {
        const runs = allowed.includes(caller) ? options.runs : Math.ceil(options.runs / 4);
        // Drawn now, from the ids the pool holds at this point of the run.
        const requests = fc.sample(requestArbitrary(operation, document, pool), {
          seed: seedFor(options.seed, `${name} ${caller} ${round}`),
          numRuns: runs,
        });
        for (const request of requests) {
          if (harmsCaller(operation, caller, request, callers)) {
            report.skipped++;
            continue;
          }
          await play(operation, caller, request, callers.headers[caller]);
        }
      }
      const lost = await lostCallers(app, callers);
      if (lost.length > 0) {
        report.lostCallers.push(`after ${name}: ${lost.join(", ")}`);
        return finish();
      }
    }
  }
  return finish();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
