import { array, enums, number, object, optional, string, type Infer } from "superstruct";
import { storedText } from "../callouts/stored-text";
// One form edits both kinds of tag (admin/shared/TagForm.tsx): they share its limits.
import { TAG_DESCRIPTION_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from "../callouts/tag";
import { union } from "../validation/union";

/** A contact tag (contract 2.4); with `?with=contactCount`, how many contacts carry it. */
export const ContactTag = object({
  id: string(),
  name: string(),
  description: string(),
  contactCount: optional(number()),
});
export type ContactTag = Infer<typeof ContactTag>;

export const CreateContactTag = object({
  name: storedText(TAG_NAME_MAX_LENGTH, { required: true }),
  description: optional(storedText(TAG_DESCRIPTION_MAX_LENGTH)),
});
export type CreateContactTag = Infer<typeof CreateContactTag>;

export const UpdateContactTag = object({
  name: optional(storedText(TAG_NAME_MAX_LENGTH, { required: true })),
  description: optional(storedText(TAG_DESCRIPTION_MAX_LENGTH)),
});
export type UpdateContactTag = Infer<typeof UpdateContactTag>;

/** What deleting a tag did: how many contacts carried it. */
export const ContactTagDeleted = object({ removedFrom: number() });
export type ContactTagDeleted = Infer<typeof ContactTagDeleted>;

/** `?with=contactCount` on tag reads. */
export const ContactTagQuery = object({
  with: optional(union([enums(["contactCount"]), array(enums(["contactCount"]))])),
});
