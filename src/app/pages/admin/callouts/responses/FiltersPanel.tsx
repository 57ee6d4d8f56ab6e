import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { CalloutTag } from "../../../../../core/callouts/tag";
import type { RuleGroup } from "../../../../../core/rules";
import { Button } from "../../../../../ui/button";
import { FilterBuilder, type FilterField } from "../../../../../ui/filter-builder";
import { Checkbox, Select } from "../../../../../ui/form";
import type { Assignable } from "./filter-fields";
import { questionLabel, type Question } from "./questions";
import { ruleCount } from "./rules";

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: flex-end;

  & > * {
    flex: 1 1 12rem;
    max-width: 18rem;
    min-width: 10rem;
  }
`;

const builderArea = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const end = css`
  margin-left: auto;
`;

const EMPTY: RuleGroup = { condition: "AND", rules: [] };

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
 * list is not asked again at each keystroke. Also which extra columns show.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useLingui();
  const { filter, onFilterChange } = props;
  const applied = filter ?? EMPTY;
  const [open, setOpen] = useState(() => ruleCount(applied) > 0);
  const [draft, setDraft] = useState<{ group: RuleGroup; complete: boolean }>({
    group: applied,
    complete: true,
  });
  // A filter from outside (a saved view, Back) replaces the draft; our own applied one is it.
  const [seen, setSeen] = useState(applied);
  if (JSON.stringify(seen) !== JSON.stringify(applied)) {
    setSeen(applied);
    if (JSON.stringify(draft.group) !== JSON.stringify(applied)) {
      setDraft({ group: applied, complete: true });
    }
  }
  const count = ruleCount(applied);
  const pending = JSON.stringify(draft.group) !== JSON.stringify(applied);

  return (
    <div className={panel}>
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
      <div className={actions}>
        <Button
          variant="primaryOutlined"
          size="sm"
          aria-expanded={open}
          aria-controls="response-filters"
          onClick={() => setOpen(!open)}
        >
          {count > 0
            ? plural(count, { one: "Filters (# rule)", other: "Filters (# rules)" })
            : t`Filters`}
        </Button>
        {count > 0 && (
          <Button variant="text" size="sm" onClick={() => onFilterChange(undefined)}>
            {t`Clear the filters`}
          </Button>
        )}
        {props.actions && <span className={end}>{props.actions}</span>}
      </div>
      {open && (
        <div id="response-filters" className={builderArea}>
          <FilterBuilder
            id="response-filter"
            fields={props.fields}
            value={draft.group}
            label={t`Filter the responses`}
            onChange={(group, state) => setDraft({ group, complete: state.complete })}
          />
          <div className={actions}>
            <Button
              size="sm"
              disabled={!pending}
              onClick={() => onFilterChange(draft.group.rules.length > 0 ? draft.group : undefined)}
            >
              {t`Apply the filters`}
            </Button>
            {pending && (
              <Button
                variant="text"
                size="sm"
                onClick={() => setDraft({ group: applied, complete: true })}
              >
                {t`Discard changes`}
              </Button>
            )}
            {!draft.complete && (
              <span role="status">{t`Rules still being edited are left out until they are whole.`}</span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
