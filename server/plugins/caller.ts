import type { FastifyRequest } from "fastify";
import { isUuid } from "@core/validation";
import type { Services } from "../services";
import type { Caller, IdentifyCaller } from "./access";
import { isApiPath } from "./api-url";

const anonymous = (): Caller => ({ roles: [] });

/** The token of `Authorization: Bearer <token>` ("" when malformed); undefined without one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  // Another scheme (a staging site's Basic auth, say) is not ours: the session still counts.
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? "";
}

/** An API key acting for a contact: that contact's roles, but never superadmin's powers. */
async function actingAs(services: Services, contactId: string): Promise<Caller> {
  if (!isUuid(contactId) || !(await services.contacts.findById(contactId))) return anonymous();
  const roles = await services.contacts.activeRoles(contactId);
  // A superadmin is still an admin; only what needs superadmin is withheld.
  const asAdmin = roles.includes("superadmin") && !roles.includes("admin");
  return {
    method: "api-key",
    contactId,
    roles: [
      ...roles.filter((role) => role !== "superadmin"),
      ...(asAdmin ? ["admin" as const] : []),
    ],
  };
}

/**
 * Who is calling an API route (contract 1.2): an API key in `Authorization: Bearer`, acting
 * as an admin or, with `X-Contact-Id`, as that contact; else the session cookie's contact;
 * else nobody. A Bearer token that is wrong or expired makes the caller anonymous, without
 * looking at the session.
 */
export function identifyCallers(services: Services): IdentifyCaller {
  return async (request, reply) => {
    // Pages and files need no caller: no database query for them.
    if (!isApiPath(request.url)) return anonymous();
    const token = bearerToken(request);
    if (token !== undefined) {
      if (!(await services.apiKeys.authenticate(token))) return anonymous();
      const contactId = request.headers["x-contact-id"];
      if (contactId === undefined) return { method: "api-key", roles: ["admin"] };
      return typeof contactId === "string" ? actingAs(services, contactId) : anonymous();
    }
    const contactId = await services.sessions.resolve(request, reply);
    if (!contactId) return anonymous();
    return { method: "user", contactId, roles: await services.contacts.activeRoles(contactId) };
  };
}
