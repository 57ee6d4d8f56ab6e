import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../app";
import { loggerOptions } from "../logger";
import { ADMIN, buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { HttpError } from "@core/errors";
import { errorBodies } from "./errors";

const database = testDatabasePerFile();

describe("error bodies of the real app", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database: database(), caller: ADMIN });
  });
  afterAll(() => app.close());

  const patchGeneral = (payload: string, contentType = "application/json") =>
    app.inject({
      method: "PATCH",
      url: "/api/1.0/content/general",
      headers: { "content-type": contentType },
      payload,
    });

  it.each(["GET", "POST", "DELETE"] as const)(
    "answers an unknown API route (%s) with 404 JSON",
    async (method) => {
      const response = await app.inject({ method, url: "/api/1.0/no-such-thing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        httpCode: 404,
        name: "NotFoundError",
        message: `Not found: ${method} /api/1.0/no-such-thing`,
      });
    },
  );

  it("answers a known path asked with a method it does not take with 405 and Allow", async () => {
    const response = await app.inject({ method: "DELETE", url: "/api/1.0/content/general" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, PATCH");
    expect(response.json()).toEqual({
      httpCode: 405,
      name: "MethodNotAllowedError",
      message: "Method not allowed: DELETE /api/1.0/content/general; allowed: GET, HEAD, PATCH",
    });
  });

  it("answers a path parameter over 200 characters with 414, and one of 200 as usual", async () => {
    const long = await app.inject({ url: `/api/1.0/callout/${"x".repeat(201)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      httpCode: 414,
      name: "URITooLongError",
      message: "A path parameter is longer than 200 characters",
    });
    const longest = await app.inject({ url: `/api/1.0/callout/${"x".repeat(200)}` });
    expect(longest.statusCode).toBe(404);
  });

  it("answers a path that is not valid percent-encoding with 400", async () => {
    const response = await app.inject({ url: "/api/1.0/callout/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      httpCode: 400,
      name: "BadRequestError",
      code: "bad-request",
    });
  });

  it("answers headers over Node's limit (a long URL) with 431 in the error body", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = get(
        { host: "127.0.0.1", port, path: `/api/1.0/contact?rules=${"x".repeat(20_000)}` },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode, body }));
        },
      );
      request.on("error", reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      httpCode: 431,
      name: "RequestHeaderFieldsTooLargeError",
    });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await patchGeneral('{"organisationName": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      code: "bad-request",
      message: "The request body is not valid JSON",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    const response = await patchGeneral("");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: "BadRequestError" });
  });

  it("refuses prototype pollution in JSON with 400", async () => {
    const response = await patchGeneral('{"__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
  });

  it("answers a body over the limit with 413", async () => {
    const response = await patchGeneral(
      JSON.stringify({ organisationName: "x".repeat(BODY_LIMIT) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      httpCode: 413,
      name: "PayloadTooLargeError",
      message: "The request body is too large",
    });
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await patchGeneral("organisationName=x", "text/plain");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ httpCode: 415, name: "UnsupportedMediaTypeError" });
  });

  it("lists every invalid property of a body", async () => {
    const response = await patchGeneral(JSON.stringify({ organisationName: 5, colour: "red" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      code: "bad-request",
      message: "Invalid body, check 'errors' property for more info.",
      errors: [
        {
          property: "organisationName",
          constraints: { string: "Expected a string, but received: 5" },
        },
        { property: "colour", constraints: { whitelistValidation: "Unknown property colour" } },
      ],
    });
  });
});

describe("unexpected errors", () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: loggerOptions("info", { write: (line) => logLines.push(line) }) });
    errorBodies(app);
    app.get("/boom", async () => {
      throw new Error("database password is hunter2");
    });
    app.get("/bad-value", async () => {
      await database().db.execute(sql`select 'not a number'::int`);
    });
    app.get("/teapot", async () => {
      throw new HttpError(418, { message: "Short and stout" });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answer 500 without details; the stack goes to the log only", async () => {
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      httpCode: 500,
      name: "InternalServerError",
      message: "Unhandled error",
    });
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("at ");
    const logged = logLines.map((line) => JSON.parse(line) as { err?: { stack?: string } });
    const entry = logged.find((line) => line.err?.stack?.includes("hunter2"));
    expect(entry?.err?.stack).toMatch(/errors\.test\.ts/);
  });

  it("answer a database's data exception (a value it cannot take) with 400, logged as a warning", async () => {
    const response = await app.inject({ url: "/bad-value" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      code: "bad-request",
      message: "A value in the request is out of range or cannot be stored",
    });
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, msg: "Data exception answered 400" }),
    );
  });

  it("keep our own errors as they are", async () => {
    const response = await app.inject({ url: "/teapot" });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({
      httpCode: 418,
      name: "ClientError",
      message: "Short and stout",
    });
  });
});
