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

  it("keeps the rest of the URL", () => {
    expect(redactUrl("/api/1.0/reset-password/abc?x=1")).toBe(
      "/api/1.0/reset-password/[redacted]?x=1",
    );
    expect(redactUrl("/callouts/reset-password")).toBe("/callouts/reset-password");
  });
});
