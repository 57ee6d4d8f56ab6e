import { createHmac, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodies } from "./errors";
import { rawBodies } from "./raw-body";

const SECRET = "whsec_test_only";

const sign = (body: string | Buffer) => createHmac("sha256", SECRET).update(body).digest("hex");

function signatureMatches(body: Buffer, header: unknown): boolean {
  const expected = Buffer.from(sign(body), "hex");
  const given = Buffer.from(typeof header === "string" ? header : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook as a payment provider's would be: it checks an HMAC over the bytes it was sent.
 * Built here, for the test only; beside it a route that does not ask for the raw body.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.removeContentTypeParser("text/plain");
  errorBodies(app);
  rawBodies(app);
  app.post("/hook", { config: { rawBody: true }, bodyLimit: 2048 }, async (request, reply) => {
    const raw = request.rawBody;
    if (!raw || !signatureMatches(raw, request.headers["x-signature"])) {
      return reply.code(400).send({ message: "Bad signature" });
    }
    return { verified: true, body: request.body as unknown };
  });
  app.post("/plain", async (request) => ({
    hasRawBody: request.rawBody !== undefined,
    body: request.body as unknown,
  }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string | Buffer, signature?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "x-signature": signature }),
    },
    payload,
  });

describe("raw bodies", () => {
  // Spacing, key order and escapes a re-serialised body would not keep.
  const sent = '{ "type":"invoice.paid",\n  "amount" : 1250, "name":"Zo\\u00eb", "emoji": "☕" }';

  it("give a route that asks the exact bytes sent, beside the parsed body", async () => {
    const response = await post("/hook", sent, sign(sent));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verified: true,
      body: { type: "invoice.paid", amount: 1250, name: "Zoë", emoji: "☕" },
    });
    // The check would fail over the body written out again.
    expect(sign(JSON.stringify(JSON.parse(sent)))).not.toBe(sign(sent));
  });

  it("let the route refuse a body changed after it was signed", async () => {
    const response = await post("/hook", sent.replace("1250", "9999"), sign(sent));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Bad signature" });
  });

  it("keep bytes that are not valid UTF-8 as they came", async () => {
    const bytes = Buffer.concat([Buffer.from('{"note":"'), Buffer.from([0xff]), Buffer.from('"}')]);
    const response = await post("/hook", bytes, sign(bytes));
    expect(response.statusCode).toBe(200);
  });

  it("refuse a body over the route's limit with 413, and bad JSON with 400", async () => {
    const large = JSON.stringify({ padding: "x".repeat(4096) });
    const tooLarge = await post("/hook", large, sign(large));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: "The request body is too large" });

    const broken = '{"type": ';
    const invalid = await post("/hook", broken, sign(broken));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: "The request body is not valid JSON" });
  });

  it("are not kept for other routes, which parse as before", async () => {
    const response = await post("/plain", sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasRawBody: false,
      body: { type: "invoice.paid", amount: 1250, name: "Zoë", emoji: "☕" },
    });
  });
});
