import {
  array,
  enums,
  integer,
  nullable,
  object,
  optional,
  partial,
  size,
  string,
  type Infer,
} from "superstruct";
import { Contact } from "../contacts/contact";
import { RuleGroup } from "../rules/rule";
import { textSize } from "../validation/rules";
import { CALLOUT_RESPONSE_SORTS } from "./response";
import { storedText } from "./stored-text";
import { ResponseBucket } from "./triage";

export const VIEW_NAME_MAX_LENGTH = 100;
const Order = enums(["ASC", "DESC"]);

/**
 * A saved view of one callout's responses, shared by its staff: a name, the filter (rules
 * over the callout's response fields and questions), the order, and the bucket (null: all).
 */
export const ResponseView = object({
  id: string(),
  calloutId: string(),
  name: string(),
  rules: nullable(RuleGroup),
  sort: enums(CALLOUT_RESPONSE_SORTS),
  order: Order,
  bucket: nullable(string()),
  createdBy: nullable(Contact),
  createdAt: string(),
  updatedAt: string(),
});
export type ResponseView = Infer<typeof ResponseView>;

export const ResponseViewList = array(ResponseView);
export type ResponseViewList = Infer<typeof ResponseViewList>;

/**
 * `POST /callout/:id/views`. The rules are checked against the callout's filters (400
 * `invalid-rule`); a name the callout's views have already is 400 `duplicate-view-name`.
 * Sort defaults to `createdAt` descending, the bucket to all.
 */
export const CreateResponseView = object({
  name: storedText(VIEW_NAME_MAX_LENGTH, { required: true }),
  rules: optional(nullable(RuleGroup)),
  sort: optional(enums(CALLOUT_RESPONSE_SORTS)),
  order: optional(Order),
  bucket: optional(nullable(ResponseBucket)),
});
export type CreateResponseView = Infer<typeof CreateResponseView>;

/** `PATCH /callout/:id/views/:viewId`: any part. */
export const UpdateResponseView = partial(CreateResponseView);
export type UpdateResponseView = Infer<typeof UpdateResponseView>;

/**
 * beabee's name for a saved view (`/callout/:id/segments`): its filter as `ruleGroup` (every
 * response when it has no rules), its place among the callout's segments as `order`, and how
 * many responses it holds now as `itemCount`.
 */
export const ResponseSegment = object({
  id: string(),
  calloutId: string(),
  name: string(),
  ruleGroup: RuleGroup,
  order: integer(),
  itemCount: optional(integer()),
});
export type ResponseSegment = Infer<typeof ResponseSegment>;

export const ResponseSegmentList = array(ResponseSegment);
export type ResponseSegmentList = Infer<typeof ResponseSegmentList>;

const SEGMENT_ORDER_MAX = 1_000_000;

/**
 * `POST /callout/:id/segments`: a name (the callout's views' and segments' names are one set,
 * 400 `duplicate-view-name`) and a filter; `order` defaults to after the last. beabee's
 * client may name the callout again in `calloutId`; the path says which it is.
 */
export const CreateResponseSegment = object({
  name: storedText(VIEW_NAME_MAX_LENGTH, { required: true }),
  ruleGroup: RuleGroup,
  order: optional(size(integer(), 0, SEGMENT_ORDER_MAX)),
  calloutId: optional(textSize(string(), 0, 200)),
});
export type CreateResponseSegment = Infer<typeof CreateResponseSegment>;

/** `PATCH /callout/:id/segments/:segmentId`: any part. */
export const UpdateResponseSegment = partial(CreateResponseSegment);
export type UpdateResponseSegment = Infer<typeof UpdateResponseSegment>;
