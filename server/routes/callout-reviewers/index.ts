import type { FastifyPluginAsync } from "fastify";
import {
  CreateCalloutReviewer,
  ReviewerCandidatesQuery,
  type CalloutReviewer,
  type CalloutReviewerList,
  type ReviewerCandidates,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCallout, viewerOf } from "../callouts/viewer";
import { idParam } from "../params";

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

  app.get("/callout/:id/reviewers", staff, async (request): Promise<CalloutReviewerList> => {
    const callout = await staffCallout(services, request.caller, idParam(request));
    return reviewers.list(callout.id);
  });

  app.post("/callout/:id/reviewers", admin, async (request): Promise<CalloutReviewer> => {
    const id = idParam(request);
    const { contactId } = parseInput(CreateCalloutReviewer, request.body, "body");
    const { record } = await services.callouts.findForResponse(id, viewerOf(request.caller));
    return reviewers.add(record.id, contactId.toLowerCase());
  });

  app.get(
    "/callout/:id/reviewer-candidates",
    admin,
    async (request): Promise<ReviewerCandidates> => {
      const id = idParam(request);
      const query = parseInput(ReviewerCandidatesQuery, request.query, "queries");
      const { record } = await services.callouts.findForResponse(id, viewerOf(request.caller));
      return reviewers.candidates(record.id, query.search, Number(query.limit ?? 20));
    },
  );

  app.get(
    "/callout/:id/reviewers/:reviewerId",
    staff,
    async (request): Promise<CalloutReviewer> => {
      const { id, reviewerId } = idParams(request, "reviewerId");
      const callout = await staffCallout(services, request.caller, id);
      const reviewer = await reviewers.get(callout.id, reviewerId);
      if (!reviewer) throw notFound("This callout has no such reviewer");
      return reviewer;
    },
  );

  app.delete("/callout/:id/reviewers/:reviewerId", admin, async (request, reply) => {
    const { id, reviewerId } = idParams(request, "reviewerId");
    const { record } = await services.callouts.findForResponse(id, viewerOf(request.caller));
    if (!(await reviewers.remove(record.id, reviewerId))) {
      throw notFound("This callout has no such reviewer");
    }
    return reply.code(204).send();
  });
};
