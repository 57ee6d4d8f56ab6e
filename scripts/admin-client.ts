import type { CreateCallout } from "@core/callouts";
import { calloutBody } from "@server/test-support/callouts";
import { DEMO_ACCOUNTS } from "@server/services/demo/accounts";

/** A running server's API as its demo superadmin uses it: for the bench and crash tests. */

export async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs the demo superadmin in; answers the session cookie to send back. */
export async function signInAsAdmin(api: string): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === "superadmin");
  if (!admin) throw new Error("The demo has no superadmin");
  const response = await ok(
    await fetch(`${api}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    }),
    "log in",
  );
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** An open callout anyone may answer as often as they like, unless `overrides` say otherwise. */
export async function createOpenCallout(
  api: string,
  cookie: string,
  overrides: Partial<CreateCallout> = {},
): Promise<{ id: string; slug: string }> {
  const body = calloutBody({ access: "anonymous", allowMultiple: true, ...overrides });
  const response = await ok(
    await fetch(`${api}/callout`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    }),
    "create a callout",
  );
  return (await response.json()) as { id: string; slug: string };
}

/** Answers for `calloutBody`'s simple form. */
export function simpleAnswers(i: number) {
  return { slide1: { view: `Answer ${i}`, age: i % 90 } };
}
