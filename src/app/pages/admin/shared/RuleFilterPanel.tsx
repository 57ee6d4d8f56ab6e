import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { RuleGroup } from "@core/rules";
import { Button } from "@ui/button";
import { FilterBuilder, type FilterField } from "@ui/filter-builder";

/** How many rules a group holds, nested ones included. */
function ruleCount(group: RuleGroup | undefined): number {
  return (group?.rules ?? []).reduce(
    (count, node) => count + ("condition" in node ? ruleCount(node) : 1),
    0,
  );
}

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

/* A line that wraps keeps to the end, under the parts pushed there. */
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  align-items: center;
`;

/* Its parts wrap with the Filters button, the first pushed to the end of the line. */
const end = css`
  display: contents;
  & > :first-child {
    margin-left: auto;
  }
`;

const EMPTY: RuleGroup = { condition: "AND", rules: [] };

export interface RuleFilterPanelProps {
  /** Prefix of the builder's ids: "contact" gives `contact-filters` and `contact-filter`. */
  id: string;
  /** The builder's accessible name, such as "Filter the contacts". */
  label: string;
  fields: readonly FilterField[];
  /** The filter in the address. */
  filter: RuleGroup | undefined;
  onFilterChange(filter: RuleGroup | undefined): void;
  /** Offers "Clear the filters"; not when the rules are a saved segment's, edited in place. */
  clearable?: boolean;
  /**
   * At the end of the row of the Filters button, such as Export; on a narrow screen each
   * top-level part wraps as a whole.
   */
  actions?: ReactNode;
  /** Above the Filters button: quick filters that apply at once. */
  children?: ReactNode;
}

/**
 * A list's rule-group filter, edited as a draft and applied together, so the list is not asked
 * again at each keystroke; behind a "Filters (n rules)" button that opens by itself when rules
 * apply.
 */
export function RuleFilterPanel({
  id,
  label,
  fields,
  filter,
  onFilterChange,
  clearable = true,
  actions: extra,
  children,
}: RuleFilterPanelProps) {
  const { t } = useLingui();
  const applied = filter ?? EMPTY;
  const [open, setOpen] = useState(() => ruleCount(applied) > 0);
  const [draft, setDraft] = useState<{ group: RuleGroup; complete: boolean }>({
    group: applied,
    complete: true,
  });
  // A filter from outside (a saved view, Back, a link) replaces the draft; our own applied one is it.
  const [seen, setSeen] = useState(applied);
  if (JSON.stringify(seen) !== JSON.stringify(applied)) {
    setSeen(applied);
    // Rules that arrive (a segment chosen, a saved view) show, to be read and edited.
    if (ruleCount(applied) > 0) setOpen(true);
    if (JSON.stringify(draft.group) !== JSON.stringify(applied)) {
      setDraft({ group: applied, complete: true });
    }
  }
  const count = ruleCount(applied);
  const pending = JSON.stringify(draft.group) !== JSON.stringify(applied);

  return (
    <div className={panel}>
      {children}
      <div className={actions}>
        <Button
          variant="primaryOutlined"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen(!open)}
        >
          {count > 0
            ? plural(count, { one: "Filters (# rule)", other: "Filters (# rules)" })
            : t`Filters`}
        </Button>
        {count > 0 && clearable && (
          <Button variant="text" size="sm" onClick={() => onFilterChange(undefined)}>
            {t`Clear the filters`}
          </Button>
        )}
        {extra && <span className={end}>{extra}</span>}
      </div>
      {open && (
        <div id={`${id}-filters`} className={builderArea}>
          <FilterBuilder
            id={`${id}-filter`}
            fields={fields}
            value={draft.group}
            label={label}
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
