import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_IDS } from "@core/content";
import { ERROR_CODES } from "@core/errors";
import { NOTICE_STATUSES } from "@core/notices";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildApp } from "../app";
import { multipartBody } from "../test-support/uploads";
import { FAST_SECURITY, testConfig } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { componentSchemaCompiler } from "../test-support/document-schemas";
import { API_PREFIX, openApiPath } from "./document";
import { PATTERNS } from "./refinements";
import type { RouteDoc, RouteExample } from "./route-doc";
import { EXAMPLE } from "./examples";
import { makeExampleData } from "../test-support/openapi";

const database = testDatabasePerFile();

interface Content {
  schema: object;
  examples?: Record<string, { summary: string; value: unknown }>;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, Content>;
}
interface Operation {
  summary: string;
  "x-access": string;
  "x-examples"?: RouteExample[];
  security: Record<string, string[]>[];
  parameters: { name?: string; in?: string; $ref?: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  info: { license?: { name: string } };
  components: {
    schemas: Record<string, object>;
    responses: Record<string, Response>;
    parameters: Record<string, { name: string; in: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let document: Document;
const cookies: Partial<Record<RouteExample["as"], string>> = {};

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-openapi-"));
  const config = testConfig({ dataDir });
  // The job runner is left stopped: the webhook examples queue deliveries to an address
  // (a documentation one) that nothing should try to reach.
  app = await buildApp({ config, database: database(), securityTuning: FAST_SECURITY });
  await makeExampleData(app, database().db, config.uploadsDir);
  const response = await app.inject({ url: `${API_PREFIX}/openapi.json` });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  for (const role of ["member", "admin", "superadmin"] as const) {
    cookies[role] = await signIn(app, await createTestContact(database(), { roles: [role] }));
  }
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function operationOf(method: string, url: string): Operation | undefined {
  return document.paths[openApiPath(url.slice(API_PREFIX.length))]?.[method.toLowerCase()];
}

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("describes every API route the app registers, with its access rule", () => {
    const routes = app.routeAccess.filter(
      (route) => route.method !== "HEAD" && route.url.startsWith(`${API_PREFIX}/`),
    );
    // The walk finds the routes themselves: a handful would mean it read the wrong table.
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !operationOf(route.method, route.url));
    expect(missing).toEqual([]);
    for (const route of routes) {
      expect(operationOf(route.method, route.url)?.["x-access"], route.url).toBe(route.access);
    }
  });

  it("has every API route declare what it takes and answers, listing those that do not", () => {
    const api = app.describedRoutes.filter(
      (route) =>
        route.method !== "HEAD" &&
        route.url.startsWith(`${API_PREFIX}/`) &&
        !route.url.startsWith(`${API_PREFIX}/__test/`),
    );
    expect(api.length).toBeGreaterThan(50);
    const takesBody = (method: string) => ["POST", "PUT", "PATCH"].includes(method);
    // 204 (a DELETE's by default) and the second factor's bare 201 carry no content.
    const answersContent = (method: string, doc: RouteDoc) =>
      ![201, 204].includes(doc.status ?? (method === "DELETE" ? 204 : 200));
    const problems = api.flatMap(({ method, url, doc }) => {
      const name = `${method} ${url}`;
      if (!doc) return [`${name}: no config.doc`];
      return [
        ...(!doc.tag ? [`${name}: no tag`] : []),
        ...(takesBody(method) && !doc.body && !doc.bodyType
          ? [`${name}: no body (or bodyType "none")`]
          : []),
        ...(/:[A-Za-z]/.test(url) && !doc.params ? [`${name}: no params`] : []),
        ...(answersContent(method, doc) && !doc.answer && !doc.answerType
          ? [`${name}: no answer (or answerType)`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("names each path parameter and describes declared bodies and answers", () => {
    const get = operationOf("GET", `${API_PREFIX}/notice/:id`);
    expect(get?.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path" }));
    const post = operationOf("POST", `${API_PREFIX}/notice`);
    const body = post?.requestBody?.content["application/json"]?.schema;
    expect(body).toMatchObject({
      type: "object",
      required: ["name", "text"],
      properties: { name: { type: "string", maxLength: 200 } },
    });
    expect(post?.responses["200"]?.content?.["application/json"]?.schema).toMatchObject({
      properties: { status: { enum: [...NOTICE_STATUSES] } },
    });
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "403"]),
    );
    const list = operationOf("GET", `${API_PREFIX}/notice`);
    expect(list?.parameters).toContainEqual(expect.objectContaining({ name: "sort", in: "query" }));
  });

  it("describes unions by their members", () => {
    const schemaOf = (method: string, url: string) =>
      operationOf(method, `${API_PREFIX}${url}`)?.responses["200"]?.content?.["application/json"]
        ?.schema as { anyOf?: { properties?: object }[] } | undefined;
    // Every settings document, each with its own fields.
    const content = schemaOf("GET", "/content/:id");
    expect(content?.anyOf).toHaveLength(CONTENT_IDS.length);
    expect(content?.anyOf?.[CONTENT_IDS.indexOf("general")]?.properties).toHaveProperty(
      "organisationName",
    );
    // A signed-in contact's response, or a guest's receipt.
    const answer = schemaOf("POST", "/callout/:id/responses");
    expect(answer?.anyOf?.map((member) => Object.keys(member.properties ?? {}))).toEqual([
      expect.arrayContaining(["id", "number", "answers"]),
      ["id"],
    ]);
    const copy = operationOf("POST", `${API_PREFIX}/callout`)?.requestBody?.content[
      "application/json"
    ]?.schema as { anyOf?: { required?: string[] }[] };
    expect(copy.anyOf?.[0]?.required).toContain("formSchema");
    expect(copy.anyOf?.[1]?.required).toBeUndefined();
  });

  it("refuses a body its declaration refuses before the handler runs", async () => {
    const response = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/notice`,
      headers: { cookie: cookies.admin ?? "" },
      payload: { name: "", text: "x", unknown: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ httpCode: 400 });
  });
});

/** Every operation of the document, with its method and path. */
function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** An operation's response for a status, its reference to a standard refusal followed. */
function responseOf(operation: Operation | undefined, status: number): Response | undefined {
  const response = operation?.responses[String(status)];
  const name = response?.$ref?.replace("#/components/responses/", "");
  return name ? document.components.responses[name] : response;
}

describe("what each operation states", () => {
  it("says who may call it, from the route's access rule", () => {
    const expected: Record<string, Record<string, string[]>[]> = {
      anyone: [{}, { apiKey: [] }, { session: [] }],
      loggedIn: [{ apiKey: [] }, { session: [] }],
      selfOrAdmin: [{ apiKey: [] }, { session: [] }],
      reviewer: [{ apiKey: [] }, { session: ["admin"] }, { session: ["reviewer"] }],
      admin: [{ apiKey: [] }, { session: ["admin"] }],
      superadmin: [{ session: ["superadmin"] }],
    };
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const { method, path, operation } of all) {
      expect(operation.security, `${method} ${path}`).toEqual(expected[operation["x-access"]]);
    }
    expect(document).not.toHaveProperty("security");
  });

  it("documents each refusal a route can answer, in the Error shape", () => {
    const problems = operations().flatMap(({ method, path, operation }) => {
      const has = (status: number) => operation.responses[String(status)] !== undefined;
      const name = `${method.toUpperCase()} ${path}`;
      const needs = [
        414,
        431,
        ...(["post", "put", "patch", "delete"].includes(method) ? [400, 413, 415] : []),
        ...(path.includes("{") ? [400, 404] : []),
        ...(operation["x-access"] === "anyone" ? [] : [401]),
        ...(["anyone", "loggedIn"].includes(operation["x-access"]) ? [] : [403]),
        ...(JSON.stringify(operation).includes("TOO_MANY_REQUESTS") ? [429] : []),
      ];
      const missing = needs.filter((status) => !has(status)).map((status) => `${name}: ${status}`);
      const notError = Object.keys(operation.responses)
        .filter((status) => Number(status) >= 400 && !(name === "GET /health" && status === "503"))
        .filter(
          (status) =>
            JSON.stringify(responseOf(operation, Number(status))?.content) !==
              JSON.stringify({
                "application/json": { schema: { $ref: "#/components/schemas/Error" } },
              }) &&
            (
              responseOf(operation, Number(status))?.content?.["application/json"]?.schema as {
                $ref?: string;
              }
            )?.$ref !== "#/components/schemas/Error",
        )
        .map((status) => `${name}: ${status} is not an Error`);
      return [...missing, ...notError];
    });
    expect(problems).toEqual([]);
    // The second factor's removal answers 201, as the contract has it, and counts attempts.
    const removeMfa = document.paths["/contact/{id}/mfa"]?.delete;
    expect(Object.keys(removeMfa?.responses ?? {})).toEqual(expect.arrayContaining(["201", "429"]));
  });

  it("documents /health's 503 with the report it sends", () => {
    const health = document.paths["/health"]?.get;
    expect(health?.responses["503"]?.content?.["application/json"]?.schema).toEqual(
      health?.responses["200"]?.content?.["application/json"]?.schema,
    );
  });

  it("names the upload's multipart field, file", () => {
    for (const path of ["/images", "/documents"]) {
      const body = document.paths[path]?.post?.requestBody?.content["multipart/form-data"];
      expect(body?.schema, path).toMatchObject({ required: ["file"], properties: { file: {} } });
      expect(Object.keys(document.paths[path]?.post?.responses ?? {}), path).toContain("400");
    }
  });

  it("documents X-Contact-Id where an API key may call", () => {
    expect(document.components.parameters.ContactId).toMatchObject({
      name: "X-Contact-Id",
      in: "header",
    });
    for (const { method, path, operation } of operations()) {
      const takesKey = operation.security.some((scheme) => "apiKey" in scheme);
      const hasHeader = operation.parameters.some(
        (parameter) => parameter.$ref === "#/components/parameters/ContactId",
      );
      expect(hasHeader, `${method} ${path}`).toBe(takesKey);
    }
  });

  it("documents Agora-Export-Ticket on the operations that queue an export", () => {
    expect(document.components.parameters.ExportTicket).toMatchObject({
      name: "Agora-Export-Ticket",
      in: "header",
      schema: { format: "uuid" },
    });
    const exports = operations()
      .filter(({ operation }) =>
        operation.parameters.some(
          (parameter) => parameter.$ref === "#/components/parameters/ExportTicket",
        ),
      )
      .map(({ method, path }) => `${method} ${path}`);
    // Each export's GET and its POST of the same parameters in a body.
    expect(exports.sort()).toEqual(
      [
        "/callout/{id}/responses.csv",
        "/callout/{id}/responses.xlsx",
        "/contact.csv",
        "/payment.csv",
      ]
        .flatMap((path) => [`get ${path}`, `post ${path}`])
        .sort(),
    );
  });

  it("lists every code an Error may carry, from the list HttpError takes them from", () => {
    const error = document.components.schemas.Error as { properties: { code: { enum?: unknown } } };
    expect(error.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it("states the project's licence", () => {
    expect(document.info.license?.name).toMatch(/UNLICENSED/);
  });

  it("states checks in standard keywords", () => {
    expect(JSON.stringify(document)).not.toContain("x-checks");
    const notices = document.paths["/notice"]?.get?.parameters ?? [];
    expect(notices.find((parameter) => parameter.name === "limit")?.schema).toEqual({
      type: "integer",
      minimum: 1,
      maximum: 100,
    });
    // `limit=0` counts the contacts a bulk change would touch.
    const list = document.paths["/contact"]?.get?.parameters ?? [];
    expect(list.find((parameter) => parameter.name === "limit")?.schema).toMatchObject({
      minimum: 0,
    });
    expect(list.find((parameter) => parameter.name === "rules")?.schema).toMatchObject({
      type: "string",
      contentMediaType: "application/json",
      contentSchema: { $ref: "#/components/schemas/RuleGroup" },
    });
    const contact = document.paths["/contact/{id}"]?.get?.parameters ?? [];
    expect(contact.find((parameter) => parameter.name === "id")?.schema).toEqual({
      type: "string",
      pattern: PATTERNS.meOrUuid,
    });
    const confirm = document.paths["/signup/confirm-email"]?.post?.requestBody?.content[
      "application/json"
    ]?.schema as { properties: Record<string, object> };
    expect(confirm.properties.joinFlowId).toMatchObject({ format: "uuid", pattern: PATTERNS.uuid });
  });

  it("counts a length in characters, as the document does: an emoji is one", async () => {
    const variant = (count: number) =>
      app.inject({
        url: `${API_PREFIX}/callout/${EXAMPLE.callout}`,
        query: { variant: "😀".repeat(count) },
      });
    const schema = document.paths["/callout/{id}"]?.get?.parameters.find(
      (parameter) => parameter.name === "variant",
    )?.schema;
    expect(schema).toMatchObject({ maxLength: 100 });
    expect((await variant(100)).statusCode).not.toBe(400);
    expect((await variant(101)).statusCode).toBe(400);
  });

  it("shows only bodies the server takes as request examples", () => {
    for (const { method, path, operation } of operations()) {
      const refused = (operation["x-examples"] ?? []).filter(
        (example) => example.body !== undefined && example.status >= 300,
      );
      const requestExamples = Object.values(
        operation.requestBody?.content["application/json"]?.examples ?? {},
      ).map((example) => example.summary);
      for (const example of refused) {
        expect(requestExamples, `${method} ${path}`).not.toContain(example.summary);
        const shown = responseOf(operation, example.status)?.content?.["application/json"]
          ?.examples;
        expect(
          Object.values(shown ?? {}).map((entry) => entry.summary),
          `${method} ${path}`,
        ).toContain(example.summary);
      }
    }
  });
});

describe("every documented example, sent to the live server", () => {
  it("shows a successful answer of every route of the resources that need data first", () => {
    const resources = [
      "Callout staff",
      "Callout tags",
      "Callout response views",
      "Webhooks",
      "Uploads",
      "Notices",
      "Email templates",
    ];
    const routes = app.describedRoutes.filter(
      ({ method, doc }) => method !== "HEAD" && resources.includes(doc?.tag ?? ""),
    );
    expect(routes.length).toBeGreaterThan(30);
    const lacking = routes.filter(
      ({ doc }) => !doc?.examples?.some((example) => example.status < 300),
    );
    expect(lacking.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it("gets the documented status, and an answer the documented schema and the route's struct accept", async () => {
    const compile = componentSchemaCompiler(document.components, {
      strict: false,
      allErrors: true,
    });
    const examples = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation["x-examples"] ?? []).map((example) => ({ path, method, operation, example })),
      ),
    );
    expect(examples.length).toBeGreaterThan(3);
    for (const { path, method, operation, example } of examples) {
      const url =
        API_PREFIX +
        path.replace(/\{([^}]+)\}/g, (_, name: string) =>
          encodeURIComponent(example.params?.[name] ?? ""),
        );
      const upload = example.file
        ? multipartBody([
            {
              name: "file",
              filename: example.file.filename,
              contentType: example.file.contentType,
              content: Buffer.from(example.file.base64, "base64"),
            },
          ])
        : undefined;
      const response = await app.inject({
        method: method.toUpperCase() as "GET",
        url,
        query: example.query,
        headers: {
          ...(example.as === "anyone" ? {} : { cookie: cookies[example.as] ?? "" }),
          ...upload?.headers,
        },
        ...(upload ? { payload: upload.payload } : {}),
        ...(example.body === undefined ? {} : { payload: example.body as object }),
      });
      const name = `${method.toUpperCase()} ${path}: ${example.summary}`;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(example.status);

      // A body the server takes is one its documented schema takes.
      const requestSchema = operation.requestBody?.content["application/json"]?.schema;
      if (requestSchema && example.status < 300) {
        const validateRequest = compile(requestSchema);
        expect(validateRequest(example.body) ? [] : validateRequest.errors, name).toEqual([]);
      }

      const documented = responseOf(operation, example.status);
      expect(documented, name).toBeDefined();
      // A refused body is shown with the answer it gets: its status and name, and where the
      // body's declaration refuses it, the same errors.
      const shown = Object.values(documented?.content?.["application/json"]?.examples ?? {}).find(
        (entry) => entry.summary === example.summary,
      );
      if (example.body !== undefined && example.status >= 400) {
        expect(shown, name).toBeDefined();
        expect(response.json(), name).toMatchObject(shown?.value as object);
      }
      const schema = documented?.content?.["application/json"]?.schema;
      if (!schema) {
        // A file: the type the document names.
        const type = Object.keys(documented?.content ?? {})[0];
        if (type) expect(response.headers["content-type"], name).toMatch(type.replace("*", ""));
        continue;
      }
      const validate = compile(schema);
      const body: unknown = response.json();
      expect(validate(body) ? [] : validate.errors, name).toEqual([]);

      const route = app.describedRoutes.find(
        (candidate) =>
          candidate.method === method.toUpperCase() &&
          openApiPath(candidate.url) === API_PREFIX + path,
      );
      const struct = example.status < 300 ? route?.doc?.answer : undefined;
      if (struct) expect(struct.validate(body)[0]?.message, name).toBeUndefined();
    }
  });
});
