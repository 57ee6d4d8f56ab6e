import { ChoiceGroup, type ChoiceGroupOwnProps } from "./ChoiceGroup";

export interface RadioGroupProps extends ChoiceGroupOwnProps {
  /** The chosen option's value; none chosen when undefined. */
  value: string | undefined;
  onChange(value: string): void;
}

/** One choice from a few options, as radio buttons in a labelled fieldset. */
export function RadioGroup({ value, onChange, ...group }: RadioGroupProps) {
  return (
    <ChoiceGroup
      {...group}
      type="radio"
      isChecked={(option) => option === value}
      onToggle={(option) => onChange(option)}
    />
  );
}
