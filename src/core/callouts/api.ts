// Types only from the schemas: the structs stay out of the frames' bundle.
import { exportRead, listRead, read, segment, write, type ListParams } from "../api/call";
import type { FormSchema } from "../forms/schema";
import type { Rule, RuleGroup } from "../rules/rule";
import type {
  CALLOUT_NOW,
  Callout,
  CalloutPage,
  CalloutSort,
  CalloutWith,
  CreateCallout,
  UpdateCallout,
} from "./callout";
import type { ResponseHistory } from "./history";
import type {
  CalloutResponse,
  CalloutResponseMapPage,
  CalloutResponsePage,
  CalloutResponseSort,
  CalloutResponseWith,
  CreateCalloutResponse,
  ResponseComment,
} from "./response";
import type {
  CalloutReviewer,
  CalloutReviewerList,
  CreateCalloutReviewer,
  ReviewerCandidates,
} from "./reviewer";
import type { CalloutStatus } from "./status";
import type {
  CalloutTag,
  CalloutTagList,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
} from "./tag";
import type {
  BulkUpdateCalloutResponses,
  CreateResponseComment,
  ResponseChangeResult,
  ResponseCommentPage,
  ResponseCommentSort,
  ResponseNeighbours,
  UpdateCalloutResponse,
  UpdateResponseComment,
  UpdatedCalloutResponse,
} from "./triage";
import type {
  CreateResponseView,
  ResponseView,
  ResponseViewList,
  UpdateResponseView,
} from "./view";

/** A callout as a reader's page loads it: with its form. */
export type ReaderCallout = Callout & { formSchema: FormSchema };

/** `GET /callout`'s parameters; `variant` picks the language of the texts. */
export type CalloutListParams = ListParams<CalloutSort, CalloutWith> & { variant?: string };

/** `GET /callout`. */
export const calloutList = (params: CalloutListParams) => listRead<CalloutPage>("callout", params);

const calloutPath = (id: string) => `callout/${segment(id)}`;

/** The rule for callouts open now. */
export const OPEN: Rule = { field: "status", operator: "equal", value: ["open"] };

/**
 * The rule for callouts in the readers' lists: a hidden callout is reached by its link only.
 * The server leaves them out for readers; staff, who see every callout, need it said.
 */
export const LISTED: Rule = { field: "hidden", operator: "equal", value: [false] };

/**
 * Up to `limit` open callouts, the newest first: those the readers' lists show, or with
 * `listedOnly` false the hidden ones too (for staff screens).
 */
export const openCallouts = (limit: number, relations: CalloutWith[] = [], listedOnly = true) =>
  calloutList({
    rules: { condition: "AND", rules: listedOnly ? [OPEN, LISTED] : [OPEN] },
    sort: "starts",
    order: "DESC",
    limit,
    with: relations,
  });

/** A callout with all a reader's page needs, in one of its variants. */
export const readerCallout = (id: string, variant: string) =>
  read<ReaderCallout>(calloutPath(id), {
    with: ["form", "responseViewSchema", "variantNames", "hasAnswered"],
    variant: variant === "default" ? undefined : variant,
  });

/** A captcha's token goes in the query, as the contract says. */
export const createResponse = (id: string, body: CreateCalloutResponse, captchaToken?: string) =>
  write<unknown>("POST", `${calloutPath(id)}/responses`, body, { captchaToken });

/** The reader's own response with its answers (a reader who is not an admin sees only theirs). */
export const ownResponse = (id: string) =>
  read<CalloutResponsePage>(`${calloutPath(id)}/responses`, { with: ["answers"], limit: 1 });

/**
 * The signed-in reader's latest response with its answers, for them to read back: only their
 * own, whoever they are (an admin's list would hold everyone's).
 */
export const myLatestResponse = (id: string) =>
  read<CalloutResponsePage>(`${calloutPath(id)}/responses`, {
    with: ["answers"],
    limit: 1,
    sort: "createdAt",
    order: "DESC",
    rules: { condition: "AND", rules: [{ field: "contact", operator: "equal", value: ["me"] }] },
  });

/**
 * The responses a callout shows publicly, for its gallery and map; for its staff, those of
 * `bucket` instead (`*`: every bucket).
 */
export const publicResponses = (id: string, bucket?: string) =>
  read<CalloutResponseMapPage>(
    `${calloutPath(id)}/responses/map`,
    bucket === undefined ? undefined : { bucket },
  );

// Staff: the callouts list, the builder and the status actions.

/** The staff list's tabs: every status, or one. */
export type StaffCalloutTab = "all" | CalloutStatus;

/**
 * The filter of the staff's callout list: the callouts the caller reviews (all of them for
 * admins), in one status, whose title holds `search`.
 */
export function staffCalloutRules(filter: { tab?: StaffCalloutTab; search?: string }): RuleGroup {
  const rules: Rule[] = [{ field: "canReview", operator: "equal", value: [true] }];
  if (filter.tab && filter.tab !== "all") {
    rules.push({ field: "status", operator: "equal", value: [filter.tab] });
  }
  const search = filter.search?.trim();
  if (search) rules.push({ field: "title", operator: "contains", value: [search] });
  return { condition: "AND", rules };
}

/** `/admin/callouts`: a page of the callouts the caller reviews, with response counts. */
export const staffCallouts = (
  filter: { tab?: StaffCalloutTab; search?: string },
  params: Omit<CalloutListParams, "rules"> = {},
) =>
  calloutList({
    sort: "starts",
    order: "DESC",
    ...params,
    with: [...new Set<CalloutWith>([...(params.with ?? []), "responseCount"])],
    rules: staffCalloutRules(filter),
  });

/** A callout as the builder and its overview load it: form, every variant, response view. */
export const staffCallout = (id: string) =>
  read<Callout>(calloutPath(id), {
    with: ["form", "responseViewSchema", "variants", "variantNames", "responseCount"],
  });

export const createCallout = (body: CreateCallout) => write<Callout>("POST", "callout", body);

/** Any part; `variants` replaces them all, `slug: null` makes it from the title until published. */
export const updateCallout = (id: string, body: UpdateCallout) =>
  write<Callout>("PATCH", calloutPath(id), body);

/** A copy with its texts and tags (not its responses or reviewers), as a draft by default. */
export const replicateCallout = (
  id: string,
  body: UpdateCallout = { starts: null, expires: null },
) => write<Callout>("POST", "callout", body, { fromId: id });

/** Deletes the callout and everything it owns. */
export const deleteCallout = (id: string) => write("DELETE", calloutPath(id));

/** The server's time for "now", so the admin's clock does not matter. */
const NOW: typeof CALLOUT_NOW = "now";

/** Publish now: open from the server's now; an end date, when given, as well. */
export const publishCallout = (id: string, expires?: string | null) =>
  updateCallout(id, { starts: NOW, ...(expires === undefined ? {} : { expires }) });

export const endCallout = (id: string) => updateCallout(id, { expires: NOW });

/** Open again until `expires` (ISO), or with no end (null). */
export const reopenCallout = (id: string, expires: string | null) => updateCallout(id, { expires });

// Staff: reviewers and tags.

export const calloutReviewers = (id: string) =>
  read<CalloutReviewerList>(`${calloutPath(id)}/reviewers`);

/** Contacts an admin may make reviewers, by name or email. */
export const reviewerCandidates = (id: string, search: string, limit?: number) =>
  read<ReviewerCandidates>(`${calloutPath(id)}/reviewer-candidates`, { search, limit });

export const addCalloutReviewer = (id: string, body: CreateCalloutReviewer) =>
  write<CalloutReviewer>("POST", `${calloutPath(id)}/reviewers`, body);

export const removeCalloutReviewer = (id: string, reviewerId: string) =>
  write("DELETE", `${calloutPath(id)}/reviewers/${segment(reviewerId)}`);

/** The callout's tags by name; with `responseCount`, how many responses carry each. */
export const calloutTags = (id: string, options: { responseCount?: boolean } = {}) =>
  read<CalloutTagList>(`${calloutPath(id)}/tags`, {
    with: options.responseCount ? ["responseCount"] : undefined,
  });

const tagPath = (id: string, tagId: string) => `${calloutPath(id)}/tags/${segment(tagId)}`;

export const createCalloutTag = (id: string, body: CreateCalloutTag) =>
  write<CalloutTag>("POST", `${calloutPath(id)}/tags`, body);

export const updateCalloutTag = (id: string, tagId: string, body: UpdateCalloutTag) =>
  write<CalloutTag>("PATCH", tagPath(id, tagId), body);

export const deleteCalloutTag = (id: string, tagId: string) => write("DELETE", tagPath(id, tagId));

/** Merges `body.tagIds` into `tagId`: answers it with its new count. */
export const mergeCalloutTags = (id: string, tagId: string, body: MergeCalloutTags) =>
  write<CalloutTag>("POST", `${tagPath(id, tagId)}/merge`, body);

// Staff: responses.

export type ResponseListParams = ListParams<CalloutResponseSort, CalloutResponseWith>;

/** A page of a callout's responses (all of them for its staff, one's own for anyone else). */
export const calloutResponses = (id: string, params: ResponseListParams = {}) =>
  listRead<CalloutResponsePage>(`${calloutPath(id)}/responses`, params);

/** How many of a callout's responses match: "this will affect N responses". */
export const calloutResponseCount = (id: string, rules?: RuleGroup) =>
  listRead<CalloutResponsePage>(`${calloutPath(id)}/responses`, { limit: 0, rules });

/** Responses across callouts; pin one callout with `pinCallout` to filter on its questions. */
export const responseList = (params: ResponseListParams = {}) =>
  listRead<CalloutResponsePage>("callout-responses", params);

/** A rule group over one callout's responses, as bulk changes across callouts take it. */
export function pinCallout(calloutId: string, group?: RuleGroup): RuleGroup {
  const pin: Rule = { field: "calloutId", operator: "equal", value: [calloutId] };
  return { condition: "AND", rules: group ? [pin, group] : [pin] };
}

/** The rules of some responses by id, for a bulk change of selected rows. */
export function responsesById(calloutId: string, ids: readonly string[]): RuleGroup {
  return pinCallout(calloutId, {
    condition: "OR",
    rules: ids.map((id) => ({ field: "id", operator: "equal", value: [id] })),
  });
}

const responsePath = (responseId: string) => `callout-responses/${segment(responseId)}`;

export const calloutResponse = (responseId: string, relations: CalloutResponseWith[] = []) =>
  read<CalloutResponse>(responsePath(responseId), { with: relations });

/** Triage and answers of one response; answers the change to undo, if any. */
export const updateCalloutResponse = (responseId: string, body: UpdateCalloutResponse) =>
  write<UpdatedCalloutResponse>("PATCH", responsePath(responseId), body);

/** The same triage for every response `body.rules` matches. */
export const bulkUpdateCalloutResponses = (body: BulkUpdateCalloutResponses) =>
  write<ResponseChangeResult>("PATCH", "callout-responses", body);

/** Takes a change back (once). */
export const undoResponseChange = (changeId: string) =>
  write<ResponseChangeResult>("POST", `callout-responses/changes/${segment(changeId)}/undo`);

export const responseHistory = (responseId: string) =>
  read<ResponseHistory>(`${responsePath(responseId)}/history`);

/** Previous and next response and "n of N" within a list's filter and order. */
export const responseNeighbours = (
  responseId: string,
  list: { rules?: RuleGroup; sort?: CalloutResponseSort; order?: "ASC" | "DESC" } = {},
) => read<ResponseNeighbours>(`${responsePath(responseId)}/neighbours`, list);

// Staff: comments and saved views.

export const responseComments = (params: ListParams<ResponseCommentSort> = {}) =>
  listRead<ResponseCommentPage>("callout-response-comments", params);

/** A response's comments, oldest first. */
export const commentsOf = (responseId: string, limit = 100) =>
  responseComments({
    rules: {
      condition: "AND",
      rules: [{ field: "responseId", operator: "equal", value: [responseId] }],
    },
    sort: "createdAt",
    order: "ASC",
    limit,
  });

export const createResponseComment = (body: CreateResponseComment) =>
  write<ResponseComment>("POST", "callout-response-comments", body);

export const updateResponseComment = (id: string, body: UpdateResponseComment) =>
  write<ResponseComment>("PATCH", `callout-response-comments/${segment(id)}`, body);

export const deleteResponseComment = (id: string) =>
  write("DELETE", `callout-response-comments/${segment(id)}`);

export const responseViews = (id: string) => read<ResponseViewList>(`${calloutPath(id)}/views`);

const viewPath = (id: string, viewId: string) => `${calloutPath(id)}/views/${segment(viewId)}`;

export const createResponseView = (id: string, body: CreateResponseView) =>
  write<ResponseView>("POST", `${calloutPath(id)}/views`, body);

export const updateResponseView = (id: string, viewId: string, body: UpdateResponseView) =>
  write<ResponseView>("PATCH", viewPath(id, viewId), body);
/** Creates or replaces the view under its id: how a deleted view comes back. */
export const putResponseView = (id: string, viewId: string, body: CreateResponseView) =>
  write<ResponseView>("PUT", viewPath(id, viewId), body);

export const deleteResponseView = (id: string, viewId: string) =>
  write("DELETE", viewPath(id, viewId));

// Staff: exports.

export type ResponseExportFormat = "csv" | "xlsx";

/**
 * The file of a callout's responses that match `rules`. Not for `api.send`: download it with
 * `fetchExport(call)`, reading `X-Total-Count` to show progress as rows arrive.
 */
export const responsesExport = (id: string, format: ResponseExportFormat, rules?: RuleGroup) =>
  exportRead<never>(`${calloutPath(id)}/responses.${format}`, { rules });
