import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createOpenCallout, signInAsAdmin, simpleAnswers } from "../../scripts/admin-client";
import { startBuiltServer } from "../../scripts/built-server";

/**
 * A server killed with SIGKILL in the middle of a burst of answers loses none it acknowledged:
 * after a restart on the same data, every answer that got a 2xx is there, numbered uniquely.
 */
const BURST = 300;
const KILL_AFTER = 80;

interface Listed {
  id: string;
  number: number;
}

async function allResponses(api: string, cookie: string, calloutId: string): Promise<Listed[]> {
  const found: Listed[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(
      `${api}/callout/${calloutId}/responses?limit=100&offset=${offset}`,
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: Listed[]; total: number };
    found.push(...page.items);
    if (found.length >= page.total || page.items.length === 0) return found;
  }
}

async function crashMidBurst(env: Record<string, string>, dataDir: string) {
  const start = () => startBuiltServer({ ANSWER_RATE_LIMIT: "0", ...env }, dataDir);
  let server = await start();
  let api = `${server.url}/api/1.0`;
  const callout = await createOpenCallout(api, await signInAsAdmin(api));

  const acknowledged: string[] = [];
  let next = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < BURST) {
        const i = next++;
        const answer = await fetch(`${api}/callout/${callout.slug}/responses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ answers: simpleAnswers(i) }),
        }).catch(() => undefined); // refused or cut off by the crash: not acknowledged
        if (answer?.ok) acknowledged.push(((await answer.json()) as { id: string }).id);
        if (acknowledged.length >= KILL_AFTER) killing ??= server.kill();
      }
    }),
  );
  await killing;
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(BURST);

  server = await start();
  api = `${server.url}/api/1.0`;
  try {
    const stored = await allResponses(api, await signInAsAdmin(api), callout.id);
    const ids = new Set(stored.map((response) => response.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    const numbers = stored.map((response) => response.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  } finally {
    await server.stop();
  }
}

test("answers acknowledged before a crash survive it, on the embedded database", async () => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(join(tmpdir(), "agora-crash-"));
  try {
    await crashMidBurst({}, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("answers acknowledged before a crash survive it, on PostgreSQL", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, "TEST_DATABASE_URL names no PostgreSQL server");
  test.setTimeout(180_000);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `agora_crash_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "agora-crash-"));
  try {
    await crashMidBurst({ DATABASE_URL: url.toString() }, dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
