import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";

/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers too). */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get("/health", { config: { access: "anyone" } }, async (_request, reply) => {
    const report = await services.health.check();
    return reply.code(report.status === "ok" ? 200 : 503).send(report);
  });
};
