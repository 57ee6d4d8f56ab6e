import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_IDS } from "../../src/core/content";
import { NOTICE_STATUSES } from "../../src/core/notices";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildApp } from "../app";
import { multipartBody } from "../services/uploads/testing";
import { FAST_SECURITY, testConfig } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { API_PREFIX, openApiPath } from "./document";
import type { RouteDoc, RouteExample } from "./route-doc";
import { makeExampleData } from "./testing";

const database = testDatabasePerFile();

interface Operation {
  summary: string;
  "x-access": string;
  "x-examples"?: RouteExample[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  components: { schemas: Record<string, object> };
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

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  it("gets the documented status, and an answer the documented schema and the route's struct accept", async () => {
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
        const validateRequest = ajv.compile({ ...requestSchema, components: document.components });
        expect(validateRequest(example.body) ? [] : validateRequest.errors, name).toEqual([]);
      }

      const documented = operation.responses[String(example.status)];
      expect(documented, name).toBeDefined();
      const schema = documented?.content?.["application/json"]?.schema;
      if (!schema) {
        // A file: the type the document names.
        const type = Object.keys(documented?.content ?? {})[0];
        if (type) expect(response.headers["content-type"], name).toMatch(type.replace("*", ""));
        continue;
      }
      const validate = ajv.compile({ ...schema, components: document.components });
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
