import type { FastifyInstance } from "fastify";
import type { Services } from "../services";

/** How often due response digests are looked for; each callout's is sent once a day. */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Starts the background work; call it once the database is migrated. */
    startBackgroundJobs(): void;
  }
}

/**
 * Work that runs beside the requests while the server is up: the email worker, and the daily
 * digests of new responses. Both are safe on several servers sharing one database. They start
 * when asked (after migrations), and stop when the app closes.
 */
export function backgroundJobs(app: FastifyInstance, services: Services): void {
  let digestTimer: NodeJS.Timeout | undefined;
  let digesting: Promise<void> | undefined;

  const sendDigests = () => {
    digesting ??= services.responseDigest
      .sendDue()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, "Could not send the response digests"),
      )
      .finally(() => (digesting = undefined));
    return digesting;
  };

  app.decorate("startBackgroundJobs", () => {
    if (digestTimer) return;
    services.email.start();
    void sendDigests();
    digestTimer = setInterval(() => void sendDigests(), DIGEST_CHECK_MS);
    digestTimer.unref();
  });
  // What is still queued when the server stops leaves from the next start (or another server).
  app.addHook("onClose", async () => {
    clearInterval(digestTimer);
    await digesting;
    await services.email.stop();
    services.email.close();
  });
}
