import type { FastifyInstance } from "fastify";
import type { DatabaseConnection } from "../../db/connection";
import { createTestContact, signIn } from "../accounts";

/** Who the fuzz test calls as: `reviewer` is a member who reviews the callouts it knows. */
export const CALLERS = [
  "anonymous",
  "member",
  "reviewer",
  "admin",
  "superadmin",
  "apiKey",
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Callers {
  headers: Record<CallerName, Record<string, string>>;
  /** The contacts behind the signed-in callers, whom the run must not delete or demote. */
  contactIds: Record<Exclude<CallerName, "anonymous" | "apiKey">, string>;
  /** The API key's own id, which the run must not delete. */
  apiKeyId: string;
}

interface AuthInfo {
  method: "none" | "user" | "api-key";
  roles?: string[];
  contact?: { id: string };
}

/** Signs each caller in for real (and makes the superadmin's API key). */
export async function signInCallers(
  app: FastifyInstance,
  database: DatabaseConnection,
): Promise<Callers> {
  const people = [
    ["member", "member"],
    ["reviewer", "member"],
    ["admin", "admin"],
    ["superadmin", "superadmin"],
  ] as const;
  const headers = { anonymous: {} } as Callers["headers"];
  const contactIds = {} as Callers["contactIds"];
  for (const [who, role] of people) {
    const contact = await createTestContact(database, { roles: [role], firstname: who });
    contactIds[who] = contact.id;
    headers[who] = { cookie: await signIn(app, contact) };
  }
  const description = "Fuzz test caller";
  const made = await app.inject({
    method: "POST",
    url: "/api/1.0/api-key",
    payload: { description },
    headers: headers.superadmin,
  });
  headers.apiKey = { authorization: `Bearer ${made.json<{ token: string }>().token}` };
  const keys = await app.inject({ url: "/api/1.0/api-key?limit=100", headers: headers.superadmin });
  const key = keys
    .json<{ items: { id: string; description: string }[] }>()
    .items.find((candidate) => candidate.description === description);
  if (!key) throw new Error(`The fuzz caller's API key is not listed: ${keys.body}`);
  return { headers, contactIds, apiKeyId: key.id };
}

/** The callers whose session or account is gone or changed, each with what it now is. */
export async function lostCallers(app: FastifyInstance, callers: Callers): Promise<string[]> {
  const lost: string[] = [];
  for (const [who, headers] of Object.entries(callers.headers) as [
    CallerName,
    Record<string, string>,
  ][]) {
    if (who === "anonymous") continue;
    const response = await app.inject({ url: "/api/1.0/auth/info", headers });
    const info = response.statusCode === 200 ? response.json<AuthInfo>() : undefined;
    const fine =
      who === "apiKey"
        ? info?.method === "api-key"
        : info?.method === "user" &&
          info.contact?.id === callers.contactIds[who] &&
          info.roles?.includes(who === "reviewer" ? "member" : who) === true;
    if (!fine) lost.push(`${who}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return lost;
}
