import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { Ref } from "react";
import { BUILDER_TABS, type BuilderTab } from "@core/callouts/builder";
import type { PageProblem } from "./problems";

const box = css`
  padding: 0.75rem 1rem;
  border: 1px solid rgb(var(--c-warning));
  border-left-width: 4px;
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  &:focus-visible {
    outline: 2px solid rgb(var(--c-link-text));
    outline-offset: 2px;
  }
`;

const summary = css`
  font-weight: 600;
  cursor: pointer;
`;

const groups = css`
  display: grid;
  gap: 0.75rem 1.5rem;
  margin-top: 0.75rem;
  @media (min-width: 900px) {
    grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  }
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
`;

const link = css`
  padding: 0;
  border: 0;
  background: none;
  color: rgb(var(--c-link-text));
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const tabName = css`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 700;
`;

export interface ProblemPanelProps {
  ref?: Ref<HTMLDetailsElement>;
  id: string;
  problems: readonly PageProblem[];
  open: boolean;
  onToggle(open: boolean): void;
  tabNames: Record<BuilderTab, string>;
  /** Shows the field of a problem. */
  onGo(problem: PageProblem): void;
}

/**
 * What is left to do before the callout can be published, by tab, each a link to its field:
 * the reason the main button is not available, one click from it.
 */
export function ProblemPanel({
  ref,
  id,
  problems,
  open,
  onToggle,
  tabNames,
  onGo,
}: ProblemPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <details
      ref={ref}
      id={id}
      className={box}
      open={open}
      tabIndex={-1}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className={summary}>
        {plural(problems.length, {
          one: "# thing to finish before publishing",
          other: "# things to finish before publishing",
        })}
      </summary>
      <div className={groups}>
        {BUILDER_TABS.map((tab) => {
          const here = problems.filter((problem) => problem.tab === tab);
          if (here.length === 0) return null;
          return (
            <div key={tab}>
              <h2 className={tabName}>{tabNames[tab]}</h2>
              <ul className={list}>
                {here.map((problem, index) => (
                  <li key={`${problem.path}-${index}`}>
                    <button type="button" className={link} onClick={() => onGo(problem)}>
                      {i18n._(problem.message)}
                    </button>
                    {problem.level === "save" && <span> {t`(needed to save)`}</span>}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </details>
  );
}
