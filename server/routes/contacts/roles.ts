import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Role, UpdateContactRole, hasRole } from "../../../src/core/contacts";
import { badRequest, forbidden, notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { assertExists, contactIdParam } from "./target";

/** The `:role` of the URL, which only superadmins may use when it is superadmin. */
function roleParam(request: FastifyRequest): Role {
  const { role } = request.params as { role: string };
  if (!Role.is(role)) throw badRequest(`Unknown role: use member, admin or superadmin`);
  if (role === "superadmin" && !hasRole(request.caller.roles, "superadmin")) {
    throw forbidden("Only superadmins may grant or remove the superadmin role");
  }
  return role;
}

/** `PUT` and `DELETE /contact/:id/role/:role` for admins. */
export const roleRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { roles } = services.contacts;
  const admin = { config: { access: "admin" as const } };

  app.put("/contact/:id/role/:role", admin, async (request) => {
    const id = contactIdParam(request);
    const role = roleParam(request);
    const body = parseInput(UpdateContactRole, request.body, "body");
    await assertExists(services, id);
    const result = await roles.set(id, role, {
      dateAdded: new Date(body.dateAdded),
      ...(body.dateExpires !== undefined
        ? { dateExpires: body.dateExpires === null ? null : new Date(body.dateExpires) }
        : {}),
    });
    await services.activity.record(id, request.caller.contactId, "role-set", result);
    return result;
  });

  app.delete("/contact/:id/role/:role", admin, async (request, reply) => {
    const id = contactIdParam(request);
    const role = roleParam(request);
    if (!(await roles.remove(id, role))) throw notFound("The contact does not have this role");
    await services.activity.record(id, request.caller.contactId, "role-removed", { role });
    return reply.code(204).send();
  });
};
