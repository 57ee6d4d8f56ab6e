import type { ComponentType } from "react";
import { allowsMultiple } from "@core/forms/walk";
import { ChoiceInput } from "./inputs/ChoiceInput";
import { AddressInput, DateTimeInput, FileInput, Repeated, SignatureInput } from "./inputs/lazy";
import { NumberInput } from "./inputs/NumberInput";
import { TextInput } from "./inputs/TextInput";
import type { InputProps } from "./inputs/types";

const inputByType: Record<string, ComponentType<InputProps>> = {
  address: AddressInput,
  checkbox: ChoiceInput,
  currency: NumberInput,
  datetime: DateTimeInput,
  file: FileInput,
  number: NumberInput,
  radio: ChoiceInput,
  select: ChoiceInput,
  selectboxes: ChoiceInput,
  signature: SignatureInput,
};

/** The input for a component's type, a list of them for `multiple`, loaded when needed. */
export function FieldInput(props: InputProps) {
  const { type } = props.component;
  const Input = inputByType[type] ?? TextInput;
  // Files and drop-downs take several answers in their own way.
  const repeated = allowsMultiple(props.component) && type !== "file" && type !== "select";
  return repeated ? <Repeated {...props} Input={Input} /> : <Input {...props} />;
}
