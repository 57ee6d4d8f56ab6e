import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { TextBinding } from "@ui/form";
import { TextField } from "@ui/form";
import type { ContrastWarning } from "./contrast-warnings";
import { COLOR_WORDS, fullHex, type EditableColor } from "./theme-form";

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.75rem;
`;

const picker = css`
  /* Level with the text input under the label and hint. */
  align-self: end;
  width: 3rem;
  height: 2.75rem;
  padding: 0.125rem;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-white));
  cursor: pointer;
`;

const warningStyle = css`
  display: flex;
  gap: 0.5rem;
  margin: 0.25rem 0 0;
  padding: 0.5rem 0.75rem;
  border-left: 3px solid rgb(var(--c-warning));
  background-color: rgb(var(--c-warning-10));
  color: rgb(var(--c-body));
  font-size: 0.875rem;
`;

export interface ColorFieldProps {
  name: EditableColor;
  binding: TextBinding;
  /** Sets the value from the picker. */
  onPick(value: string): void;
  warnings: readonly ContrastWarning[];
}

/**
 * One theme colour: a hex field, the browser's own colour picker beside it (keyboard and
 * screen reader ready, no alpha), and what falls short of WCAG AA in this colour.
 */
export function ColorField({ name, binding, onPick, warnings }: ColorFieldProps) {
  const { t, i18n } = useLingui();
  const words = COLOR_WORDS[name];
  const ratio = (value: number) =>
    i18n.number(Math.floor(value * 10) / 10, { maximumFractionDigits: 1 });
  const warningId = `${binding.id}-contrast`;
  const say = (warning: ContrastWarning) => {
    const has = ratio(warning.ratio);
    const needed = ratio(warning.needed);
    switch (warning.use) {
      case "text":
        return t`Text in this colour reads at ${has} : 1 on your pages, even adjusted; WCAG AA asks for ${needed} : 1. Choose a darker colour.`;
      case "textOnColor":
        return t`Text on this colour reads at ${has} : 1; WCAG AA asks for ${needed} : 1.`;
      case "outline":
        return t`Borders and focus rings in this colour stand out from white at ${has} : 1; WCAG AA asks for ${needed} : 1. Choose a darker colour.`;
    }
  };

  return (
    <div>
      <div className={row}>
        <TextField
          {...binding}
          hint={i18n._(words.use)}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={warnings.length > 0 ? warningId : undefined}
        />
        <input
          type="color"
          className={picker}
          aria-label={t`Pick the ${i18n._(words.label)} colour`}
          value={fullHex(binding.value) ?? "#000000"}
          onChange={(event) => onPick(event.target.value)}
        />
      </div>
      {warnings.length > 0 && (
        <div id={warningId}>
          {warnings.map((warning) => (
            <p key={warning.use} className={warningStyle}>
              <span aria-hidden="true">⚠</span>
              <span>{say(warning)}</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
