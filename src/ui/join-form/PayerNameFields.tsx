import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../form/TextField";

export type PayerName = "firstname" | "lastname";

export interface PayerNameFieldsProps {
  /** Prefixes the fields' ids: `<id>-firstname`, `<id>-lastname`. */
  id: string;
  values: Record<PayerName, string>;
  errors: Partial<Record<PayerName, string>>;
  onChange(name: PayerName, value: string): void;
  onBlur?(name: PayerName): void;
}

const names = css`
  display: grid;
  gap: 1rem;
  @media (min-width: 30rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The payer's first and last name, side by side where there is room: asked for by Stripe's
 * form, and by the join and contribution forms before PayPal's or the bank's page.
 */
export function PayerNameFields({ id, values, errors, onChange, onBlur }: PayerNameFieldsProps) {
  const { t } = useLingui();
  const field = (name: PayerName, label: string, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, event.currentTarget.value)}
      onBlur={() => onBlur?.(name)}
    />
  );
  return (
    <div className={names}>
      {field("firstname", t`First name`, "given-name")}
      {field("lastname", t`Last name`, "family-name")}
    </div>
  );
}
