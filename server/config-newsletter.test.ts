import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const KEYS = {
  MAILCHIMP_API_KEY: "0123456789abcdef0123456789abcdef-us21",
  MAILCHIMP_LIST_ID: "a1b2c3d4e5",
  MAILCHIMP_WEBHOOK_SECRET: "long-enough-secret-1234",
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("the newsletter's configuration", () => {
  it("takes Mailchimp when all three variables are set", () => {
    expect(loadConfig({ NODE_ENV: "test", ...KEYS }).newsletter.mailchimp).toEqual({
      apiKey: KEYS.MAILCHIMP_API_KEY,
      listId: KEYS.MAILCHIMP_LIST_ID,
      webhookSecret: KEYS.MAILCHIMP_WEBHOOK_SECRET,
    });
  });

  it("names the missing variables when only some are set", () => {
    const problems = problemsOf({ NODE_ENV: "test", MAILCHIMP_API_KEY: KEYS.MAILCHIMP_API_KEY });
    expect(problems.join("\n")).toContain(
      "MAILCHIMP_LIST_ID, MAILCHIMP_WEBHOOK_SECRET are missing",
    );
  });

  it("refuses a key without its data centre and a short secret, never quoting the key", () => {
    const problems = problemsOf({
      ...KEYS,
      MAILCHIMP_API_KEY: "not-a-key!",
      MAILCHIMP_WEBHOOK_SECRET: "short",
    }).join("\n");
    expect(problems).toContain("MAILCHIMP_API_KEY must be a Mailchimp API key");
    expect(problems).toContain("MAILCHIMP_WEBHOOK_SECRET must be at least 16 characters");
    expect(problems).not.toContain("not-a-key!");
  });

  it("runs the stand-in in development, not in production or tests unless asked", () => {
    expect(loadConfig({}).newsletter.standIn).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).newsletter.standIn).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", AGORA_TEST_NEWSLETTER: "1" }).newsletter.standIn).toBe(
      true,
    );
  });
});
