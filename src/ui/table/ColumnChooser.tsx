import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../button";
import { withColumnShown } from "./columns";
import { checkbox } from "./tableStyles";

const chooser = css`
  position: relative;
  margin-inline-start: auto;
`;

const popover = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: 3;
  min-width: 12rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 0.25rem 1rem rgba(var(--c-black), 0.15);
  color: rgb(var(--c-body));
`;

const title = css`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

const choice = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.25rem 0;
  cursor: pointer;
  white-space: nowrap;
`;

const icon = css`
  width: 1rem;
  height: 1rem;
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
`;

export interface ColumnChooserProps {
  /** The columns it offers, in table order. */
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange(hidden: string[]): void;
}

/**
 * A button that opens a checkbox per column. A disclosure rather than an ARIA menu: native
 * checkboxes in a named group need no roving focus to work with Tab and Space. Escape closes it and
 * gives focus back to the button; so does a click outside, or focus moving elsewhere (without
 * taking focus back).
 */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  useEffect(() => {
    const element = wrapper.current;
    if (!open || !element) return;
    element.querySelector<HTMLInputElement>("input")?.focus();
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node) || !element.contains(target);
    // Native listeners: focusout bubbles in every browser, where Preact's onBlur would not.
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && outside(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={wrapper} className={chooser} onKeyDown={onKeyDown}>
      <Button
        ref={button}
        variant="greyOutlined"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen(!open)}
        icon={
          <svg className={icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2.5 3h11v10h-11zM6.17 3v10M9.83 3v10" />
          </svg>
        }
      >
        {t`Columns`}
      </Button>
      {open && (
        <div id={popoverId} className={popover} role="group" aria-labelledby={`${popoverId}-title`}>
          <p id={`${popoverId}-title`} className={title}>
            {t`Show columns`}
          </p>
          {columns.map((column) => (
            <label key={column.id} className={choice}>
              <input
                type="checkbox"
                className={checkbox}
                checked={!hidden.includes(column.id)}
                onChange={(event) =>
                  onChange(withColumnShown(hidden, column.id, event.currentTarget.checked))
                }
              />
              {column.header}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
