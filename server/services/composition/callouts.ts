import { createTagService } from "../callout-tags";
import { createReviewerService } from "../callouts/reviewers";
import { createResponseService } from "../responses";
import { createResponseDigest } from "../responses/digest";
import { DEFAULT_ANSWER_RATE_LIMITS } from "../responses/rate-limits";
import type { ServiceCore } from "./core";

/** What callouts gather: reviewers, tags, the responses and their digest. */
export function createCalloutServices(core: ServiceCore) {
  const { db, config, tuning, jobs, callouts, contacts, email, captcha, readerGroups, emit } = core;
  return {
    reviewers: createReviewerService(db, contacts),
    calloutTags: createTagService(db),
    responses: createResponseService({
      db,
      callouts,
      contacts,
      email,
      captcha,
      readerGroups,
      baseUrl: config.baseUrl,
      emit,
      exportPacer: core.exportPacer,
      rateLimits: tuning.answerRateLimits ?? {
        ...DEFAULT_ANSWER_RATE_LIMITS,
        perCallout: config.answerRateLimit,
      },
    }),
    responseDigest: createResponseDigest({ db, email, jobs, baseUrl: config.baseUrl }),
  };
}
