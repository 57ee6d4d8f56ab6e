import type { FastifyRequest } from "fastify";
import { notFound } from "@core/errors";
import { isEmailTemplateId, type EmailTemplateId } from "../../services/email";
import { idParam } from "../params";

/** What the email templates' routes share. */
export const TAG = "Email templates";
export const ADMIN = { config: { access: "admin" as const } };
export const NO_TEMPLATE = { 404: "No such email template." };

export const EXAMPLE_TEXT = {
  subject: "Welcome to the newsroom, *|FNAME|*",
  body: "<p>Thank you for joining us, *|FNAME|*.</p>",
};

/** The template a path names; its guard calls this before the declared params are checked. */
export function templateId(id: string): EmailTemplateId {
  if (!isEmailTemplateId(id)) throw notFound("No such email template");
  return id;
}

/** An unknown template is 404 before its body is judged. */
export const templateGuard = async (request: FastifyRequest) => templateId(idParam(request));
