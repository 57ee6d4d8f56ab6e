import type { FastifyPluginAsync } from "fastify";
import { array, number, object, string } from "superstruct";
import { NewsletterGroup } from "../../../src/core/content";
import { HttpError, forbidden, notFound } from "../../../src/core/errors";
import {
  IntegrationQuery,
  NewsletterGroupDiff,
  NewsletterIntegration,
  NewsletterState,
  ReconcileProgress,
  StartReconcile,
} from "../../../src/core/newsletter";
import type { Services } from "../../services";
import { NewsletterProviderError } from "../../services/newsletter/provider";
import { readMailchimpWebhook } from "../../services/newsletter/webhook";
import { IdParams } from "../params";
import { route } from "../route";

const SecretParams = object({ secret: string() });
const WebhookAnswer = object({ outcome: string() });

/** The provider's refusal, in its plain words, as a 502 (the admin's fix is at Mailchimp). */
async function answeringProviderErrors<Value>(run: () => Promise<Value>): Promise<Value> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NewsletterProviderError) {
      throw new HttpError(502, { message: error.message });
    }
    throw error;
  }
}

/**
 * The newsletter sync: its state and actions for admins (Settings → Newsletter), beabee's
 * `/integrations/newsletter`, and the address Mailchimp's webhooks are sent to.
 */
export const newsletterRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { newsletter, content, readerGroups } },
) => {
  const tag = "Newsletter";
  const admin = "admin" as const;
  // Mailchimp posts its webhooks as a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const configured = () => {
    if (!newsletter.enabled) throw notFound("No newsletter provider is configured");
  };

  route(
    app,
    "GET",
    "/newsletter",
    { config: { access: admin } },
    {
      summary: "The newsletter sync: provider, last sync, pending changes, last error",
      tag,
      answer: NewsletterState,
    },
    async () => newsletter.status(),
  );

  route(
    app,
    "POST",
    "/newsletter/sync",
    { config: { access: admin } },
    {
      summary: "Send every contact who opted in to the audience again",
      tag,
      bodyType: "none",
      status: 202,
      answer: object({ queued: number() }),
      errors: { 404: "No newsletter provider is configured." },
    },
    async (_request, reply) => {
      configured();
      return reply.code(202).send(await newsletter.syncAll());
    },
  );

  route(
    app,
    "POST",
    "/newsletter/reconcile",
    { config: { access: admin } },
    {
      summary: "Compare the audience with Agora (and with fix, bring them together)",
      tag,
      body: StartReconcile,
      status: 202,
      answer: object({ id: string() }),
      errors: { 404: "No newsletter provider is configured." },
    },
    async (request, reply) => {
      configured();
      const { fix } = request.body as StartReconcile;
      return reply.code(202).send({ id: await newsletter.startReconcile(fix) });
    },
  );

  route(
    app,
    "GET",
    "/newsletter/reconcile/:id",
    { config: { access: admin } },
    {
      summary: "A reconcile's progress, and its report once done",
      tag,
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

  const webhookDoc = (summary: string) => ({
    summary,
    tag,
    params: SecretParams,
    errors: {
      403: "The address's secret is not this server's.",
      404: "No newsletter provider is configured.",
    },
  });
  const checkSecret = (secret: string) => {
    configured();
    if (!newsletter.checkSecret(secret)) throw forbidden("This webhook address is not valid");
  };

  // Mailchimp checks the address with a GET before it sends anything.
  route(
    app,
    "GET",
    "/newsletter/webhook/:secret",
    { config: { access: "anyone" } },
    { ...webhookDoc("Mailchimp's check of the webhook address"), answer: WebhookAnswer },
    async (request) => {
      checkSecret((request.params as { secret: string }).secret);
      return { outcome: "ready" };
    },
  );

  route(
    app,
    "POST",
    "/newsletter/webhook/:secret",
    { config: { access: "anyone" } },
    {
      ...webhookDoc("Mailchimp's webhook: unsubscribe, cleaned, profile, upemail, subscribe"),
      bodyType: "application/x-www-form-urlencoded",
      answer: WebhookAnswer,
    },
    async (request) => {
      checkSecret((request.params as { secret: string }).secret);
      const body = request.body;
      const hook =
        body && typeof body === "object"
          ? readMailchimpWebhook(body as Record<string, unknown>)
          : undefined;
      // A type Agora does not act on still answers 200, or Mailchimp retries it.
      if (!hook) return { outcome: "ignored" };
      return { outcome: await newsletter.receive(hook) };
    },
  );

  const joinDefaults = async () =>
    new Set(
      (await content.get("join/setup")).newsletterGroups
        .filter((group) => group.checked)
        .map((group) => group.id),
    );

  route(
    app,
    "GET",
    "/newsletter/groups",
    { config: { access: "anyone" } },
    {
      summary: "The newsletter groups readers may choose, with join setup's defaults",
      tag,
      answer: array(NewsletterGroup),
    },
    async (): Promise<NewsletterGroup[]> => readerGroups(),
  );

  route(
    app,
    "GET",
    "/integrations/newsletter",
    { config: { access: admin } },
    {
      summary: "beabee's newsletter integration: the provider, its audience and groups",
      tag,
      query: IntegrationQuery,
      answer: NewsletterIntegration,
    },
    async (request) => {
      const { with: withs } = request.query as { with?: string | string[] };
      const health = [withs ?? []].flat().includes("health");
      return newsletter.integration(health, await joinDefaults());
    },
  );

  route(
    app,
    "POST",
    "/integrations/newsletter/refresh",
    { config: { access: admin } },
    {
      summary: "Read the audience's groups again; removed ones leave profiles and join setup",
      tag,
      bodyType: "none",
      answer: NewsletterGroupDiff,
      errors: { 404: "No newsletter provider is configured.", 502: "The provider refused." },
    },
    async () => {
      configured();
      const groupChanges = await answeringProviderErrors(() => newsletter.refreshGroups());
      const removed = new Set(
        groupChanges.filter((c) => c.action === "removed").map((change) => change.id),
      );
      if (removed.size > 0) {
        const setup = await content.get("join/setup");
        await content.update("join/setup", {
          newsletterGroups: setup.newsletterGroups.filter((group) => !removed.has(group.id)),
        });
      }
      return {
        info: await newsletter.integration(true, await joinDefaults()),
        groupChanges,
      };
    },
  );
};
