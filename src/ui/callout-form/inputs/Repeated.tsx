import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type ComponentType } from "react";
import { Button } from "../../button/Button";
import { FieldError, FieldHint, RequiredMark } from "../../form/FieldParts";
import { describedBy, useFieldIds } from "../../form/fieldIds";
import { field, fieldset, label as labelClass } from "../../form/fieldStyles";
import type { InputProps } from "./types";

const itemRow = css`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;

  & > :first-child {
    flex: 1;
  }
`;

/** Several answers to one question: a list of inputs with "Add another" and "Remove". */
export function Repeated({ Input, ...props }: InputProps & { Input: ComponentType<InputProps> }) {
  const { t } = useLingui();
  const ids = useFieldIds(`${props.id}-list`);
  const values = Array.isArray(props.value) && props.value.length > 0 ? props.value : [undefined];
  // Stable keys, so removing an answer does not hand its input's state to the next one.
  const [keys, setKeys] = useState(() => values.map((_, index) => index));
  const keyOf = (index: number) => keys[index] ?? -index - 1;

  const change = (index: number, value: unknown) =>
    props.onChange(values.map((item, position) => (position === index ? value : item)));
  const add = () => {
    setKeys([...values.map((_, index) => keyOf(index)), Math.max(0, ...keys) + 1]);
    props.onChange([...values, undefined]);
  };
  const remove = (index: number) => {
    setKeys(
      values.map((_, position) => keyOf(position)).filter((_, position) => position !== index),
    );
    props.onChange(values.filter((_, position) => position !== index));
  };

  return (
    <fieldset
      className={cx(field, fieldset)}
      aria-describedby={describedBy(ids, {
        hint: Boolean(props.hint),
        error: Boolean(props.error),
      })}
    >
      <legend className={labelClass}>
        {props.label}
        {props.required && <RequiredMark />}
      </legend>
      {props.hint && <FieldHint id={ids.hintId}>{props.hint}</FieldHint>}
      {values.map((value, index) => (
        <div key={keyOf(index)} className={itemRow}>
          <Input
            component={props.component}
            id={index === 0 ? props.id : `${props.id}-${index}`}
            label={t`Answer ${index + 1}`}
            value={value}
            onChange={(next) => change(index, next)}
          />
          {values.length > 1 && (
            <Button
              variant="dangerText"
              size="sm"
              aria-label={t`Remove answer ${index + 1}`}
              onClick={() => remove(index)}
            >
              {t`Remove`}
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button variant="primaryOutlined" size="sm" onClick={add}>
          {t`Add another`}
        </Button>
      </div>
      {props.error && <FieldError id={ids.errorId}>{props.error}</FieldError>}
    </fieldset>
  );
}
