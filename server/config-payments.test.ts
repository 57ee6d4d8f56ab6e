import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const ROOT = "/srv/agora";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_secret",
  STRIPE_PUBLISHABLE_KEY: "pk_test_public",
  STRIPE_WEBHOOK_SECRET: "whsec_signing",
  STRIPE_COUNTRY: "eu",
};
const GOCARDLESS = {
  GOCARDLESS_ACCESS_TOKEN: "sandbox_token",
  GOCARDLESS_ENVIRONMENT: "sandbox",
  GOCARDLESS_WEBHOOK_SECRET: "gc-secret",
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("payment configuration", () => {
  it("has no real provider without keys", () => {
    expect(loadConfig({}, ROOT).payments).toEqual({ testPayments: true });
  });

  it("turns the test provider off in production unless AGORA_TEST_PAYMENTS=1 asks for it", () => {
    const testPayments = (env: NodeJS.ProcessEnv) =>
      loadConfig({ AGORA_BASE_URL: "https://members.example.org", ...env }, ROOT).payments
        .testPayments;
    expect(testPayments({ NODE_ENV: "production" })).toBe(false);
    expect(testPayments({ NODE_ENV: "production", AGORA_TEST_PAYMENTS: "1" })).toBe(true);
    expect(testPayments({ NODE_ENV: "development" })).toBe(true);
    expect(testPayments({ NODE_ENV: "test" })).toBe(true);
    expect(problemsOf({ AGORA_TEST_PAYMENTS: "maybe" })).toEqual([
      'AGORA_TEST_PAYMENTS must be 1 or 0 (got "maybe")',
    ]);
  });

  it("takes Stripe and GoCardless when all their variables are set", () => {
    expect(loadConfig({ ...STRIPE, ...GOCARDLESS }, ROOT).payments).toEqual({
      testPayments: true,
      stripe: {
        secretKey: "sk_test_secret",
        publishableKey: "pk_test_public",
        webhookSecret: "whsec_signing",
        country: "eu",
      },
      gocardless: {
        accessToken: "sandbox_token",
        environment: "sandbox",
        webhookSecret: "gc-secret",
      },
    });
    expect(loadConfig(GOCARDLESS, ROOT).payments.stripe).toBeUndefined();
  });

  it("refuses half a configuration and names what is missing", () => {
    expect(
      problemsOf({ STRIPE_SECRET_KEY: "sk_test_x", GOCARDLESS_ACCESS_TOKEN: "token" }),
    ).toEqual([
      "Stripe is half configured: STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_COUNTRY are missing (set all of them, or none to leave Stripe off)",
      "GoCardless is half configured: GOCARDLESS_ACCESS_TOKEN is set but GOCARDLESS_ENVIRONMENT, GOCARDLESS_WEBHOOK_SECRET are missing (set all of them, or none to leave GoCardless off)",
    ]);
  });

  it("refuses keys of the wrong kind without quoting secrets back", () => {
    const problems = problemsOf({
      ...STRIPE,
      STRIPE_SECRET_KEY: "pk_live_swapped",
      STRIPE_PUBLISHABLE_KEY: "sk_live_swapped",
      STRIPE_WEBHOOK_SECRET: "not-a-secret",
      STRIPE_COUNTRY: "us",
    });
    expect(problems).toEqual([
      'STRIPE_COUNTRY must be one of gb, eu, ca (got "us")',
      "STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)",
      "STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)",
      "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)",
    ]);
    expect(problems.join(" ")).not.toContain("swapped");
    expect(problemsOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: "pk_live_public" })).toEqual([
      "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys",
    ]);
    expect(problemsOf({ ...GOCARDLESS, GOCARDLESS_ENVIRONMENT: "prod" })).toEqual([
      'GOCARDLESS_ENVIRONMENT must be sandbox or live (got "prod")',
    ]);
  });
});
