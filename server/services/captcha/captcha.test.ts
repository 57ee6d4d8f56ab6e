import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadingZeroBits, solveCaptcha, type LocalCaptchaChallenge } from "@core/captcha";
import { spentCaptchaTokens } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import {
  CaptchaUnavailableError,
  createCaptchaService,
  createLocalCaptcha,
  createSiteverifyCaptcha,
} from ".";

const database = testDatabasePerFile();
const IP = "203.0.113.7";

async function solved(challenge: LocalCaptchaChallenge): Promise<string> {
  return solveCaptcha(challenge);
}

describe("the local captcha", () => {
  it("accepts a solved challenge once", async () => {
    const captcha = createLocalCaptcha(database().db, { difficulty: 8 });
    const challenge = await captcha.challenge();
    expect(challenge).toMatchObject({ provider: "local", difficulty: 8 });
    expect(Date.parse(challenge.expires)).toBeGreaterThan(Date.now());
    const token = await solved(challenge);
    expect(await captcha.verify(token, IP)).toBe(true);
    expect(await captcha.verify(token, IP)).toBe(false);
    // Another nonce for the same challenge is the same challenge spent again.
    const nonce = Number(token.slice(token.lastIndexOf(".") + 1));
    for (let other = nonce + 1; ; other++) {
      const again = `${challenge.challenge}.${other}`;
      if (leadingZeroBits(createHash("sha256").update(again).digest()) < 8) continue;
      expect(await captcha.verify(again, IP)).toBe(false);
      break;
    }
  });

  it("refuses tokens without the work, with a changed challenge, or made up", async () => {
    const captcha = createLocalCaptcha(database().db, { difficulty: 12 });
    const challenge = await captcha.challenge();
    let lazy = 0;
    while (
      leadingZeroBits(createHash("sha256").update(`${challenge.challenge}.${lazy}`).digest()) >= 12
    ) {
      lazy++;
    }
    expect(await captcha.verify(`${challenge.challenge}.${lazy}`, IP)).toBe(false);

    // Easier work claimed in the challenge breaks its signature.
    const easier = challenge.challenge.replace(/^v1\.(\d+)\.12\./, "v1.$1.0.");
    expect(await captcha.verify(`${easier}.0`, IP)).toBe(false);
    for (const token of ["", "local-pass", "v1.1.2.3.4.5", "x".repeat(5000)]) {
      expect(await captcha.verify(token, IP)).toBe(false);
    }
  });

  it("refuses a challenge once it expires", async () => {
    let now = new Date();
    const captcha = createLocalCaptcha(database().db, {
      difficulty: 4,
      ttlMs: 60_000,
      now: () => now,
    });
    const token = await solved(await captcha.challenge());
    now = new Date(now.getTime() + 61_000);
    expect(await captcha.verify(token, IP)).toBe(false);
  });

  it("shares its key between servers of one database, and forgets spent challenges once expired", async () => {
    const one = createLocalCaptcha(database().db, { difficulty: 4 });
    const other = createLocalCaptcha(database().db, { difficulty: 4 });
    expect(await other.verify(await solved(await one.challenge()), IP)).toBe(true);

    let now = new Date();
    const clocked = createLocalCaptcha(database().db, { difficulty: 4, now: () => now });
    await clocked.verify(await solved(await clocked.challenge()), IP);
    expect((await database().db.select().from(spentCaptchaTokens)).length).toBeGreaterThan(1);
    // Past every earlier challenge's expiry: only the newest is still kept.
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await clocked.verify(await solved(await clocked.challenge()), IP)).toBe(true);
    expect(await database().db.select().from(spentCaptchaTokens)).toHaveLength(1);
  });

  it("is the default, and gives a provider's site key when one is configured", async () => {
    const local = createCaptchaService(database().db, { provider: "local" });
    expect((await local.challenge()).provider).toBe("local");
    const turnstile = createCaptchaService(database().db, {
      provider: "turnstile",
      secret: "secret",
      siteKey: "0x4AAAA",
    });
    expect(await turnstile.challenge()).toEqual({ provider: "turnstile", siteKey: "0x4AAAA" });
  });
});

describe("a provider's siteverify", () => {
  let server: Server;
  let url: string;
  const received: { path: string; form: Record<string, string> }[] = [];
  /** What the stub answers next: a status and a body. */
  let next: { status: number; body: string; delayMs?: number } = { status: 200, body: "" };

  async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readForm(request).then((form) => {
        received.push({ path: request.url ?? "", form });
        const { status, body, delayMs = 0 } = next;
        setTimeout(() => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(body);
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the secret, token and address, and answers the provider's verdict", async () => {
    const verifier = createSiteverifyCaptcha({
      provider: "turnstile",
      secret: "s3cret",
      verifyUrl: url,
    });
    next = { status: 200, body: JSON.stringify({ success: true, hostname: "example.org" }) };
    expect(await verifier.verify("token-1", IP)).toBe(true);
    expect(received.at(-1)).toEqual({
      path: "/siteverify",
      form: { secret: "s3cret", response: "token-1", remoteip: IP },
    });
    next = {
      status: 200,
      body: JSON.stringify({ success: false, "error-codes": ["timeout-or-duplicate"] }),
    };
    expect(await verifier.verify("token-1", IP)).toBe(false);
  });

  it("uses CaptchaFox's name for the address", async () => {
    const verifier = createSiteverifyCaptcha({
      provider: "captchafox",
      secret: "s",
      verifyUrl: url,
    });
    next = { status: 200, body: JSON.stringify({ success: true }) };
    await verifier.verify("t", IP);
    expect(received.at(-1)?.form).toEqual({ secret: "s", response: "t", remoteIp: IP });
  });

  it("says so when the provider cannot be asked, rather than failing the reader", async () => {
    const verifier = createSiteverifyCaptcha({
      provider: "hcaptcha",
      secret: "s",
      verifyUrl: url,
      timeoutMs: 200,
    });
    for (const answer of [
      { status: 500, body: "{}" },
      { status: 200, body: "<html>" },
      { status: 200, body: "{}" },
      { status: 200, body: JSON.stringify({ success: true }), delayMs: 1000 },
    ]) {
      next = answer;
      await expect(verifier.verify("t", IP)).rejects.toBeInstanceOf(CaptchaUnavailableError);
    }
    const unreachable = createSiteverifyCaptcha({
      provider: "hcaptcha",
      secret: "s",
      verifyUrl: "http://127.0.0.1:9/siteverify",
    });
    await expect(unreachable.verify("t", IP)).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it("refuses empty and oversized tokens without asking", async () => {
    const verifier = createSiteverifyCaptcha({
      provider: "turnstile",
      secret: "s",
      verifyUrl: url,
    });
    const count = received.length;
    expect(await verifier.verify("", IP)).toBe(false);
    expect(await verifier.verify("t".repeat(5000), IP)).toBe(false);
    expect(received.length).toBe(count);
  });
});
