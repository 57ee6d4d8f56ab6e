import { exportQueueRoutes } from "./exports";
import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../services";
import type { DatabaseConnection } from "../db/connection";
import { apiKeyRoutes } from "./api-keys";
import { authRoutes } from "./auth";
import { calloutResponseRoutes } from "./responses";
import { responseExportRoutes } from "./responses/export";
import { responseTriageRoutes } from "./responses/triage";
import { calloutReviewerRoutes } from "./callouts/reviewers";
import { calloutTagRoutes } from "./callout-tags";
import { calloutRoutes } from "./callouts";
import { captchaRoutes } from "./captcha";
import { contactTagRoutes } from "./contact-tags";
import { contactRoutes } from "./contacts";
import { contactListRoutes } from "./contacts/list";
import { contentRoutes } from "./content";
import { contributionRoutes } from "./contributions";
import { healthRoutes } from "./health";
import { newsletterRoutes } from "./newsletter";
import { noticeRoutes } from "./notices";
import { openApiRoutes } from "../openapi/routes";
import { outboundWebhookRoutes } from "./outbound-webhooks";
import { emailChangeRoutes } from "./email-change";
import { paymentRoutes } from "./payments";
import { emailTemplateRoutes } from "./email";
import { resetDeviceRoutes } from "./recovery/reset-device";
import { segmentRoutes } from "./segments";
import { resetPasswordRoutes } from "./recovery/reset-password";
import { responseCommentRoutes } from "./responses/comments";
import { responseViewRoutes } from "./response-views";
import { responseSegmentRoutes } from "./response-views/beabee-segments";
import { joinRoutes } from "./join";
import { statsRoutes } from "./stats";
import { testProviderRoutes } from "./test-provider";
import { uploadRoutes } from "./uploads";

export interface ApiOptions {
  services: Services;
  testHooks: boolean;
  /** For the test hooks alone, which set up states no route makes. */
  database: DatabaseConnection;
}

/** Everything under `/api/1.0`, one plugin per resource. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { services, testHooks, database },
) => {
  await app.register(healthRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(contactRoutes, { services });
  await app.register(contactListRoutes, { services });
  await app.register(contactTagRoutes, { services });
  await app.register(segmentRoutes, { services });
  await app.register(apiKeyRoutes, { services });
  await app.register(resetPasswordRoutes, { services });
  await app.register(resetDeviceRoutes, { services });
  await app.register(emailChangeRoutes, { services });
  await app.register(calloutRoutes, { services });
  await app.register(calloutResponseRoutes, { services });
  await app.register(responseExportRoutes, { services });
  await app.register(exportQueueRoutes, { services });
  await app.register(responseTriageRoutes, { services });
  await app.register(calloutReviewerRoutes, { services });
  await app.register(calloutTagRoutes, { services });
  await app.register(responseCommentRoutes, { services });
  await app.register(responseViewRoutes, { services });
  await app.register(responseSegmentRoutes, { services });
  await app.register(captchaRoutes, { services });
  await app.register(uploadRoutes, { services });
  await app.register(joinRoutes, { services });
  await app.register(contributionRoutes, { services });
  await app.register(paymentRoutes, { services });
  await app.register(statsRoutes, { services });
  await app.register(newsletterRoutes, { services });
  // Only while the built-in test provider takes the payments.
  const test = services.payments.test;
  if (test) await app.register(testProviderRoutes, { services, test });
  await app.register(noticeRoutes, { services });
  await app.register(emailTemplateRoutes, { services });
  await app.register(outboundWebhookRoutes, { services });
  await app.register(openApiRoutes);
  // Compiled out of every build but the one made for tests, whatever the environment says.
  if (__AGORA_TEST_HOOKS__ && testHooks) {
    const { testHookRoutes } = await import("./test-hooks");
    await app.register(testHookRoutes, { prefix: "/__test", services, db: database.db });
  }
};
