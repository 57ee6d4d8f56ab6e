import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CalloutReviewer } from "@core/callouts/reviewer";
import type { CalloutTag } from "@core/callouts/tag";
import type { FormSchema } from "@core/forms/schema";
import { optionsOf } from "@core/forms/walk";
import {
  CALLOUT_RESPONSE_FILTER_FIELDS,
  answerFieldDefinition,
  answerFieldName,
} from "@core/rules";
import type { FilterField } from "@ui/filter-builder";
import { questionLabel, questionsOf } from "./questions";

/** Who responses may be assigned to, by id: the callout's reviewers and the person signed in. */
export interface Assignable {
  id: string;
  name: string;
}

/** The people to offer as assignees: the signed-in person first (as `me`), then the reviewers. */
export function assignables(
  reviewers: readonly CalloutReviewer[],
  me: { id: string } | null,
): Assignable[] {
  return reviewers
    .filter((reviewer) => reviewer.contact.id !== me?.id)
    .map((reviewer) => ({ id: reviewer.contact.id, name: reviewer.contact.displayName }));
}

/**
 * The fields the filter builder offers over a callout's responses: when it came, who it is
 * assigned to, its tags, the full text of its answers, and each question of the form, which
 * can also be answered or skipped. Tags and assignees are chosen by name from the callout's;
 * the rules they make are the API's (`tags contains <id>`, `assignee equal <id>`).
 */
export function responseFilterFields(
  form: FormSchema | undefined,
  tags: readonly CalloutTag[],
  people: readonly Assignable[],
  i18n: I18n,
): FilterField[] {
  const response = i18n._(msg`Response`);
  const answers = i18n._(msg`Answers`);
  const me = i18n._(msg`Me`);
  const fields: FilterField[] = [
    {
      ...CALLOUT_RESPONSE_FILTER_FIELDS.createdAt,
      id: "createdAt",
      label: i18n._(msg`Created`),
      group: response,
    },
    {
      // A contact field, offered as a choice of people: the rule is the same.
      type: "enum",
      nullable: true,
      options: ["me", ...people.map((person) => person.id)],
      optionLabels: Object.fromEntries([
        ["me", me],
        ...people.map((person) => [person.id, person.name]),
      ]),
      operatorLabels: {
        is_empty: i18n._(msg`is nobody`),
        is_not_empty: i18n._(msg`is somebody`),
      },
      id: "assignee",
      label: i18n._(msg`Assignee`),
      group: response,
    },
    {
      type: "array",
      options: tags.map((tag) => tag.id),
      optionLabels: Object.fromEntries(tags.map((tag) => [tag.id, tag.name])),
      id: "tags",
      label: i18n._(msg`Tags`),
      group: response,
    },
    {
      ...CALLOUT_RESPONSE_FILTER_FIELDS.answers,
      id: "answers",
      label: i18n._(msg`Any answer`),
      group: response,
    },
  ];
  for (const question of questionsOf(form)) {
    const { component } = question;
    const options = optionsOf(component);
    fields.push({
      ...answerFieldDefinition(component),
      id: answerFieldName(question.slideId, component.key),
      label: questionLabel(question),
      group: answers,
      ...(options.length > 0
        ? {
            optionLabels: Object.fromEntries(options.map((option) => [option.value, option.label])),
          }
        : {}),
      operatorLabels: {
        is_empty: i18n._(msg`was skipped`),
        is_not_empty: i18n._(msg`was answered`),
      },
    });
  }
  return fields;
}
