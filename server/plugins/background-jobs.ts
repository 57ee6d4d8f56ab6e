import type { FastifyInstance } from "fastify";
import type { Services } from "../services";

declare module "fastify" {
  interface FastifyInstance {
    /** Starts the background work; call it once the database is migrated. */
    startBackgroundJobs(): void;
  }
}

/**
 * Work that runs beside the requests while the server is up: the job runner (services/jobs),
 * which delivers emails, runs the recurring tasks (the daily response digests) and, later,
 * every other job. It is safe on several servers sharing one database. Beside it, the server
 * hears of other servers' changes to its caches (services/shared-state). It starts when asked
 * (after migrations) and stops when the app closes: running jobs get a few seconds to finish,
 * then go back to the queue for another server or the next start.
 */
export function backgroundJobs(app: FastifyInstance, services: Services): void {
  app.decorate("startBackgroundJobs", () => {
    // The claim needs some statistics of the queue (the embedded database takes none of its
    // own), not fresh ones: a backlog is not analysed at each start (table-stats).
    void services.tableStats.ifNeverAnalysed(["jobs"]).then(() => services.jobs.start());
    services.invalidation.listen();
  });
  // Jobs hold back while requests are answered: 'close' comes once the response is done
  // or its connection gone, whichever way the request ended.
  app.addHook("onRequest", async (_request, reply) => {
    services.requests.started();
    reply.raw.once("close", () => services.requests.ended());
  });
  app.addHook("onClose", async () => {
    await services.jobs.stop();
    await services.invalidation.close();
    services.email.close();
  });
}
