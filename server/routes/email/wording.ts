import type { FastifyPluginAsync } from "fastify";
import { object, optional } from "superstruct";
import { EmailTemplateDetail, EmailTemplateText, localeParam } from "@core/email";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";
import { ADMIN, EXAMPLE_TEXT, NO_TEMPLATE, TAG, templateGuard, templateId } from "./shared";

const LocaleQuery = object({ locale: optional(localeParam()) });

/** An email's wording per language: read, reworded, back to the default. */
export const emailWordingRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailEditor } },
) => {
  // beabee's newer clients call the templates `/email/template/:id`; both paths do the same.
  for (const [path, alias] of [
    ["/email/:id", ""],
    ["/email/template/:id", " (beabee's path)"],
  ] as const) {
    route(
      app,
      "GET",
      path,
      ADMIN,
      {
        summary: `An email's wording in a language (locale, by default the organisation's)${alias}`,
        tag: TAG,
        params: IdParams,
        query: LocaleQuery,
        answer: EmailTemplateDetail,
        errors: NO_TEMPLATE,
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
      ADMIN,
      {
        summary: `Reword an email in a language; an empty subject or body is the built-in one${alias}`,
        tag: TAG,
        params: IdParams,
        query: LocaleQuery,
        body: EmailTemplateText,
        guard: templateGuard,
        answer: EmailTemplateDetail,
        errors: NO_TEMPLATE,
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
      ADMIN,
      {
        summary: `Go back to the default wording of an email in a language${alias}`,
        tag: TAG,
        params: IdParams,
        query: LocaleQuery,
        errors: NO_TEMPLATE,
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
};
