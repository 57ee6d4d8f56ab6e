import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { array, object, optional } from "superstruct";
import {
  EmailPreviewRequest,
  EmailTemplateText,
  EmailTestRequest,
  EmailPreview,
  EmailTemplateDetail,
  EmailTemplateSummary,
  EmailTestSent,
  localeParam,
} from "../../../src/core/email";
import { badRequest, notFound } from "../../../src/core/errors";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { Services } from "../../services";
import { isEmailTemplateId, type EmailTemplateId } from "../../services/email";
import { IdParams, idParam } from "../params";
import { route } from "../route";

const LocaleQuery = object({ locale: optional(localeParam()) });

const EXAMPLE_TEXT = {
  subject: "Welcome to the newsroom, *|FNAME|*",
  body: "<p>Thank you for joining us, *|FNAME|*.</p>",
};

/**
 * Test emails one admin may send: enough to check a few drafts, too few to use the server to
 * flood an inbox. Counted per contact, once for all the servers on one PostgreSQL.
 */
export const TEST_EMAIL_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000, keyGenerator: senderKey };

/** The template a path names; its guard calls this before the declared params are checked. */
function templateId(id: string): EmailTemplateId {
  if (!isEmailTemplateId(id)) throw notFound("No such email template");
  return id;
}

/**
 * `/email` (contract 2.10, for admins): every email of the template registry, the
 * organisation's own wording of each per language (`?locale=`, default the organisation's),
 * previews with sample values, and tests sent to the signed-in admin.
 */
export const emailTemplateRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailEditor, contacts, rateCounters } },
) => {
  await registerRateLimit(app, rateCounters, "email-templates");
  const admin = { config: { access: "admin" as const } };
  const tag = "Email templates";
  const noTemplate = { 404: "No such email template." };
  // An unknown template is 404 before its body is judged.
  const guard = async (request: FastifyRequest) => templateId(idParam(request));

  route(
    app,
    "GET",
    "/email",
    admin,
    {
      summary: "Every email the organisation sends, with when each is sent",
      tag,
      answer: array(EmailTemplateSummary),
      examples: [{ summary: "The list", as: "admin", status: 200 }],
    },
    async (): Promise<EmailTemplateSummary[]> => emailEditor.list(),
  );

  // beabee's newer clients call the templates `/email/template/:id`; both paths do the same.
  for (const [path, alias] of [
    ["/email/:id", ""],
    ["/email/template/:id", " (beabee's path)"],
  ] as const) {
    route(
      app,
      "GET",
      path,
      admin,
      {
        summary: `An email's wording in a language (locale, by default the organisation's)${alias}`,
        tag,
        params: IdParams,
        query: LocaleQuery,
        answer: EmailTemplateDetail,
        errors: noTemplate,
        examples: [
          {
            summary: "The welcome email in French",
            as: "admin",
            status: 200,
            params: { id: "welcome" },
            query: { locale: "fr" },
          },
          { summary: "An unknown template", as: "admin", status: 404, params: { id: "nope" } },
        ],
      },
      async (request): Promise<EmailTemplateDetail> => {
        const id = templateId(request.params.id);
        return emailEditor.get(id, request.query.locale);
      },
    );

    route(
      app,
      "PUT",
      path,
      admin,
      {
        summary: `Reword an email in a language; an empty subject or body is the built-in one${alias}`,
        tag,
        params: IdParams,
        query: LocaleQuery,
        body: EmailTemplateText,
        guard,
        answer: EmailTemplateDetail,
        errors: noTemplate,
        examples: [
          {
            summary: "The welcome email reworded",
            as: "admin",
            status: 200,
            params: { id: "welcome" },
            body: EXAMPLE_TEXT,
          },
        ],
      },
      async (request): Promise<EmailTemplateDetail> => {
        const id = templateId(request.params.id);
        const locale = request.query.locale;
        const text = request.body;
        return emailEditor.save(id, locale, text, request.caller.contactId);
      },
    );

    route(
      app,
      "DELETE",
      path,
      admin,
      {
        summary: `Go back to the default wording of an email in a language${alias}`,
        tag,
        params: IdParams,
        query: LocaleQuery,
        errors: noTemplate,
        examples: [
          {
            summary: "The default wording again",
            as: "admin",
            status: 204,
            params: { id: "welcome" },
          },
        ],
      },
      async (request, reply) => {
        const id = templateId(request.params.id);
        await emailEditor.reset(id, request.query.locale);
        return reply.code(204).send();
      },
    );
  }

  route(
    app,
    "POST",
    "/email/template/:id/preview",
    admin,
    {
      summary: "Preview a wording with sample values and the organisation's footer",
      tag,
      params: IdParams,
      body: EmailPreviewRequest,
      guard,
      answer: EmailPreview,
      errors: noTemplate,
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
      tag,
      params: IdParams,
      body: EmailTestRequest,
      guard,
      answer: EmailTestSent,
      errors: { ...noTemplate, 429: "Too many test emails: wait a few minutes." },
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
