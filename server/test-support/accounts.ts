import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { randomBytes } from "node:crypto";
import type { Role } from "@core/contacts";
import type { DatabaseConnection } from "../db/connection";
import { createContactService } from "../services/contacts";
import { TEST_SCRYPT_COST, createPasswordService } from "../services/passwords";
import { SESSION_COOKIE } from "../services/sessions";

/** Meets the password rule (SPEC section 5). */
export const TEST_PASSWORD = "Harbour-Lights-42";

export interface TestContact {
  id: string;
  email: string;
  password: string;
}

/** A contact with a password, an unused email and the given roles (active from now on). */
export async function createTestContact(
  database: DatabaseConnection,
  options: { roles?: Role[]; email?: string; password?: string | null; firstname?: string } = {},
): Promise<TestContact> {
  const contacts = createContactService(database.db, createPasswordService(TEST_SCRYPT_COST));
  const email = options.email ?? `test-${randomBytes(6).toString("hex")}@example.org`;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const dateAdded = new Date(Date.now() - 1000);
  const record = await contacts.create({
    email,
    ...(password === null ? {} : { password }),
    ...(options.firstname ? { firstname: options.firstname } : {}),
    roles: (options.roles ?? []).map((role) => ({ role, dateAdded })),
  });
  return { id: record.id, email: record.email, password: password ?? "" };
}

/** The `agora.sid` cookie an answer set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  return cookie && cookie.value !== "" ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Signs in through `POST /auth/login`; answers the Cookie header of the new session. */
export async function signIn(
  app: FastifyInstance,
  contact: { email: string; password: string },
  token?: string,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/1.0/auth/login",
    payload: { email: contact.email, password: contact.password, ...(token ? { token } : {}) },
  });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 204 || !cookie) {
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/**
 * Calls the API as whoever `cookie` names: both are read at each call, as tests set them in
 * `beforeAll`.
 */
export function apiCaller(app: () => FastifyInstance, cookie: () => string) {
  return (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url: `/api/1.0${url}`,
      ...(payload ? { payload } : {}),
      headers: { cookie: cookie() },
    });
}
