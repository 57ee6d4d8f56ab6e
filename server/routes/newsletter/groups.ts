import type { FastifyPluginAsync } from "fastify";
import { array } from "superstruct";
import { NewsletterGroup } from "@core/content";
import { HttpError } from "@core/errors";
import { IntegrationQuery, NewsletterGroupDiff, NewsletterIntegration } from "@core/newsletter";
import type { Services } from "../../services";
import { NewsletterProviderError } from "../../services/newsletter/provider";
import { route } from "../route";
import { ADMIN, TAG, assertConfigured } from "./shared";

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
 * The audience's groups: those readers may choose, beabee's `/integrations/newsletter`, and
 * reading them again from the provider.
 */
export const newsletterGroupRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { newsletter, content, readerGroups } },
) => {
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
      tag: TAG,
      answer: array(NewsletterGroup),
    },
    async (): Promise<NewsletterGroup[]> => readerGroups(),
  );

  route(
    app,
    "GET",
    "/integrations/newsletter",
    ADMIN,
    {
      summary: "beabee's newsletter integration: the provider, its audience and groups",
      tag: TAG,
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
    ADMIN,
    {
      summary: "Read the audience's groups again; removed ones leave profiles and join setup",
      tag: TAG,
      bodyType: "none",
      answer: NewsletterGroupDiff,
      errors: { 404: "No newsletter provider is configured.", 502: "The provider refused." },
    },
    async () => {
      assertConfigured(newsletter);
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
