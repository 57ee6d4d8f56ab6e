import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EmailAudience } from "../../../../../core/email";
import { EMAIL_TEMPLATE_WORDS, MERGE_FIELD_WORDS } from "../../../../../core/email/descriptions";

export const AUDIENCE_WORDS: Record<EmailAudience, MessageDescriptor> = {
  contact: msg`The member or contact it is about`,
  team: msg`Your team, at the sender address`,
};

/** A template's name and when it is sent; a template without words yet shows its id. */
export function templateWords(id: string): { name: MessageDescriptor; sent?: MessageDescriptor } {
  return EMAIL_TEMPLATE_WORDS[id] ?? { name: { id: `email-template-${id}`, message: id } };
}

/** What a merge field holds, or its name alone for one without words yet. */
export function mergeFieldWords(field: string): MessageDescriptor | undefined {
  return MERGE_FIELD_WORDS[field];
}
