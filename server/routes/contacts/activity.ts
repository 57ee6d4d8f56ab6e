import type { FastifyPluginAsync } from "fastify";
import { ActivityList } from "@core/contacts";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { ContactUuidParams } from "../params";
import { route } from "../route";
import { ADMIN, TAG } from "./shared";
import { contactIdParam } from "./target";

/** `GET /contact/:id/activity`: a contact's timeline, for admins. */
export const contactActivityRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "GET",
    "/contact/:id/activity",
    ADMIN,
    {
      summary: "What happened to a contact: joined, changed by staff, roles, payments…",
      tag: TAG,
      params: ContactUuidParams,
      answer: ActivityList,
      errors: { 404: "No such contact." },
    },
    async (request): Promise<ActivityList> => {
      const list = await services.activity.list(contactIdParam(request));
      if (!list) throw notFound("No such contact");
      return list;
    },
  );
};
