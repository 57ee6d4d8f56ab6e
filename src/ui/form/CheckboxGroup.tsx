import { ChoiceGroup, type ChoiceGroupOwnProps } from "./ChoiceGroup";

export interface CheckboxGroupProps extends ChoiceGroupOwnProps {
  /** The ticked options' values. */
  values: readonly string[];
  /** The ticked values, in the options' order. */
  onChange(values: string[]): void;
}

/** Any number of options, as checkboxes in a labelled fieldset. */
export function CheckboxGroup({ values, onChange, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...group}
      type="checkbox"
      isChecked={(option) => values.includes(option)}
      onToggle={(option, checked) =>
        onChange(
          group.options
            .map((candidate) => candidate.value)
            .filter((candidate) => (candidate === option ? checked : values.includes(candidate))),
        )
      }
    />
  );
}
