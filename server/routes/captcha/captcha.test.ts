import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Callout } from "@core/callouts";
import { calloutBody } from "../../test-support/callouts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let local: FastifyInstance;
let provider: FastifyInstance;
let stub: Server;
/** What the provider's stub says next: a verdict, or a failure. */
let verdict: "pass" | "fail" | "down" = "pass";
const tokens: string[] = [];

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      tokens.push(new URLSearchParams(body).get("response") ?? "");
      if (verdict === "down") {
        response.writeHead(502).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: verdict === "pass" }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  const verifyUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/siteverify`;
  local = await buildTestApp({ database: database() });
  provider = await buildTestApp({
    database: database(),
    // An API key without a contact: an admin, answering as nobody in particular.
    caller: { roles: ["admin"] },
    config: { captcha: { provider: "turnstile", secret: "s3cret", siteKey: "0x4SITE" } },
    securityTuning: { captcha: { siteverify: { verifyUrl } } },
  });
});
afterAll(async () => {
  await local.close();
  await provider.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

describe("GET /captcha/challenge", () => {
  it("gives a fresh local challenge each time, never from a cache", async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => local.inject({ url: "/api/1.0/captcha/challenge" })),
    );
    expect(first?.statusCode).toBe(200);
    expect(first?.headers["cache-control"]).toBe("no-store");
    expect(first?.json()).toMatchObject({ provider: "local", difficulty: 12 });
    expect(first?.json().challenge).not.toBe(second?.json().challenge);
  });

  it("gives the provider's site key when one is configured", async () => {
    const response = await provider.inject({ url: "/api/1.0/captcha/challenge" });
    expect(response.json()).toEqual({ provider: "turnstile", siteKey: "0x4SITE" });
  });
});

describe("answering with a provider's captcha", () => {
  it("passes the widget's token on, and says 503 when the provider cannot be asked", async () => {
    const created = await provider.inject({
      method: "POST",
      url: "/api/1.0/callout",
      payload: calloutBody({ access: "anonymous", captcha: "all" }),
    });
    const { id } = created.json<Callout>();
    const send = (token: string) =>
      provider.inject({
        method: "POST",
        url: `/api/1.0/callout/${id}/responses?captchaToken=${token}`,
        payload: { answers: { slide1: { view: "Cloudy" } } },
      });
    verdict = "pass";
    expect((await send("widget-token-1")).statusCode).toBe(200);
    expect(tokens.at(-1)).toBe("widget-token-1");
    verdict = "fail";
    expect((await send("widget-token-2")).json().code).toBe("captcha-failed");
    verdict = "down";
    const down = await send("widget-token-3");
    expect(down.statusCode).toBe(503);
    expect(down.json().name).toBe("ServiceUnavailableError");
  });
});
