import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { control, field, label as labelClass } from "@ui/form/fieldStyles";
import { Button } from "@ui/button";

/** How long typing pauses before the list asks again. */
export const SEARCH_DELAY_MS = 300;

const row = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const input = css`
  flex: 1;
  min-width: 0;
`;

export interface SearchFieldProps {
  label: string;
  /** The search in the address. */
  value: string;
  onSearch(value: string): void;
  className?: string;
}

/**
 * A search box that asks as typing pauses (not at every key), and at once on Enter; "Clear"
 * empties it. A new `value` from outside (Back, a link) replaces what is typed.
 */
export function SearchField({ label, value, onSearch, className }: SearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The latest of each, so a parent's new render does not restart the pause.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === latest.current.value) return;
    const timer = setTimeout(() => latest.current.onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <div className={field}>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <div className={row}>
          <input
            id={id}
            className={`${control} ${input}`}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {text !== "" && (
            <Button
              variant="text"
              size="sm"
              onClick={() => {
                setText("");
                onSearch("");
              }}
            >
              {t`Clear`}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
