import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { object } from "superstruct";
import { ContactRole, Role, UpdateContactRole, hasRole } from "@core/contacts";
import { forbidden, notFound } from "@core/errors";
import type { Services } from "../../services";
import { ContactUuidParams } from "../params";
import { assertExists } from "./target";
import { route } from "../route";

/** Only superadmins may give or take away the superadmin role (the `:role` of the URL). */
function assertMayUse(request: FastifyRequest, role: Role): void {
  if (role === "superadmin" && !hasRole(request.caller.roles, "superadmin")) {
    throw forbidden("Only superadmins may grant or remove the superadmin role");
  }
}

const RoleParams = object({ ...ContactUuidParams.schema, role: Role });

/** `PUT` and `DELETE /contact/:id/role/:role` for admins. */
export const roleRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { roles } = services.contacts;
  const admin = { config: { access: "admin" as const } };

  const tag = "Contacts";

  route(
    app,
    "PUT",
    "/contact/:id/role/:role",
    admin,
    {
      summary: "Give a contact a role, or change its dates",
      description: "Only superadmins give the superadmin role.",
      tag,
      params: RoleParams,
      body: UpdateContactRole,
      answer: ContactRole,
      errors: { 404: "No such contact." },
    },
    async (request) => {
      const { id, role } = request.params;
      assertMayUse(request, role);
      const body = request.body;
      await assertExists(services, id);
      const result = await roles.set(id, role, {
        dateAdded: new Date(body.dateAdded),
        ...(body.dateExpires !== undefined
          ? { dateExpires: body.dateExpires === null ? null : new Date(body.dateExpires) }
          : {}),
      });
      await services.activity.record(id, request.caller.contactId, "role-set", result);
      return result;
    },
  );

  route(
    app,
    "DELETE",
    "/contact/:id/role/:role",
    admin,
    {
      summary: "Take a role away from a contact",
      description: "Only superadmins take the superadmin role away.",
      tag,
      params: RoleParams,
      errors: { 404: "The contact does not have this role." },
    },
    async (request, reply) => {
      const { id, role } = request.params;
      assertMayUse(request, role);
      if (!(await roles.remove(id, role))) throw notFound("The contact does not have this role");
      await services.activity.record(id, request.caller.contactId, "role-removed", { role });
      return reply.code(204).send();
    },
  );
};
