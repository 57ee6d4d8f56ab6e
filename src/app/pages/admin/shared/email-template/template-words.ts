import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EmailAudience } from "@core/email";
import { EMAIL_TEMPLATE_WORDS, MERGE_FIELD_WORDS, type EmailTopic } from "@core/email/descriptions";

export const AUDIENCE_WORDS: Record<EmailAudience, MessageDescriptor> = {
  contact: msg`The member or contact it is about`,
  team: msg`Your team, at the sender address`,
};

/**
 * A template's name, when it is sent and its topic; a template without words yet shows its id
 * and is listed under "Other emails".
 */
export function templateWords(id: string): {
  name: MessageDescriptor;
  sent?: MessageDescriptor;
  topic?: EmailTopic;
} {
  return EMAIL_TEMPLATE_WORDS[id] ?? { name: { id: `email-template-${id}`, message: id } };
}

/** The headings of the emails list, and what the team's emails have in common. */
export const TOPIC_WORDS: Record<EmailTopic | "other", MessageDescriptor> = {
  join: msg`Joining`,
  account: msg`Accounts`,
  contribution: msg`Contributions and payments`,
  callout: msg`Callouts`,
  team: msg`To your team, at the sender address`,
  other: msg`Other emails`,
};

/** What a merge field holds, or its name alone for one without words yet. */
export function mergeFieldWords(field: string): MessageDescriptor | undefined {
  return MERGE_FIELD_WORDS[field];
}
