import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { test as base, expect, type Page } from "@playwright/test";
import { startBuiltServer } from "../../scripts/built-server";
import { freePort } from "../../scripts/free-port";
import { DEMO_ACCOUNTS } from "@server/services/demo/accounts";
import { openMailbox, type Mailbox } from "../support/mailbox";

export interface AgoraServer {
  url: string;
  /** Calls a test-only hook of this server (they exist only with AGORA_TEST_HOOKS=1). */
  hook(method: string, path: string, body: unknown): Promise<Response>;
  /** A new contact of this server with a password, unique to the calling test. */
  newContact(options?: { roles?: string[]; firstname?: string }): Promise<TestContact>;
}

export interface TestContact {
  id: string;
  email: string;
  password: string;
}

export interface HostPage {
  url: string;
  /** Serves this HTML at the host's `/` from another origin than the Agora server. */
  setHtml(html: string): void;
}

/** A printed demo account of the seeded organisation, by its role. */
export const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

/** Signs in through the login page; `next` is the path it should go on to. */
/**
 * How long form.io's builder may take to appear: its lazy chunk is about a megabyte of
 * JavaScript, which takes seconds to parse while the other worker's browser and server are busy.
 */
export const BUILDER_LOADS = { timeout: 30_000 };

export async function logIn(
  page: Page,
  url: string,
  who: { email: string; password: string },
  next?: string,
): Promise<void> {
  await page.goto(
    `${url}/auth/login${next === undefined ? "" : `?next=${encodeURIComponent(next)}`}`,
  );
  await page.getByRole("textbox", { name: "Email address" }).fill(who.email);
  await page.getByLabel("Password", { exact: false }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** A session cookie of the demo superadmin, for API calls a test makes as staff. */
export async function adminCookie(url: string): Promise<string> {
  const admin = demo("superadmin");
  const login = await fetch(`${url}/api/1.0/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

export const test = base.extend<
  { hostPage: HostPage },
  { agora: AgoraServer; mailbox: Mailbox; serverFor: string; serverEnv: Record<string, string> }
>({
  /**
   * Whose server a spec file runs on: spec files share one ("shared") unless one names its
   * own with `test.use({ serverFor: "…" })`, which gives it a worker, so a server and a port,
   * of its own. For specs that change what others rely on, such as the test provider's clock,
   * which only moves forward.
   */
  serverFor: ["shared", { scope: "worker", option: true }],
  /** More of the server's environment (with a `serverFor` of its own), e.g. a stand-in on. */
  serverEnv: [{}, { scope: "worker", option: true }],

  mailbox: [
    async ({}, use) => {
      const mailbox = await openMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: "worker" },
  ],

  agora: [
    async ({ mailbox, serverFor, serverEnv }, use) => {
      const { url, stop } = await startBuiltServer({
        // Every join of a worker's tests comes from this machine's address: the per-minute
        // limit is the server tests' (server/routes/join/limits.test.ts).
        SIGNUP_RATE_LIMIT: "0",
        ...serverEnv,
        AGORA_TEST_HOOKS: "1",
        NODE_ENV: "test",
        SMTP_URL: mailbox.url,
        // Webhooks reach the tests' listeners on this machine.
        AGORA_WEBHOOKS_ALLOW_PRIVATE: "1",
      });
      const hook = async (method: string, path: string, body: unknown) => {
        const response = await fetch(`${url}/api/1.0/__test/${path}`, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(response.ok, `hook ${method} ${path} (${serverFor}): ${response.status}`).toBe(true);
        return response;
      };
      await use({
        url,
        hook,
        async newContact({ roles = ["member"], firstname = "Test" } = {}) {
          const email = `reader-${randomUUID()}@example.org`;
          const password = "Reader-Pass-2026";
          const response = await hook("POST", "contacts", { email, password, roles, firstname });
          const { id } = (await response.json()) as { id: string };
          return { id, email, password };
        },
      });
      await stop();
    },
    { scope: "worker" },
  ],

  hostPage: async ({}, use) => {
    let html = "<!doctype html><title>Host</title>";
    const server: Server = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    await use({
      url: `http://127.0.0.1:${port}/`,
      setHtml(next) {
        html = next;
      },
    });
    await new Promise((resolve) => server.close(resolve));
  },
});

/** The responses of a callout as an admin sees them through the API. */
export async function responsesOf(url: string, slug: string) {
  const cookie = await adminCookie(url);
  const response = await fetch(`${url}/api/1.0/callout/${slug}/responses?with=answers&limit=100`, {
    headers: { cookie },
  });
  return (await response.json()) as {
    items: { number: number; answers: Record<string, Record<string, unknown>> }[];
  };
}

/** Fills in the test provider's checkout with the test card and the outcome wanted. */
export async function payByCard(page: Page, outcome: string): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(outcome, { exact: true }).check();
  // "Pay £…" for a contribution, "Save" for a new payment method alone.
  await page.getByRole("button", { name: /^(Pay £|Save$)/ }).click();
}

export { expect };
