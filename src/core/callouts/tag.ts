import {
  array,
  enums,
  number,
  object,
  optional,
  partial,
  size,
  string,
  type Infer,
} from "superstruct";
import { union } from "../validation/union";
import { storedText, uuidText } from "./stored-text";

export const TAG_NAME_MAX_LENGTH = 100;
export const TAG_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * A tag of one callout's responses (contract 2.5, tags). With `?with=responseCount`, how many
 * responses carry it, for the tags screen.
 */
export const CalloutTag = object({
  id: string(),
  name: string(),
  description: string(),
  responseCount: optional(number()),
});
export type CalloutTag = Infer<typeof CalloutTag>;

export const CalloutTagList = array(CalloutTag);
export type CalloutTagList = Infer<typeof CalloutTagList>;

export const CALLOUT_TAG_WITH = ["responseCount"] as const;
export const CalloutTagQuery = object({
  with: optional(union([enums(CALLOUT_TAG_WITH), array(enums(CALLOUT_TAG_WITH))])),
});

/** `POST /callout/:id/tags`; a name the callout has already (whatever its case) is 400 `duplicate-tag-name`. */
export const CreateCalloutTag = object({
  name: storedText(TAG_NAME_MAX_LENGTH, { required: true }),
  description: optional(storedText(TAG_DESCRIPTION_MAX_LENGTH)),
});
export type CreateCalloutTag = Infer<typeof CreateCalloutTag>;

/** `PATCH /callout/:id/tags/:tagId`: rename or describe. */
export const UpdateCalloutTag = partial(CreateCalloutTag);
export type UpdateCalloutTag = Infer<typeof UpdateCalloutTag>;

/**
 * `POST /callout/:id/tags/:tagId/merge`: the tags listed are merged into `:tagId`. Every
 * response that carried one of them carries `:tagId` instead, and they are deleted.
 */
export const MergeCalloutTags = object({ tagIds: size(array(uuidText()), 1, 100) });
export type MergeCalloutTags = Infer<typeof MergeCalloutTags>;
