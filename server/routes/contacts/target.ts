import type { FastifyRequest } from "fastify";
import { hasRole } from "@core/contacts";
import { forbidden, notFound } from "@core/errors";
import type { Services } from "../../services";
import { idParam } from "../params";

/**
 * The contact a `/contact/:id/...` route is about: `me` is the caller's own contact, anything
 * else a contact id, as the route's `ContactParams` checked it (access control has already
 * kept non-admins to their own).
 */
export function targetId(request: FastifyRequest): string {
  const id = idParam(request);
  if (id !== "me") return id;
  const own = request.caller.contactId;
  if (!own) throw notFound("This API key acts for no contact: send X-Contact-Id, or use an id");
  return own;
}

/** For routes that take no `me` (`ContactUuidParams`: activity): the contact's id, checked. */
export const contactIdParam = idParam;

/**
 * Only superadmins may change or delete a superadmin's account, or the superadmin themself
 * when signed in: otherwise an admin (or an API key acting as the superadmin) could set that
 * account's password and take over its powers.
 */
export async function assertMayManage(
  services: Services,
  request: FastifyRequest,
  contactId: string,
): Promise<void> {
  const { caller } = request;
  if (hasRole(caller.roles, "superadmin")) return;
  if (caller.method !== "api-key" && caller.contactId === contactId) return;
  const roles = await services.contacts.activeRoles(contactId);
  if (roles.includes("superadmin")) {
    throw forbidden("Only superadmins may change a superadmin's account");
  }
}

export async function assertExists(services: Services, contactId: string): Promise<void> {
  if (!(await services.contacts.findById(contactId))) throw notFound("No such contact");
}
