import { css } from "@linaria/core";
import { useState } from "react";
import { Field, useField } from "../../form/Field";
import { control } from "../../form/fieldStyles";
import { visuallyHidden } from "../../styles";
import { useServices } from "../context";
import type { InputProps } from "./types";

/** The currency symbol sits inside the field, at its start, where people write it. */
const adorned = css`
  position: relative;
`;

const symbolClass = css`
  position: absolute;
  top: 50%;
  left: 0.75rem;
  transform: translateY(-50%);
  color: rgb(var(--c-body-muted));
  pointer-events: none;
`;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number typed, or the text itself when it is not one (so the rule can say so). A comma
 * as the decimal mark counts, as many readers type it.
 */
export function parseNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const normalised = /^[^.]*,\d*$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
  return NUMBER.test(normalised) ? Number(normalised) : text;
}

/**
 * Numbers and amounts. A text input with a decimal keypad, not `type="number"`, which drops
 * what it cannot read and changes the value when scrolled over.
 */
export function NumberInput({ component, value, onChange, label, ...rest }: InputProps) {
  const { currencySymbol } = useServices();
  // The text as typed: "3." must stay on screen while the answer is already 3.
  const [text, setText] = useState(() =>
    typeof value === "number" ? String(value) : typeof value === "string" ? value : "",
  );
  const symbol = component.type === "currency" ? currencySymbol : undefined;
  const { field, control: aria } = useField({
    ...rest,
    label: (
      <>
        {label}
        {symbol && <span className={visuallyHidden}> ({symbol})</span>}
      </>
    ),
  });
  return (
    <Field {...field}>
      <div className={adorned}>
        {symbol && (
          <span className={symbolClass} aria-hidden="true">
            {symbol}
          </span>
        )}
        <input
          {...aria}
          className={control}
          // Room for the symbol, however many characters it has (€, CHF).
          style={symbol ? { paddingLeft: `calc(1.125rem + ${symbol.length}ch)` } : undefined}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={component.placeholder ?? undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseNumber(event.target.value));
          }}
        />
      </div>
    </Field>
  );
}
