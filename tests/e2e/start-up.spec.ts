import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/free-port";
import { serverNode } from "../../scripts/server-node";
import { DEMO_ACCOUNTS } from "@server/services/demo/accounts";

interface Run {
  output: string;
  exitCode: number | null;
}

/**
 * Starts `npm start`'s build (dist/server) on a fresh data directory, reads what it prints
 * until `until` shows up or it exits, runs `meanwhile` if it is still running, then stops it.
 */
async function startServer(
  env: Record<string, string>,
  until: RegExp,
  meanwhile?: () => Promise<void>,
): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), "agora-start-"));
  const child = spawn(serverNode, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      AGORA_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NODE_ENV: "",
      AGORA_TEST_HOOKS: "",
      AGORA_BASE_URL: "",
      ...env,
    },
  });
  let output = "";
  const done = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void done.then(() => resolve());
  });
  try {
    if (child.exitCode === null) await meanwhile?.();
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
  const exitCode = await done;
  await rm(dataDir, { recursive: true, force: true });
  return { output, exitCode };
}

/** A production site's address, which production requires. */
const SITE = "https://members.example.org";

test("in production without AGORA_BASE_URL it refuses to start, saying why", async () => {
  const run = await startServer({ NODE_ENV: "production" }, /running at/);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain("AGORA_BASE_URL must be set when NODE_ENV=production");
});

test("behind a proxy it prints the site's address and where it listens", async () => {
  const run = await startServer(
    { HOST: "0.0.0.0", NODE_ENV: "production", AGORA_BASE_URL: SITE },
    /running at/,
  );
  expect(run.output).toMatch(
    /Agora is running at https:\/\/members\.example\.org\/ \(listening on http:\/\/localhost:\d+\)/,
  );
});

test("npm start's build has no test hooks, whatever the environment asks", async () => {
  const run = await startServer({ AGORA_TEST_HOOKS: "1", NODE_ENV: "Production" }, /running at/);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain("AGORA_TEST_HOOKS works only in the build made for tests");
});

test("the quick start on this machine's loopback address prints the demo accounts", async () => {
  const run = await startServer({ HOST: "127.0.0.1" }, /password: .*\n.*password: /);
  expect(run.output).toMatch(/Agora is running at http:\/\/127\.0\.0\.1:\d+\//);
  expect(run.output).toMatch(/superadmin\s+\S+@\S+\s+password: /);
});

test("the demo accounts are printed once the demo's paying members and their history exist", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/1.0`;
  let payments: unknown;
  await startServer(
    { HOST: "127.0.0.1", PORT: String(port) },
    /password: .*\n.*password: /,
    async () => {
      const admin = DEMO_ACCOUNTS.find((account) => account.role === "superadmin")!;
      const login = await fetch(`${base}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const response = await fetch(`${base}/payment?limit=1`, { headers: { cookie } });
      payments = await response.json();
    },
  );
  // Months of renewals of eight readers and the demo member: more than a page of them.
  expect(payments).toMatchObject({ total: expect.any(Number) });
  expect((payments as { total: number }).total).toBeGreaterThan(30);
});

test("on an address open to the network there are no demo accounts, only how to make an admin", async () => {
  const run = await startServer({ HOST: "0.0.0.0" }, /create-admin/);
  expect(run.output).toContain("npm run agora -- create-admin --email you@example.org");
  expect(run.output).not.toContain("password:");
});

test("in production without a payment provider, one warning says contributions are off, and no demo", async () => {
  const run = await startServer(
    { HOST: "0.0.0.0", NODE_ENV: "production", LOG_LEVEL: "info", AGORA_BASE_URL: SITE },
    /create-admin/,
  );
  const warnings = run.output
    .split("\n")
    .filter((line) => line.includes("No payment provider is configured"));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("Set STRIPE_* or GOCARDLESS_*, or AGORA_TEST_PAYMENTS=1");
  expect(run.output).not.toContain("Test payments are on");
  expect(run.output).toContain("Demo content is off");
});

test("a staging site with AGORA_TEST_PAYMENTS=1 is warned that test payments are on", async () => {
  const run = await startServer(
    { HOST: "0.0.0.0", NODE_ENV: "production", AGORA_TEST_PAYMENTS: "1", AGORA_BASE_URL: SITE },
    /create-admin/,
  );
  expect(run.output).toContain("Test payments are on (AGORA_TEST_PAYMENTS=1)");
  expect(run.output).not.toContain("No payment provider is configured");
});
