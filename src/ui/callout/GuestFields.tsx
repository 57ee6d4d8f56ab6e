import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../form/TextField";
import { Heading } from "../typography/Heading";
import { fieldset, hint as hintClass } from "../form/fieldStyles";
import type { ExtrasValues } from "./extras";

type GuestField = "firstname" | "lastname" | "email";

export interface GuestFieldsProps {
  /** Prefix of the field ids: `<id>-firstname`, `<id>-lastname`, `<id>-email`. */
  id: string;
  values: Pick<ExtrasValues, GuestField>;
  onChange(field: GuestField, value: string): void;
  /** Already translated messages, by field. */
  errors: Partial<Record<GuestField, string>>;
  /** All three are needed (`access: guest`, a newsletter opt-in, or one already filled). */
  required: boolean;
  /** Whether the callout could do without them (`access: anonymous`). */
  optional: boolean;
}

export const fieldsetClass = cx(
  fieldset,
  css`
    display: flex;
    flex-direction: column;
    gap: 1rem;
  `,
);

export const legendClass = css`
  padding: 0;
`;

/** "Your contact details": first name, last name and email of someone not signed in. */
export function GuestFields({
  id,
  values,
  onChange,
  errors,
  required,
  optional,
}: GuestFieldsProps) {
  const { t } = useLingui();
  const field = (name: GuestField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    required,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange(name, event.currentTarget.value),
  });
  return (
    <fieldset className={fieldsetClass} aria-describedby={optional ? `${id}-hint` : undefined}>
      <legend className={legendClass}>
        <Heading level={3} size="sm">{t`Your contact details`}</Heading>
      </legend>
      {optional && (
        <p id={`${id}-hint`} className={hintClass}>
          {t`Leave them out to answer anonymously. If you give one, we need all three.`}
        </p>
      )}
      <TextField label={t`First name`} autoComplete="given-name" {...field("firstname")} />
      <TextField label={t`Last name`} autoComplete="family-name" {...field("lastname")} />
      <TextField label={t`Email`} type="email" autoComplete="email" {...field("email")} />
    </fieldset>
  );
}
