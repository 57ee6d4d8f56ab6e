import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { redactUrl } from "./logger";
import { buildTestApp } from "./test-support/app";
import { testDatabasePerFile } from "./test-support/database";

const database = testDatabasePerFile();
const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    database: database(),
    config: { logLevel: "info" },
    logger: { write: (line: string) => lines.push(line) },
  });
});
afterAll(() => app.close());

describe("request logs", () => {
  it("never hold a link's token, neither the page's nor the API call's", async () => {
    const token = randomUUID();
    await app.inject({ url: `/auth/reset-password/${token}`, headers: { accept: "text/html" } });
    await app.inject({
      url: `/auth/set-password/${token}?next=/`,
      headers: { accept: "text/html" },
    });
    await app.inject({
      method: "PUT",
      url: `/api/1.0/reset-password/${token}`,
      payload: { password: "Some-Password-1" },
    });
    await app.inject({ method: "PUT", url: `/api/1.0/reset-device/${token}`, payload: {} });
    const requests = lines.filter((line) => line.includes("[redacted]"));
    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(lines.join("\n")).not.toContain(token);
  });

  it("never hold join, email-change or test checkout tokens, nor a payment flow id", async () => {
    const token = randomUUID();
    const flowId = randomUUID();
    const urls = [
      { url: `/join/confirm-email/${token}`, headers: { accept: "text/html" } },
      { url: `/auth/confirm-email/${token}`, headers: { accept: "text/html" } },
      { url: `/checkout/test/${token}`, headers: { accept: "text/html" } },
      { url: `/join/complete?paymentFlowId=${flowId}&x=1`, headers: { accept: "text/html" } },
      {
        url: `/profile/contribution/complete?setup_intent=seti_1&setup_intent_client_secret=${token}`,
        headers: { accept: "text/html" },
      },
      { method: "PUT" as const, url: `/api/1.0/email-change/${token}`, payload: {} },
      { url: `/api/1.0/test-provider/checkout/${token}` },
      { method: "POST" as const, url: `/api/1.0/test-provider/checkout/${token}/cancel` },
    ];
    for (const request of urls) await app.inject(request);
    const logged = lines.join("\n");
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(flowId);
    // What was asked for stays readable.
    const loggedUrls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(loggedUrls).toEqual(
      expect.arrayContaining([
        "/join/confirm-email/[redacted]",
        "/join/complete?paymentFlowId=[redacted]&x=1",
        "/api/1.0/test-provider/checkout/[redacted]/cancel",
        "/api/1.0/email-change/[redacted]",
      ]),
    );
  });

  it("keeps the rest of the URL", () => {
    expect(redactUrl("/api/1.0/reset-password/abc?x=1")).toBe(
      "/api/1.0/reset-password/[redacted]?x=1",
    );
    expect(redactUrl("/callouts/reset-password")).toBe("/callouts/reset-password");
  });
});
