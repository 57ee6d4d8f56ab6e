import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { findProjectRoot } from "./project-root";

const ROOT = "/srv/agora";
/** Production needs the site's address; tests about something else give it. */
const SITE = { AGORA_BASE_URL: "https://members.example.org" };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, ROOT, false);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("has a default for everything", () => {
    expect(loadConfig({}, ROOT, false)).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: join(ROOT, "data"),
      uploadsDir: join(ROOT, "data", "uploads"),
      uploadsS3: undefined,
      databaseUrl: undefined,
      demo: true,
      demoAccounts: true,
      logLevel: "info",
      logFormat: "json",
      nodeEnv: "development",
      // The newsletter stand-in, as the demo and development use it (docs/newsletter.md).
      newsletter: { standIn: true },
      testHooks: false,
      trustProxy: false,
      baseUrl: "http://127.0.0.1:3000",
      captcha: { provider: "local" },
      payments: { testPayments: true },
      answerRateLimit: 30,
      signupRateLimit: 5,
      webhooksAllowPrivate: false,
      distDir: join(ROOT, "dist"),
      publicDir: join(ROOT, "public"),
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        AGORA_DATA_DIR: "relative/data",
        AGORA_UPLOADS_DIR: "/srv/uploads",
        DATABASE_URL: "postgresql://agora:secret@db:5432/agora",
        AGORA_DEMO: "0",
        LOG_LEVEL: "DEBUG",
        NODE_ENV: "test",
        AGORA_TEST_HOOKS: "1",
        TRUST_PROXY: "1",
        AGORA_BASE_URL: "https://members.example.org/",
        ANSWER_RATE_LIMIT: "0",
        SIGNUP_RATE_LIMIT: "0",
        AGORA_WEBHOOKS_ALLOW_PRIVATE: "1",
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: resolve("relative/data"),
      uploadsDir: "/srv/uploads",
      databaseUrl: "postgresql://agora:secret@db:5432/agora",
      demo: false,
      logLevel: "debug",
      nodeEnv: "test",
      testHooks: true,
      trustProxy: 1,
      baseUrl: "https://members.example.org",
      answerRateLimit: 0,
      signupRateLimit: 0,
      webhooksAllowPrivate: true,
    });
  });

  it.each(["-1", "ten", "2.5", "1234567"])("refuses ANSWER_RATE_LIMIT=%s", (limit) => {
    expect(problemsOf({ ANSWER_RATE_LIMIT: limit })).toEqual([
      `ANSWER_RATE_LIMIT must be a whole number of answers, or 0 for no limit (got "${limit}")`,
    ]);
  });

  it("builds the base URL as the address it listens on, and refuses one that is not a web address", () => {
    // The same address the server prints: a link opened there keeps its cookies and pictures.
    expect(loadConfig({ PORT: "8080" }, ROOT).baseUrl).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }, ROOT).baseUrl).toBe(
      "http://localhost:8080",
    );
    expect(loadConfig({ HOST: "::1", PORT: "80" }, ROOT).baseUrl).toBe("http://[::1]:80");
    expect(problemsOf({ AGORA_BASE_URL: "members.example.org" })).toEqual([
      'AGORA_BASE_URL must be the http:// or https:// address people open, without ? or # (got "members.example.org")',
    ]);
    expect(problemsOf({ AGORA_BASE_URL: "https://example.org/?a=1" })).toHaveLength(1);
  });

  it("reads the uploads' bucket from AGORA_UPLOADS_S3_URL, and refuses anything else", () => {
    expect(loadConfig({ AGORA_UPLOADS_S3_URL: "s3://agora/site-a" }, ROOT).uploadsS3).toEqual({
      bucket: "agora",
      prefix: "site-a/",
    });
    expect(problemsOf({ AGORA_UPLOADS_S3_URL: "https://agora.s3.amazonaws.com" })).toEqual([
      'AGORA_UPLOADS_S3_URL must be s3://bucket or s3://bucket/prefix (got "https://agora.s3.amazonaws.com")',
    ]);
  });

  it("refuses to start in production without AGORA_BASE_URL, saying why", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^AGORA_BASE_URL must be set when NODE_ENV=production: the address/),
    ]);
    expect(loadConfig({ NODE_ENV: "production", ...SITE }, ROOT).baseUrl).toBe(
      "https://members.example.org",
    );
  });

  it("logs readable lines at warn on a terminal, JSON at info elsewhere, unless LOG_LEVEL says", () => {
    expect(loadConfig({}, ROOT, true)).toMatchObject({ logFormat: "pretty", logLevel: "warn" });
    expect(loadConfig({}, ROOT, false)).toMatchObject({ logFormat: "json", logLevel: "info" });
    expect(loadConfig({ LOG_LEVEL: "debug" }, ROOT, true).logLevel).toBe("debug");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", AGORA_DEMO: "" }, ROOT)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      demo: true,
    });
  });

  it("checks captchas itself unless a provider is configured with its secret and site key", () => {
    expect(loadConfig({}, ROOT).captcha).toEqual({ provider: "local" });
    const env = {
      CAPTCHA_PROVIDER: "Turnstile",
      CAPTCHA_SECRET: "0x4AAA",
      CAPTCHA_SITE_KEY: "0x4BBB",
    };
    expect(loadConfig(env, ROOT).captcha).toEqual({
      provider: "turnstile",
      secret: "0x4AAA",
      siteKey: "0x4BBB",
    });
    expect(problemsOf({ CAPTCHA_PROVIDER: "hcaptcha", CAPTCHA_SECRET: "s" })).toEqual([
      "CAPTCHA_PROVIDER=hcaptcha needs CAPTCHA_SECRET and CAPTCHA_SITE_KEY",
    ]);
    expect(problemsOf({ CAPTCHA_PROVIDER: "recaptcha" })).toEqual([
      "CAPTCHA_PROVIDER must be one of local, turnstile, hcaptcha, captchafox",
    ]);
  });

  it.each(["abc", "-1", "70000", "80.5"])("refuses PORT=%s with a clear message", (port) => {
    expect(problemsOf({ PORT: port })).toEqual([
      `PORT must be a whole number from 0 to 65535 (got "${port}")`,
    ]);
  });

  it("lists every problem at once", () => {
    const problems = problemsOf({
      PORT: "abc",
      DATABASE_URL: "mysql://db/agora",
      LOG_LEVEL: "loud",
      AGORA_DEMO: "maybe",
    });
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/DATABASE_URL.*postgres/);
    expect(problems.join("\n")).toMatch(/LOG_LEVEL/);
    expect(problems.join("\n")).toMatch(/AGORA_DEMO/);
  });

  it("refuses to load with test hooks in production, however NODE_ENV is written", () => {
    for (const nodeEnv of ["production", "Production", " PRODUCTION "]) {
      expect(() => loadConfig({ NODE_ENV: nodeEnv, AGORA_TEST_HOOKS: "1", ...SITE }, ROOT)).toThrow(
        /AGORA_TEST_HOOKS must not be set when NODE_ENV=production/,
      );
    }
    expect(loadConfig({ NODE_ENV: "production", ...SITE }, ROOT).testHooks).toBe(false);
    expect(
      loadConfig({ NODE_ENV: "production", AGORA_TEST_HOOKS: "0", ...SITE }, ROOT).testHooks,
    ).toBe(false);
  });

  it("takes a proxy count or proxy addresses, never 'trust everyone'", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }, ROOT).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "0" }, ROOT).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback, ::1" }, ROOT).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    for (const raw of ["true", "10.0.0.0/33", "proxy.example.org"]) {
      expect(problemsOf({ TRUST_PROXY: raw })).toEqual([
        expect.stringContaining("TRUST_PROXY must be the number of proxies"),
      ]);
    }
  });

  it("creates demo accounts only on a loopback address, or when AGORA_DEMO=1 asks", () => {
    const accounts = (env: Record<string, string>) => loadConfig(env, ROOT).demoAccounts;
    expect(accounts({})).toBe(true);
    expect(accounts({ HOST: "::1" })).toBe(true);
    expect(accounts({ HOST: "0.0.0.0" })).toBe(false);
    expect(accounts({ HOST: "0.0.0.0", AGORA_DEMO: "1" })).toBe(true);
    expect(accounts({ HOST: "127.0.0.1", AGORA_DEMO: "0" })).toBe(false);
    expect(accounts({ AGORA_DEMO: "1", NODE_ENV: "production", ...SITE })).toBe(false);
  });

  it("leaves demo content off in production unless AGORA_DEMO=1 asks for it", () => {
    const demo = (env: Record<string, string>) => loadConfig(env, ROOT).demo;
    expect(demo({ NODE_ENV: "production", ...SITE })).toBe(false);
    expect(demo({ NODE_ENV: "production", AGORA_DEMO: "1", ...SITE })).toBe(true);
    expect(demo({ NODE_ENV: "development" })).toBe(true);
    expect(demo({ NODE_ENV: "test", AGORA_DEMO: "0" })).toBe(false);
  });

  it("finds the project root from its own folder", () => {
    expect(existsSync(join(findProjectRoot(), "package.json"))).toBe(true);
    expect(loadConfig({}).distDir).toBe(join(findProjectRoot(), "dist"));
  });
});
