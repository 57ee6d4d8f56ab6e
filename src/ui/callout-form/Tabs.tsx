import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { REVEAL_EVENT } from "../form/focus-field";
import { focusRing, visuallyHidden } from "../styles";

export interface TabItem {
  label: string;
  /** Whether a question in the tab has a problem: the tab says so. */
  invalid: boolean;
  content: ReactNode;
}

export interface TabsProps {
  /** Prefix of the tabs' and panels' ids, unique on the page. */
  id: string;
  tabs: readonly TabItem[];
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid rgb(var(--c-grey-light));
`;

const tab = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  margin-bottom: -1px;
  padding: 0.5rem 1rem;
  border: 1px solid transparent;
  border-radius: 0.25rem 0.25rem 0 0;
  background: none;
  color: rgb(var(--c-link-text));
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-5));
  }

  &[aria-selected="true"] {
    border-color: rgb(var(--c-grey-light));
    border-bottom-color: rgb(var(--c-white));
    background-color: rgb(var(--c-white));
    color: rgb(var(--c-body));
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const mark = css`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background-color: rgb(var(--c-danger));
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding-top: 1rem;

  &[hidden] {
    display: none;
  }
`;

/**
 * A `tabs` container as tabs (WAI-ARIA's pattern: arrow keys, Home and End move between them,
 * one tab stop). A check that finds problems shows a tab that has some, unless the tab shown
 * does; each such tab is marked; focus sent to a question in a hidden tab shows its tab.
 */
export function Tabs({ id, tabs }: TabsProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);

  // When a check finds new problems, show a tab that has some, unless the one shown does.
  const invalid = tabs.map((item) => (item.invalid ? "1" : "0")).join("");
  const [checked, setChecked] = useState(invalid);
  if (checked !== invalid) {
    setChecked(invalid);
    if (invalid[selected] !== "1" && invalid.includes("1")) setSelected(invalid.indexOf("1"));
  }

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const reveal = (event: Event) => {
      const index = panels.current.findIndex((item) => item?.contains(event.target as Node));
      if (index >= 0) setSelected(index);
    };
    element.addEventListener(REVEAL_EVENT, reveal);
    return () => element.removeEventListener(REVEAL_EVENT, reveal);
  }, []);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  return (
    <div ref={root}>
      <div role="tablist" className={list}>
        {tabs.map((item, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className={tab}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.invalid && (
              <>
                <span className={mark} aria-hidden="true" />
                <span className={visuallyHidden}>{t`(has a problem)`}</span>
              </>
            )}
          </button>
        ))}
      </div>
      {tabs.map((item, index) => (
        <div
          key={index}
          ref={(element) => {
            panels.current[index] = element;
          }}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className={panel}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
