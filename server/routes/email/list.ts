import type { FastifyPluginAsync } from "fastify";
import { array } from "superstruct";
import { EmailTemplateSummary } from "@core/email";
import type { Services } from "../../services";
import { route } from "../route";
import { ADMIN, TAG } from "./shared";

/** `GET /email`: every email the organisation sends. */
export const emailListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailEditor } },
) => {
  route(
    app,
    "GET",
    "/email",
    ADMIN,
    {
      summary: "Every email the organisation sends, with when each is sent",
      tag: TAG,
      answer: array(EmailTemplateSummary),
      examples: [{ summary: "The list", as: "admin", status: 200 }],
    },
    async (): Promise<EmailTemplateSummary[]> => emailEditor.list(),
  );
};
