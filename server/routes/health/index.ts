import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { HealthReport } from "../../services/health";
import { route } from "../route";

/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers too). */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "GET",
    "/health",
    { config: { access: "anyone" } },
    {
      summary: "Whether the server and its database answer",
      tag: "API",
      answer: HealthReport,
      alsoAnswers: {
        503: "The database does not answer: the same report, with status `error`.",
      },
      examples: [{ summary: "All well", as: "anyone", status: 200 }],
    },
    async (_request, reply) => {
      const report = await services.health.check();
      return reply.code(report.status === "ok" ? 200 : 503).send(report);
    },
  );
};
