import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { createOpenCallout, ok, signInAsAdmin, simpleAnswers } from "../../scripts/admin-client";
import { startBuiltServer, type BuiltServer } from "../../scripts/built-server";
import { serverNode } from "../../scripts/server-node";
import { DEMO_ACCOUNTS } from "@server/services/demo/accounts";
import { startLocalS3, type LocalS3 } from "@server/test-support/s3";

/**
 * The move docs/operations.md describes, as a newsroom makes it: a trial on the embedded
 * database (demo content, an uploaded logo) is stopped, copied to PostgreSQL with
 * `copy-to-postgres`, its uploads copied to a bucket with `copy-uploads`, and then two servers
 * on that PostgreSQL and bucket serve it as one site.
 */

const MEMBER = DEMO_ACCOUNTS.find((account) => account.role === "member")!;
const ANSWER_LIMIT = 4;

/** A one-pixel PNG. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** `npm run agora -- <args>` on the built CLI, with the server's environment. */
async function agoraCli(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(serverNode, ["dist/server/cli.js", ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
  });
  return stdout;
}

async function json<T>(response: Promise<Response>, what: string): Promise<T> {
  return (await (await ok(await response, what)).json()) as T;
}

async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/1.0/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.ok, `sign-in through ${url}: ${response.status}`).toBe(true);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

test("a trial on the embedded database moves to PostgreSQL and a bucket, and two servers serve it as one site", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, "TEST_DATABASE_URL names no PostgreSQL server: no move to test");
  test.setTimeout(120_000);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `agora_move_${Date.now()}`;
  const databaseUrl = new URL(serverUrl ?? "");
  databaseUrl.pathname = `/${name}`;
  const trialDir = await mkdtemp(join(tmpdir(), "agora-trial-"));
  const limits = { ANSWER_RATE_LIMIT: String(ANSWER_LIMIT) };
  let s3: LocalS3 | undefined;
  const servers: BuiltServer[] = [];
  try {
    // The trial: `npm start` on the embedded database, with the demo and an uploaded logo.
    const trial = await startBuiltServer(limits, trialDir);
    servers.push(trial);
    const trialApi = `${trial.url}/api/1.0`;
    const cookie = await signInAsAdmin(trialApi);
    const form = new FormData();
    form.append("file", new Blob([PIXEL], { type: "image/png" }), "logo.png");
    const logo = await json<{ url: string }>(
      fetch(`${trialApi}/images`, { method: "POST", body: form, headers: { cookie } }),
      "upload a logo",
    );
    await ok(
      await fetch(`${trialApi}/content/general`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ logoUrl: logo.url }),
      }),
      "set the logo",
    );
    const contactsOf = (api: string, session: string) =>
      json<{ total: number; items: { email: string }[] }>(
        fetch(`${api}/contact?limit=100&sort=email&order=ASC`, { headers: { cookie: session } }),
        "list contacts",
      );
    const before = await contactsOf(trialApi, cookie);
    expect(before.total).toBeGreaterThan(2);
    await trial.stop();

    // The move: the database, then the uploads.
    await admin.query(`create database ${name}`);
    const copied = await agoraCli(["copy-to-postgres", databaseUrl.toString()], {
      AGORA_DATA_DIR: trialDir,
    });
    expect(copied).toContain("every table's count matches");
    s3 = await startLocalS3();
    const bucket = { AGORA_UPLOADS_S3_URL: `s3://${s3.bucket}/uploads/`, ...s3.env };
    const uploads = await agoraCli(["copy-uploads"], { AGORA_DATA_DIR: trialDir, ...bucket });
    expect(uploads).toMatch(/Copied [1-9]\d* files/);

    // Two servers on PostgreSQL and the bucket, each with a data directory of its own: nothing
    // is read from the trial's any more.
    const env = { DATABASE_URL: databaseUrl.toString(), ...bucket, ...limits };
    const [one, two] = [await startBuiltServer(env), await startBuiltServer(env)];
    servers.push(one!, two!);
    const both = [one!, two!];

    // The same contacts, and the trial's superadmin signs in on either.
    const adminCookie = await signInAsAdmin(`${one!.url}/api/1.0`);
    for (const server of both) {
      const after = await contactsOf(`${server.url}/api/1.0`, adminCookie);
      expect(after.total).toBe(before.total);
      expect(after.items.map((item) => item.email)).toEqual(before.items.map((item) => item.email));
    }

    // A member signs in on one and stays signed in on the other.
    const member = await signIn(one!.url, MEMBER);
    const me = await json<{ email: string }>(
      fetch(`${two!.url}/api/1.0/contact/me`, { headers: { cookie: member } }),
      "the member on the second server",
    );
    expect(me.email).toBe(MEMBER.email);

    // The uploaded logo, now in the bucket, through both, named by the settings as a path.
    const general = await json<{ logoUrl: string }>(
      fetch(`${two!.url}/api/1.0/content/general`),
      "read the settings",
    );
    expect(general.logoUrl).toBe(logo.url);
    for (const server of both) {
      const image = await fetch(`${server.url}${logo.url}`);
      expect(image.status, `${logo.url} through ${server.url}`).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }

    // One answer limit for both servers: answers alternated between them stop at the limit.
    const callout = await createOpenCallout(`${one!.url}/api/1.0`, adminCookie);
    const statuses: number[] = [];
    for (let i = 0; i < ANSWER_LIMIT + 2; i++) {
      const answer = await fetch(`${both[i % 2]!.url}/api/1.0/callout/${callout.slug}/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: simpleAnswers(i) }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(ANSWER_LIMIT).fill(200), 429, 429]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await s3?.close();
    await rm(trialDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
