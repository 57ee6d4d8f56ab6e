import type { ExportPacer } from "../../lib/export/pacer";
import { createComments } from "./comments";
import { createExport } from "./export";
import { createHistory } from "./history";
import { createResponseGet, createResponseList } from "./list";
import { createNeighbours } from "./neighbours";
import { createPublicPage } from "./public-page";
import { createResponseSelection } from "./query";
import type { AnswerRateLimits } from "./rate-limits";
import { createResponseSerialiser } from "./serialise";
import { createSubmit, type SubmitOptions } from "./submit";
import { createTriage } from "./triage";

export { GUEST_CONFIRMATIONS_PER_HOUR } from "./notify";
export { PUBLIC_PAGE_MAX } from "./public-page";
export { EXPORT_FORMATS, type ExportFormat } from "./export";
export interface ResponseServiceOptions extends SubmitOptions {
  /** How many answers one sender may send (the route applies them). */
  rateLimits: AnswerRateLimits;
  /** Paces the exports' pages with the server's other exports (server/lib/export/pacer). */
  exportPacer: ExportPacer;
}

/**
 * Answers to callouts, by use case: taking them in (`submit.ts`), listing them (`list.ts`),
 * the public gallery and map (`public-page.ts`), and the staff's triage: changes and their
 * undo (`triage.ts`), history, comments, neighbours in a list, exports.
 */
export function createResponseService(options: ResponseServiceOptions) {
  const select = createResponseSelection(options);
  const serialise = createResponseSerialiser(options);
  const shared = { ...options, select, serialise };
  return {
    rateLimits: options.rateLimits,
    submit: createSubmit(options),
    list: createResponseList(shared),
    publicPage: createPublicPage(options),
    get: createResponseGet(shared),
    triage: createTriage(shared),
    history: createHistory(shared),
    comments: createComments(shared),
    neighbours: createNeighbours(shared),
    export: createExport(shared),
  };
}
