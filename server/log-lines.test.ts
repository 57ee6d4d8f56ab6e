import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { readableLogLine, readableLogStream } from "./log-lines";

const TIME = Date.UTC(2026, 11, 5, 14, 3, 7);

describe("readableLogLine", () => {
  it("shows the time, the level and the message, then our own fields", () => {
    const line = JSON.stringify({
      level: 40,
      time: TIME,
      pid: 12,
      hostname: "box",
      msg: "Job failed; it will be retried",
      type: "email",
      retryInSeconds: 30,
      note: "two words",
    });
    expect(readableLogLine(line)).toBe(
      '14:03:07 WARN  Job failed; it will be retried type=email retryInSeconds=30 note="two words"\n',
    );
  });

  it("shows a request by its method, address, status and time", () => {
    const line = JSON.stringify({
      level: 30,
      time: TIME,
      reqId: "req-1",
      req: { method: "GET", url: "/api/1.0/health", host: "x", remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: "request completed",
    });
    expect(readableLogLine(line)).toBe(
      "14:03:07 INFO  request completed GET /api/1.0/health 200 reqId=req-1 3ms\n",
    );
  });

  it("puts an error's stack below its line, and leaves anything but JSON as it is", () => {
    const line = JSON.stringify({
      level: 50,
      time: TIME,
      msg: "Could not start",
      err: { type: "Error", message: "boom", stack: "Error: boom\n    at start (main.ts:1:1)" },
    });
    expect(readableLogLine(line)).toBe(
      "14:03:07 ERROR Could not start\n  Error: boom\n      at start (main.ts:1:1)\n",
    );
    expect(readableLogLine("plain text")).toBe("plain text\n");
  });

  it("reads what the server's logger writes", async () => {
    const written: string[] = [];
    const stream = readableLogStream({ write: (text) => written.push(text) });
    const app = Fastify({ logger: { level: "info", stream } });
    app.log.warn({ engine: "pglite" }, "Migrating the database");
    await app.close();
    expect(written).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}Migrating the database engine=pglite\n$/),
    ]);
  });
});
