import type { FastifyPluginAsync } from "fastify";
import {
  CalloutReviewer,
  CalloutReviewerList,
  CreateCalloutReviewer,
  ReviewerCandidates,
  ReviewerCandidatesQuery,
} from "@core/callouts";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { reviewerRoute, staffCallout, staffCalloutOf, viewerOf } from "./viewer";
import { IdPairParams, IdParams } from "../params";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";

/**
 * `/callout/:id/reviewers` (contract 2.5): a callout's staff list its reviewers; admins add
 * and remove them.
 */
export const calloutReviewerRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const admin = { config: { access: "admin" as const } };
  const { reviewers } = services;
  const tag = "Callout staff";
  const ReviewerParams = IdPairParams("reviewerId");
  // The callout is found before a body is judged (404 before 400).
  const callout = staffCalloutOf(services);

  route(
    app,
    "GET",
    "/callout/:id/reviewers",
    staff,
    {
      summary: "A callout's reviewers",
      tag,
      params: IdParams,
      answer: CalloutReviewerList,
      errors: { 404: "No such callout." },
      examples: [
        { summary: "Its reviewers", as: "admin", status: 200, params: { id: EXAMPLE.callout } },
      ],
    },
    async (request): Promise<CalloutReviewerList> => {
      const callout = await staffCallout(services, request.caller, request.params.id);
      return reviewers.list(callout.id);
    },
  );

  route(
    app,
    "POST",
    "/callout/:id/reviewers",
    admin,
    {
      summary: "Make a contact a reviewer of a callout",
      tag,
      params: IdParams,
      body: CreateCalloutReviewer,
      answer: CalloutReviewer,
      guard: callout,
      errors: { 404: "No such callout." },
      codes: ["duplicate-reviewer", "unknown-contact"],
      examples: [
        {
          summary: "A contact made a reviewer",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: { contactId: EXAMPLE.candidate },
        },
      ],
    },
    async (request): Promise<CalloutReviewer> => {
      const { contactId } = request.body;
      const found = await callout(request);
      return reviewers.add(found.id, contactId.toLowerCase());
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/reviewer-candidates",
    admin,
    {
      summary: "Contacts a search finds who could review a callout",
      tag,
      params: IdParams,
      query: ReviewerCandidatesQuery,
      answer: ReviewerCandidates,
      errors: { 404: "No such callout." },
      examples: [
        {
          summary: "Contacts named Carla",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          query: { search: "Carla" },
        },
      ],
    },
    async (request): Promise<ReviewerCandidates> => {
      const id = request.params.id;
      const query = request.query;
      const { record } = await services.callouts.findForResponse(id, viewerOf(request.caller));
      return reviewers.candidates(record.id, query.search, Number(query.limit ?? 20));
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/reviewers/:reviewerId",
    staff,
    {
      summary: "One reviewer of a callout",
      tag,
      params: ReviewerParams,
      answer: CalloutReviewer,
      errors: { 404: "No such callout, or it has no such reviewer." },
      examples: [
        {
          summary: "A reviewer",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, reviewerId: EXAMPLE.reviewer },
        },
      ],
    },
    async (request): Promise<CalloutReviewer> => {
      const { id, reviewerId } = request.params;
      const callout = await staffCallout(services, request.caller, id);
      const reviewer = await reviewers.get(callout.id, reviewerId);
      if (!reviewer) throw notFound("This callout has no such reviewer");
      return reviewer;
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id/reviewers/:reviewerId",
    admin,
    {
      summary: "Stop a contact reviewing a callout",
      tag,
      params: ReviewerParams,
      errors: { 404: "No such callout, or it has no such reviewer." },
      examples: [
        {
          summary: "A reviewer removed",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, reviewerId: EXAMPLE.removedReviewer },
        },
      ],
    },
    async (request, reply) => {
      const { id, reviewerId } = request.params;
      const { record } = await services.callouts.findForResponse(id, viewerOf(request.caller));
      if (!(await reviewers.remove(record.id, reviewerId))) {
        throw notFound("This callout has no such reviewer");
      }
      return reply.code(204).send();
    },
  );
};
