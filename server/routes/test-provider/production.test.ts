import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha, type LocalCaptchaChallenge } from "@core/captcha";
import type { Config } from "../../config";
import { calloutBody } from "../../test-support/callouts";
import { minimalPdf, multipartBody } from "../../test-support/uploads";
import { NO_PROVIDER_WARNING, TEST_PAYMENTS_WARNING } from "../../services/payments/start-warning";
import { FAST_SECURITY, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/** The test provider in production: off unless a staging site turns it on by name. */
const database = testDatabasePerFile();

const LINKS = {
  loginUrl: "/auth/login",
  setPasswordUrl: "/auth/set-password",
  confirmUrl: "/join/confirm-email",
};
const CONTRIBUTION = {
  amount: 5,
  period: "monthly",
  payFee: false,
  prorate: false,
  paymentMethod: "s_card",
  completeUrl: "/join/complete",
};

/** An app with this configuration, and what it logs. */
function appWith(config: Partial<Config>) {
  const lines: string[] = [];
  let app: FastifyInstance | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "agora-production-"));
    app = await buildTestApp({
      database: database(),
      config: { logLevel: "info", dataDir, uploadsDir: join(dataDir, "uploads"), ...config },
      logger: { write: (line: string) => lines.push(line) },
      securityTuning: { ...FAST_SECURITY, captcha: { local: { difficulty: 4 } } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    app: () => app!,
    warnings: () =>
      lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40),
  };
}

describe("production without a payment provider", () => {
  const { app, warnings } = appWith({ nodeEnv: "production", payments: { testPayments: false } });

  it("warns once at start that contributions are off", () => {
    expect(warnings().map((entry) => entry.msg)).toEqual([NO_PROVIDER_WARNING]);
  });

  it("answers 404 on every test provider route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/1.0/test-provider/clock"],
      ["POST", "/api/1.0/test-provider/clock"],
      ["GET", `/api/1.0/test-provider/checkout/${id}`],
      ["POST", `/api/1.0/test-provider/checkout/${id}`],
      ["POST", `/api/1.0/test-provider/checkout/${id}/authenticate`],
      ["POST", `/api/1.0/test-provider/checkout/${id}/cancel`],
    ] as const) {
      const response = await app().inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("offers no payment method on the join form", async () => {
    const join = await app().inject({ url: "/api/1.0/content/join" });
    expect(join.json<{ paymentMethods: string[] }>().paymentMethods).toEqual([]);
  });

  it("refuses a join with a contribution clearly, and takes one without", async () => {
    const paying = await app().inject({
      method: "POST",
      url: "/api/1.0/signup",
      payload: { email: "paying@example.org", ...LINKS, contribution: CONTRIBUTION },
    });
    expect(paying.statusCode).toBe(400);
    expect(paying.body).toMatch(/This payment method is not offered/);
    const free = await app().inject({
      method: "POST",
      url: "/api/1.0/signup",
      payload: { email: "free@example.org", ...LINKS },
    });
    expect(free.statusCode, free.body).toBe(204);
  });

  it("still asks answers for the captcha and takes them, and takes uploads", async () => {
    const callout = await app().services.callouts.create(
      calloutBody({ access: "anonymous", captcha: "all" }),
    );
    const answer = (query = "") =>
      app().inject({
        method: "POST",
        url: `/api/1.0/callout/${callout.id}/responses${query}`,
        payload: { answers: { slide1: { view: "Cloudy" } } },
      });
    expect((await answer()).json<{ code: string }>().code).toBe("captcha-required");
    const challenge = await app().inject({ url: "/api/1.0/captcha/challenge" });
    const token = await solveCaptcha(challenge.json<LocalCaptchaChallenge>());
    const answered = await answer(`?captchaToken=${encodeURIComponent(token)}`);
    expect(answered.statusCode, answered.body).toBe(200);

    const { payload, headers } = multipartBody([
      {
        name: "file",
        filename: "report.pdf",
        contentType: "application/pdf",
        content: minimalPdf(),
      },
    ]);
    const uploaded = await app().inject({
      method: "POST",
      url: "/api/1.0/documents",
      payload,
      headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  });
});

describe("production with AGORA_TEST_PAYMENTS=1 (a staging site)", () => {
  const { app, warnings } = appWith({ nodeEnv: "production", payments: { testPayments: true } });

  it("warns that test payments are on, and takes them", async () => {
    expect(warnings().map((entry) => entry.msg)).toEqual([TEST_PAYMENTS_WARNING]);
    const clock = await app().inject({ url: "/api/1.0/test-provider/clock" });
    expect(clock.statusCode).not.toBe(404);
    const join = await app().inject({ url: "/api/1.0/content/join" });
    expect(join.json<{ paymentMethods: string[] }>().paymentMethods).toEqual([
      "s_card",
      "gc_direct-debit",
    ]);
  });
});

describe("outside production", () => {
  const { app, warnings } = appWith({ nodeEnv: "development" });

  it("takes test payments without a warning", async () => {
    expect(warnings()).toEqual([]);
    const join = await app().inject({ url: "/api/1.0/content/join" });
    expect(join.json<{ paymentMethods: string[] }>().paymentMethods).not.toEqual([]);
  });
});
