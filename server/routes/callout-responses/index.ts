import type { FastifyPluginAsync } from "fastify";
import { object, optional, size, string } from "superstruct";
import { CreateCalloutResponse, type CalloutResponsePage } from "../../../src/core/callouts";
import { parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { PUBLIC_PAGE_MAX } from "../../services/responses";
import { viewerOf } from "../callouts/viewer";
import { limitOffsetQuery } from "../paging";
import { idParam } from "../params";
import { responseListQuery } from "./list-query";
import { answerRateLimit } from "./rate-limit";

const SubmitQuery = object({ captchaToken: optional(size(string(), 1, 10_000)) });

/** The public view shows up to the contract's 2200 at once, all of them by default. */
const PublicPageQuery = object(limitOffsetQuery(PUBLIC_PAGE_MAX));

/**
 * A signature is a picture in the answers: room for one at its largest (about 1 MB of text)
 * with the rest of a long form.
 */
const RESPONSE_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * `/callout/:id/responses`: answering a callout, its responses (all for its staff, one's own
 * for anyone else), and the public view.
 */
export const calloutResponseRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { responses } },
) => {
  const limited = await answerRateLimit(app, responses.rateLimits);
  app.post(
    "/callout/:id/responses",
    { config: { access: "anyone" }, bodyLimit: RESPONSE_BODY_LIMIT, preHandler: limited },
    async (request) => {
      const id = idParam(request);
      const { captchaToken } = parseInput(SubmitQuery, request.query, "queries");
      const body = parseInput(CreateCalloutResponse, request.body, "body");
      return responses.submit(id, request.caller, { body, captchaToken, remoteIp: request.ip });
    },
  );

  app.get(
    "/callout/:id/responses",
    { config: { access: "loggedIn" } },
    async (request): Promise<CalloutResponsePage> => {
      const id = idParam(request);
      const query = responseListQuery(request.query);
      return responses.list(viewerOf(request.caller), id, { ...query, rules: query.rulesText });
    },
  );

  app.get("/callout/:id/responses/map", { config: { access: "anyone" } }, async (request) => {
    const id = idParam(request);
    const query = parseInput(PublicPageQuery, request.query, "queries");
    return responses.publicPage(id, viewerOf(request.caller), {
      limit: query.limit === undefined ? PUBLIC_PAGE_MAX : Number(query.limit),
      offset: query.offset === undefined ? 0 : Number(query.offset),
    });
  });
};
