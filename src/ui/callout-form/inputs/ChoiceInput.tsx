import { useLingui } from "@lingui/react/macro";
import { isRecord } from "@core/forms/answers";
import { optionsOf } from "@core/forms/walk";
import { Checkbox } from "../../form/Checkbox";
import { CheckboxGroup } from "../../form/CheckboxGroup";
import { RadioGroup } from "../../form/RadioGroup";
import { Select } from "../../form/Select";
import type { InputProps } from "./types";

/** Checkboxes, drop-downs, radio buttons and select boxes. */
export function ChoiceInput({ component, value, onChange, ...field }: InputProps) {
  const { t } = useLingui();
  const options = optionsOf(component);
  const ticked = (answer: unknown) =>
    Array.isArray(answer)
      ? answer.filter((item): item is string => typeof item === "string")
      : isRecord(answer)
        ? Object.keys(answer).filter((key) => answer[key] === true)
        : [];

  switch (component.type) {
    case "checkbox":
      return (
        <Checkbox
          {...field}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case "radio":
      return (
        <RadioGroup
          {...field}
          options={options}
          value={typeof value === "string" ? value : undefined}
          onChange={onChange}
        />
      );
    case "selectboxes":
      // Stored as form.io does: every option's value, ticked or not.
      return (
        <CheckboxGroup
          {...field}
          options={options}
          values={ticked(value)}
          onChange={(values) =>
            onChange(
              Object.fromEntries(
                options.map((option) => [option.value, values.includes(option.value)]),
              ),
            )
          }
        />
      );
    default:
      break; // select and radio, below
  }
  if (component.multiple) {
    return (
      <CheckboxGroup {...field} options={options} values={ticked(value)} onChange={onChange} />
    );
  }
  return (
    <Select
      {...field}
      options={options}
      placeholder={component.placeholder || t`Choose an option`}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
