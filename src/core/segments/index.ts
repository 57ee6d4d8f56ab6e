import {
  array,
  enums,
  integer,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from "superstruct";
import { storedText } from "../callouts/stored-text";
import { RuleGroup } from "../rules/rule";
import { union } from "../validation/union";

export const SEGMENT_NAME_MAX_LENGTH = 100;
export const SEGMENT_DESCRIPTION_MAX_LENGTH = 1000;

/** A saved contacts filter (contract 2.12); with `?with=contactCount`, how many it matches. */
export const Segment = object({
  id: string(),
  name: string(),
  description: string(),
  ruleGroup: RuleGroup,
  order: number(),
  contactCount: optional(number()),
});
export type Segment = Infer<typeof Segment>;

export const SEGMENT_WITH = ["contactCount"] as const;
export const SEGMENT_SORTS = ["name", "description", "order"] as const;

export const CreateSegment = object({
  name: storedText(SEGMENT_NAME_MAX_LENGTH, { required: true }),
  description: optional(storedText(SEGMENT_DESCRIPTION_MAX_LENGTH)),
  ruleGroup: RuleGroup,
  order: optional(size(integer(), -1_000_000, 1_000_000)),
});
export type CreateSegment = Infer<typeof CreateSegment>;

export const UpdateSegment = object({
  name: optional(storedText(SEGMENT_NAME_MAX_LENGTH, { required: true })),
  description: optional(storedText(SEGMENT_DESCRIPTION_MAX_LENGTH)),
  ruleGroup: optional(RuleGroup),
  order: optional(size(integer(), -1_000_000, 1_000_000)),
});
export type UpdateSegment = Infer<typeof UpdateSegment>;

/** `?with=contactCount` on segment reads. */
export const SegmentQuery = object({
  with: optional(union([enums(SEGMENT_WITH), array(enums(SEGMENT_WITH))])),
});
