import type { FastifyRequest } from "fastify";
import type { Services } from "../../services";
import { assertExists, targetId } from "../contacts/target";
import { ContactParams } from "../params";

export const SELF_OR_ADMIN = { config: { access: "selfOrAdmin" as const } };
export const NO_CONTACT = { 404: "No such contact." };

/** What every contribution route's declaration shares: the contact it is about. */
export const ABOUT_CONTACT = {
  description: "`id` is a contact's id, or `me` for the caller's own contact.",
  tag: "Contributions",
  params: ContactParams,
};

/** The contact the route is about, which must exist. */
export async function targetContact(services: Services, request: FastifyRequest): Promise<string> {
  const id = targetId(request);
  await assertExists(services, id);
  return id;
}

/** Staff acting on someone else's contribution, whom the timeline names. */
export const staffActor = (request: FastifyRequest, id: string) =>
  request.caller.contactId !== id ? request.caller.contactId : undefined;
