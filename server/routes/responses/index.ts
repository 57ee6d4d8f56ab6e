import type { FastifyPluginAsync } from "fastify";
import { object, optional, string } from "superstruct";
import { textSize } from "@core/validation";
import { union } from "@core/validation/union";
import {
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  CalloutResponse,
  CalloutResponseMapPage,
  CalloutResponsePage,
  CreateCalloutResponse,
  GuestResponseReceipt,
} from "@core/callouts";
import { ResponseBucket } from "@core/callouts/triage";

import type { Services } from "../../services";
import { PUBLIC_PAGE_MAX } from "../../services/responses";
import { viewerOf } from "../callouts/viewer";
import { limitOffsetQuery } from "../paging";
import { IdParams, idParam } from "../params";
import { listQueryStruct } from "../list-query";
import { listWithSearch } from "../list-search";
import { responseListQuery } from "./list-query";
import { answerRateLimit } from "./rate-limit";
import { perRequest } from "../../openapi/route-doc";
import { route } from "../route";

const tag = "Callout responses";
const RESPONSE_LIST = listQueryStruct({
  sorts: CALLOUT_RESPONSE_SORTS,
  with: CALLOUT_RESPONSE_WITH,
  fields: "per-record",
  countOnly: true,
});

const SubmitQuery = object({ captchaToken: optional(textSize(string(), 1, 10_000)) });

/** The public view shows up to the contract's 2200 at once, all of them by default. */
const PublicPageQuery = object({
  ...limitOffsetQuery(PUBLIC_PAGE_MAX),
  // Staff only: the responses of one bucket ("" the inbox), or of every one (`*`).
  bucket: optional(ResponseBucket),
});

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
  { services: { responses, callouts, rateCounters } },
) => {
  // The callout decides first whether it takes answers at all (404), then the body is judged.
  const answerable = perRequest((request) =>
    callouts.findForResponse(idParam(request), viewerOf(request.caller)),
  );
  const limited = await answerRateLimit(app, rateCounters, responses.rateLimits, (request) =>
    answerable(request).then(
      (found) => found.record.id,
      () => undefined,
    ),
  );
  route(
    app,
    "POST",
    "/callout/:id/responses",
    { config: { access: "anyone" }, bodyLimit: RESPONSE_BODY_LIMIT, preHandler: limited },
    {
      summary: "Answer a callout",
      description:
        "Guests send their name and email when the callout asks; a `captchaToken` when it has a captcha. Answers the response to a signed-in contact, its id alone to a guest.",
      tag,
      params: IdParams,
      query: SubmitQuery,
      body: CreateCalloutResponse,
      guard: answerable,
      answer: union(
        [CalloutResponse, GuestResponseReceipt],
        ["A signed-in contact's response", "A guest's receipt"],
      ),
      errors: {
        401: "The callout has a captcha, and none was solved.",
        404: "No such callout, or not open for answers.",
        429: "Too many answers from this address.",
        503: "The captcha could not be checked.",
      },
      codes: [
        "invalid-callout-response",
        "captcha-required",
        "captcha-failed",
        "TOO_MANY_REQUESTS",
      ],
    },
    async (request) => {
      const { captchaToken } = request.query;
      const body = request.body;
      return responses.submit(await answerable(request), request.caller, {
        body,
        captchaToken,
        remoteIp: request.ip,
      });
    },
  );

  listWithSearch(
    app,
    "/callout/:id/responses",
    { config: { access: "loggedIn" } },
    {
      summary: "A callout's responses: all of them for its staff, one's own for anyone else",
      tag,
      params: IdParams,
      query: RESPONSE_LIST,
      answer: CalloutResponsePage,
      errors: { 404: "No such callout." },
      codes: ["invalid-rule"],
    },
    async (request, input): Promise<CalloutResponsePage> => {
      const id = request.params.id;
      const query = responseListQuery(input);
      return responses.list(viewerOf(request.caller), id, { ...query, rules: query.rulesText });
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/responses/map",
    { config: { access: "anyone" } },
    {
      summary:
        "The public view of a callout's responses (map or gallery), if it has one; its staff may ask for any bucket",
      tag,
      params: IdParams,
      query: PublicPageQuery,
      answer: CalloutResponseMapPage,
      errors: {
        403: "A bucket asked for by someone who is not the callout's staff.",
        404: "No such callout, or it shows no responses.",
      },
    },
    async (request) => {
      const id = request.params.id;
      const query = request.query;
      return responses.publicPage(id, viewerOf(request.caller), {
        limit: query.limit === undefined ? PUBLIC_PAGE_MAX : Number(query.limit),
        offset: query.offset === undefined ? 0 : Number(query.offset),
        ...(query.bucket !== undefined && { bucket: query.bucket }),
      });
    },
  );
};
