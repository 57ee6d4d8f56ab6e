import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { contentPolicy } from "./content-policy";

const database = testDatabasePerFile();
let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  proxied = await buildTestApp({ database: database(), config: { trustProxy: 1 } });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

/** The policy as a map of directive to sources. */
function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(" ")];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("lets pages run scripts from this site only, with no plugins and no <base>", () => {
    for (const kind of ["dashboard", "frame"] as const) {
      const policy = directives(contentPolicy(kind, { provider: "local" }));
      expect(policy["script-src"]).toBe("'self'");
      expect(policy["object-src"]).toBe("'none'");
      expect(policy["base-uri"]).toBe("'none'");
      // Only our own pages (previews) may be framed in them.
      expect(policy["frame-src"]).toBe("'self'");
    }
  });

  it("frames may be embedded by any site, said explicitly; the dashboard by itself only", () => {
    expect(directives(contentPolicy("frame", { provider: "local" }))["frame-ancestors"]).toBe("*");
    expect(directives(contentPolicy("dashboard", { provider: "local" }))["frame-ancestors"]).toBe(
      "'self'",
    );
  });

  it("allows the configured captcha provider's script and frame, and no other", () => {
    const policy = directives(
      contentPolicy("frame", { provider: "turnstile", secret: "s", siteKey: "k" }),
    );
    expect(policy["script-src"]).toBe("'self' https://challenges.cloudflare.com");
    expect(policy["frame-src"]).toBe("'self' https://challenges.cloudflare.com");
    expect(policy["script-src"]).not.toContain("hcaptcha");
  });

  it("allows Stripe.js, its frames and its API only when Stripe is configured", () => {
    for (const kind of ["dashboard", "frame"] as const) {
      const policy = directives(contentPolicy(kind, { provider: "local" }, { stripe: true }));
      expect(policy["script-src"]).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
      expect(policy["frame-src"]).toBe(
        "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
      );
      expect(policy["connect-src"]).toBe("'self' https://api.stripe.com");
    }
    const without = directives(contentPolicy("frame", { provider: "local" }));
    expect(without["script-src"]).toBe("'self'");
    expect(without["connect-src"]).toBe("'self'");
  });
});

describe("API headers", () => {
  it.each(["/api/1.0/health", "/%61pi/1.0/health", "/api/1.0/%68ealth", "/api/1.0/health/"])(
    "forbid framing and caching of %s, however the path is written",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(directives(response.headers["content-security-policy"] as string)).toMatchObject({
        "frame-ancestors": "'none'",
      });
    },
  );
});

describe("Strict-Transport-Security", () => {
  it("is sent over https (as a trusted proxy reports it), never over plain http", async () => {
    const secure = await proxied.inject({
      url: "/api/1.0/health",
      remoteAddress: "10.0.0.1",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d{8}/);
    const plain = await app.inject({
      url: "/api/1.0/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
