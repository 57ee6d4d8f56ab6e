import type { AnswerRateLimits } from "./rate-limits";
import { createResponseList } from "./list";
import { createPublicPage } from "./public-page";
import { createSubmit, type SubmitOptions } from "./submit";

export { GUEST_CONFIRMATIONS_PER_HOUR } from "./notify";
export { PUBLIC_PAGE_MAX } from "./public-page";
export type { ResponseListOptions } from "./list";
export type { Responder, Submission } from "./submit";

export interface ResponseServiceOptions extends SubmitOptions {
  /** How many answers one sender may send (the route applies them). */
  rateLimits: AnswerRateLimits;
}

export type ResponseService = ReturnType<typeof createResponseService>;

/**
 * Answers to callouts, by use case: taking them in (`submit.ts`), listing them (`list.ts`),
 * and the public gallery and map (`public-page.ts`).
 */
export function createResponseService(options: ResponseServiceOptions) {
  return {
    rateLimits: options.rateLimits,
    submit: createSubmit(options),
    list: createResponseList(options),
    publicPage: createPublicPage(options),
  };
}
