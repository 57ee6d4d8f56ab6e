import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CalloutTag } from "@core/callouts/tag";
import type { RuleGroup } from "@core/rules";
import type { FilterField } from "@ui/filter-builder";
import { Checkbox, Select } from "@ui/form";
import type { Assignable } from "./filter-fields";
import { questionLabel, type Question } from "./questions";
import { RuleFilterPanel } from "../../shared/RuleFilterPanel";

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: flex-end;

  & > * {
    flex: 1 1 12rem;
    min-width: 10rem;
  }

  /* Capped where several share a line; alone on a phone's line, a field takes all of it. */
  @media (min-width: 40rem) {
    & > * {
      max-width: 18rem;
    }
  }
`;

export interface FiltersPanelProps {
  fields: readonly FilterField[];
  /** The filter in the address. */
  filter: RuleGroup | undefined;
  onFilterChange(filter: RuleGroup | undefined): void;
  tag: string;
  onTagChange(tag: string): void;
  assignee: string;
  onAssigneeChange(assignee: string): void;
  tags: readonly CalloutTag[];
  people: readonly Assignable[];
  questions: readonly Question[];
  /** The question shown as a column, by id; "" for none. */
  answer: string;
  onAnswerChange(answer: string): void;
  comment: boolean;
  onCommentChange(comment: boolean): void;
  /** At the end of the row of the Filters button, such as Export. */
  actions?: ReactNode;
}

/**
 * Filters over the responses: quick ones (a tag, an assignee) that apply at once, and rule
 * groups over every field and question, edited in the builder and applied together, so the
 * list is not asked again at each keystroke (RuleFilterPanel). Also which extra columns show.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useLingui();
  return (
    <RuleFilterPanel
      id="response"
      label={t`Filter the responses`}
      fields={props.fields}
      filter={props.filter}
      onFilterChange={props.onFilterChange}
      actions={props.actions}
    >
      <div className={row}>
        <Select
          label={t`Tag`}
          value={props.tag}
          onChange={(event) => props.onTagChange(event.target.value)}
          options={[
            { value: "", label: t`Any tag` },
            ...props.tags.map((tag) => ({ value: tag.id, label: tag.name })),
          ]}
        />
        <Select
          label={t`Assignee`}
          value={props.assignee}
          onChange={(event) => props.onAssigneeChange(event.target.value)}
          options={[
            { value: "", label: t`Anyone or nobody` },
            { value: "me", label: t`Me` },
            { value: "none", label: t`Nobody` },
            ...props.people.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
        <Select
          label={t`Show the answer to`}
          value={props.answer}
          onChange={(event) => props.onAnswerChange(event.target.value)}
          options={[
            { value: "", label: t`No question` },
            ...props.questions.map((question) => ({
              value: question.id,
              label: questionLabel(question),
            })),
          ]}
        />
        <Checkbox
          label={t`Show the latest comment`}
          checked={props.comment}
          onChange={(event) => props.onCommentChange(event.target.checked)}
        />
      </div>
    </RuleFilterPanel>
  );
}
