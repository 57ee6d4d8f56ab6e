import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { object, optional } from "superstruct";
import {
  EmailPreviewRequest,
  EmailTemplateText,
  EmailTestRequest,
  localeParam,
  type EmailPreview,
  type EmailTemplateDetail,
  type EmailTemplateSummary,
  type EmailTestSent,
} from "../../../src/core/email";
import { badRequest, notFound, parseInput } from "../../../src/core/errors";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { Services } from "../../services";
import { isEmailTemplateId, type EmailTemplateId } from "../../services/email";
import { idParam } from "../params";

const LocaleQuery = object({ locale: optional(localeParam()) });

/**
 * Test emails one admin may send: enough to check a few drafts, too few to use the server to
 * flood an inbox. Counted in each server's memory, per contact.
 */
export const TEST_EMAIL_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000, keyGenerator: senderKey };

function templateId(request: FastifyRequest): EmailTemplateId {
  const id = idParam(request);
  if (!isEmailTemplateId(id)) throw notFound("No such email template");
  return id;
}

const localeOf = (request: FastifyRequest) =>
  parseInput(LocaleQuery, request.query, "queries").locale;

/**
 * `/email` (contract 2.10, for admins): every email of the template registry, the
 * organisation's own wording of each per language (`?locale=`, default the organisation's),
 * previews with sample values, and tests sent to the signed-in admin.
 */
export const emailTemplateRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailEditor, contacts } },
) => {
  await registerRateLimit(app);
  const admin = { config: { access: "admin" as const } };

  app.get("/email", admin, async (): Promise<EmailTemplateSummary[]> => emailEditor.list());

  app.get("/email/:id", admin, async (request): Promise<EmailTemplateDetail> => {
    const id = templateId(request);
    return emailEditor.get(id, localeOf(request));
  });

  app.put("/email/:id", admin, async (request): Promise<EmailTemplateDetail> => {
    const id = templateId(request);
    const locale = localeOf(request);
    const text = parseInput(EmailTemplateText, request.body, "body");
    return emailEditor.save(id, locale, text, request.caller.contactId);
  });

  app.delete("/email/:id", admin, async (request, reply) => {
    const id = templateId(request);
    await emailEditor.reset(id, localeOf(request));
    return reply.code(204).send();
  });

  app.post("/email/:id/preview", admin, async (request): Promise<EmailPreview> => {
    const id = templateId(request);
    return emailEditor.preview(id, parseInput(EmailPreviewRequest, request.body, "body"));
  });

  app.post(
    "/email/:id/test",
    { config: { access: "admin", rateLimit: TEST_EMAIL_LIMIT } },
    async (request): Promise<EmailTestSent> => {
      const id = templateId(request);
      const body = parseInput(EmailTestRequest, request.body, "body");
      const contact = request.caller.contactId
        ? await contacts.findById(request.caller.contactId)
        : undefined;
      if (!contact) {
        throw badRequest(
          "A test email goes to the signed-in admin's address; an API key acting for nobody has none",
        );
      }
      const to = { email: contact.email, firstname: contact.firstname, lastname: contact.lastname };
      await emailEditor.sendTest(id, body, to);
      return { to: contact.email };
    },
  );
};
