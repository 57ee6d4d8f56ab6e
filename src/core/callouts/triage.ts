import {
  array,
  assign,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type Infer,
} from "superstruct";
import { AnswersStruct } from "../forms/answer-structs";
import { pageOf } from "../rules/page";
import { RuleGroup } from "../rules/rule";
import { isUuid } from "../validation";
import { CalloutResponse, ResponseComment } from "./response";
import { storedText, uuidText } from "./stored-text";

/** The buckets the triage screens offer: inbox (`""`), verified and trash. Any text is stored. */
export const RESPONSE_BUCKETS = ["", "verified", "trash"] as const;
export const BUCKET_MAX_LENGTH = 100;
export const ResponseBucket = storedText(BUCKET_MAX_LENGTH);

/** `+<tag id>` adds a tag, `-<tag id>` removes it (contract 2.6). */
export const TagChange = refine(
  string(),
  "tagChange",
  (value) =>
    (/^[+-]/.test(value) && isUuid(value.slice(1))) ||
    'A tag change is "+<tag id>" to add the tag or "-<tag id>" to remove it',
);

/**
 * What triage changes on responses: the bucket, tags added or removed, the assignee (null
 * unassigns; it must be an admin or a reviewer of the response's callout, else 400
 * `invalid-assignee`).
 */
export const ResponseTriage = object({
  bucket: optional(ResponseBucket),
  tags: optional(size(array(TagChange), 0, 100)),
  assigneeId: optional(nullable(uuidText())),
});
export type ResponseTriage = Infer<typeof ResponseTriage>;

/**
 * `PATCH /callout-responses/:id`: triage, and the answers (all of them, checked against the
 * form as a submission is). The answers before the edit stay in the response's history.
 */
export const UpdateCalloutResponse = assign(
  ResponseTriage,
  object({ answers: optional(AnswersStruct) }),
);
export type UpdateCalloutResponse = Infer<typeof UpdateCalloutResponse>;

/**
 * What `PATCH /callout-responses/:id` answers: the response, and the change to undo when
 * its bucket, tags or assignee changed (null otherwise).
 */
export const UpdatedCalloutResponse = assign(
  CalloutResponse,
  object({ changeId: optional(nullable(string())) }),
);
export type UpdatedCalloutResponse = Infer<typeof UpdatedCalloutResponse>;

/**
 * `PATCH /callout-responses`: the same triage for every response the rules match (within
 * what the caller may triage). A top-level `calloutId equal <id>` rule makes that callout's
 * questions available as filters.
 */
export const BulkUpdateCalloutResponses = object({ rules: RuleGroup, updates: ResponseTriage });
export type BulkUpdateCalloutResponses = Infer<typeof BulkUpdateCalloutResponses>;

/**
 * How many responses matched (0 when none: the predecessor's -1 is gone), and the change
 * that undoes what was done; null when nothing changed. An undo answers the same: `affected`
 * counts the responses it put back.
 */
export const ResponseChangeResult = object({ affected: number(), changeId: nullable(string()) });
export type ResponseChangeResult = Infer<typeof ResponseChangeResult>;

/**
 * `GET /callout-responses/:id/neighbours?rules&sort&order`: the responses before and after
 * this one in that list of its callout's responses, and its place in it ("3 of 120"). A
 * response the filter leaves out has position 0, with the neighbours it would have.
 */
export const ResponseNeighbours = object({
  previous: nullable(string()),
  next: nullable(string()),
  position: number(),
  total: number(),
});
export type ResponseNeighbours = Infer<typeof ResponseNeighbours>;

export const COMMENT_MAX_LENGTH = 10_000;

/** `POST /callout-response-comments`: staff of the response's callout comment on it. */
export const CreateResponseComment = object({
  responseId: uuidText(),
  text: storedText(COMMENT_MAX_LENGTH, { required: true }),
});
export type CreateResponseComment = Infer<typeof CreateResponseComment>;

/** `PATCH /callout-response-comments/:id`: authors edit their own; admins any. */
export const UpdateResponseComment = object({
  text: storedText(COMMENT_MAX_LENGTH, { required: true }),
});
export type UpdateResponseComment = Infer<typeof UpdateResponseComment>;

export const RESPONSE_COMMENT_SORTS = ["createdAt", "updatedAt"] as const;
export type ResponseCommentSort = (typeof RESPONSE_COMMENT_SORTS)[number];

export const ResponseCommentPage = pageOf(ResponseComment);
export type ResponseCommentPage = Infer<typeof ResponseCommentPage>;
