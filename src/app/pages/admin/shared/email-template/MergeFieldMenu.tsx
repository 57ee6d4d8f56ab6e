import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@ui/button";
import { mergeFieldWords } from "./template-words";

const wrapper = css`
  position: relative;
  display: inline-block;
`;

const menu = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  z-index: 3;
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  max-height: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 0.25rem 1rem rgba(var(--c-black), 0.15);
  list-style: none;
`;

const item = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0.375rem 0.75rem;
  border: 0;
  background: none;
  color: rgb(var(--c-body));
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background-color: rgb(var(--c-primary-10));
  }
`;

const tag = css`
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  color: rgb(var(--c-body-muted));
`;

export interface MergeFieldMenuProps {
  fields: readonly string[];
  /** A field was chosen: `FNAME` for `*|FNAME|*`. */
  onInsert(field: string): void;
}

/**
 * A menu button (WAI-ARIA menu pattern) listing the merge fields an email may use, each with
 * what it holds: arrows, Home and End move, Enter or a click inserts, Escape closes and gives
 * focus back to the button.
 */
export function MergeFieldMenu({ fields, onInsert }: MergeFieldMenuProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    const outside = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) setOpen(false);
    };
    const leaving = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) {
        setOpen(false);
      }
    };
    document.addEventListener("pointerdown", outside);
    element.addEventListener("focusout", leaving);
    return () => {
      document.removeEventListener("pointerdown", outside);
      element.removeEventListener("focusout", leaving);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = fields.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const openWith = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  return (
    <div className={wrapper} ref={box}>
      <Button
        ref={buttonRef}
        variant="primaryOutlined"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openWith(0))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openWith(event.key === "ArrowDown" ? 0 : fields.length - 1);
          }
        }}
      >
        {t`Insert a merge field`}
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t`Merge fields`}
          className={menu}
          onKeyDown={onMenuKey}
        >
          {fields.map((field, index) => {
            const words = mergeFieldWords(field);
            return (
              <li key={field} role="none">
                <button
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  className={item}
                  onClick={() => {
                    setOpen(false);
                    onInsert(field);
                  }}
                >
                  <span>{words ? i18n._(words) : field}</span>
                  <span className={tag}>{`*|${field}|*`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
