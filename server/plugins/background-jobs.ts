import type { FastifyInstance } from "fastify";
import type { Services } from "../services";

/** How often due response digests are looked for; each callout's is sent once a day. */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

/**
 * Work that runs beside the requests while the server is up: the email worker, and the daily
 * digests of new responses. Both are safe on several servers sharing one database.
 */
export function backgroundJobs(app: FastifyInstance, services: Services): void {
  let digestTimer: NodeJS.Timeout | undefined;

  const sendDigests = async () => {
    try {
      await services.responseDigest.sendDue();
    } catch (error) {
      app.log.error({ err: error }, "Could not send the response digests");
    }
  };

  app.addHook("onReady", async () => {
    services.email.start();
    void sendDigests();
    digestTimer = setInterval(() => void sendDigests(), DIGEST_CHECK_MS);
    digestTimer.unref();
  });
  // What is still queued when the server stops leaves from the next start (or another server).
  app.addHook("onClose", async () => {
    clearInterval(digestTimer);
    await services.email.stop();
    services.email.close();
  });
}
