import type { FastifyPluginAsync } from "fastify";
import { number, object, string } from "superstruct";
import { notFound } from "@core/errors";
import { NewsletterState, ReconcileProgress, StartReconcile } from "@core/newsletter";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";
import { ADMIN, TAG, assertConfigured } from "./shared";

/** The sync for admins (Settings → Newsletter): its state, a full sync, and reconciles. */
export const newsletterSyncRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { newsletter } },
) => {
  route(
    app,
    "GET",
    "/newsletter",
    ADMIN,
    {
      summary: "The newsletter sync: provider, last sync, pending changes, last error",
      tag: TAG,
      answer: NewsletterState,
    },
    async () => newsletter.status(),
  );

  route(
    app,
    "POST",
    "/newsletter/sync",
    ADMIN,
    {
      summary: "Send every contact who opted in to the audience again",
      tag: TAG,
      bodyType: "none",
      status: 202,
      answer: object({ queued: number() }),
      errors: { 404: "No newsletter provider is configured." },
    },
    async (_request, reply) => {
      assertConfigured(newsletter);
      return reply.code(202).send(await newsletter.syncAll());
    },
  );

  route(
    app,
    "POST",
    "/newsletter/reconcile",
    ADMIN,
    {
      summary: "Compare the audience with Agora (and with fix, bring them together)",
      tag: TAG,
      body: StartReconcile,
      status: 202,
      answer: object({ id: string() }),
      errors: { 404: "No newsletter provider is configured." },
    },
    async (request, reply) => {
      assertConfigured(newsletter);
      const { fix } = request.body as StartReconcile;
      return reply.code(202).send({ id: await newsletter.startReconcile(fix) });
    },
  );

  route(
    app,
    "GET",
    "/newsletter/reconcile/:id",
    ADMIN,
    {
      summary: "A reconcile's progress, and its report once done",
      tag: TAG,
      params: IdParams,
      answer: ReconcileProgress,
      errors: { 404: "No such reconcile." },
    },
    async (request): Promise<ReconcileProgress> => {
      const job = await newsletter.reconcileStatus(request.params.id);
      if (!job) throw notFound("No such reconcile");
      return {
        id: job.id,
        state: job.state,
        done: job.progress?.done ?? null,
        total: job.progress?.total ?? null,
        report: job.result ?? null,
      };
    },
  );
};
