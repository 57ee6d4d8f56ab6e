import type { FastifyPluginAsync } from "fastify";
import { EmailPreview, EmailPreviewRequest, EmailTestRequest, EmailTestSent } from "@core/email";
import { badRequest } from "@core/errors";
import { senderKey } from "../../plugins/rate-limit";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";
import { ADMIN, EXAMPLE_TEXT, NO_TEMPLATE, TAG, templateGuard, templateId } from "./shared";

/**
 * Test emails one admin may send: enough to check a few drafts, too few to use the server to
 * flood an inbox. Counted per contact, once for all the servers on one PostgreSQL.
 */
export const TEST_EMAIL_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000, keyGenerator: senderKey };

/** A draft wording previewed with sample values, or sent as a test to the signed-in admin. */
export const emailDraftRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailEditor, contacts } },
) => {
  route(
    app,
    "POST",
    "/email/template/:id/preview",
    ADMIN,
    {
      summary: "Preview a wording with sample values and the organisation's footer",
      tag: TAG,
      params: IdParams,
      body: EmailPreviewRequest,
      guard: templateGuard,
      answer: EmailPreview,
      errors: NO_TEMPLATE,
      examples: [
        {
          summary: "A draft with sample values",
          as: "admin",
          status: 200,
          params: { id: "welcome" },
          body: EXAMPLE_TEXT,
        },
      ],
    },
    async (request): Promise<EmailPreview> => {
      const id = templateId(request.params.id);
      return emailEditor.preview(id, request.body);
    },
  );

  route(
    app,
    "POST",
    "/email/template/:id/test",
    { config: { access: "admin", rateLimit: TEST_EMAIL_LIMIT } },
    {
      summary: "Send a wording as a test to the signed-in admin",
      tag: TAG,
      params: IdParams,
      body: EmailTestRequest,
      guard: templateGuard,
      answer: EmailTestSent,
      errors: { ...NO_TEMPLATE, 429: "Too many test emails: wait a few minutes." },
      codes: ["TOO_MANY_REQUESTS"],
      examples: [
        {
          summary: "A draft sent to the admin",
          as: "admin",
          status: 200,
          params: { id: "welcome" },
          body: EXAMPLE_TEXT,
        },
      ],
    },
    async (request): Promise<EmailTestSent> => {
      const id = templateId(request.params.id);
      const body = request.body;
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
