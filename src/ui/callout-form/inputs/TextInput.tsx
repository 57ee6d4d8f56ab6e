import type { InputHTMLAttributes } from "react";
import { TextArea } from "../../form/TextArea";
import { TextField } from "../../form/TextField";
import type { InputProps } from "./types";

/** Native attributes per text type: the right keyboard on phones and the browser's help. */
const attributes: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  textfield: { type: "text" },
  email: {
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    autoCapitalize: "off",
    spellCheck: false,
  },
  url: { type: "url", inputMode: "url", autoCapitalize: "off", spellCheck: false },
  phoneNumber: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  time: { type: "time" },
};

/** Text, email, URL, phone and time answers, and long text in a text area. */
export function TextInput({ component, value, onChange, ...field }: InputProps) {
  const common = {
    ...field,
    value: typeof value === "string" ? value : "",
    placeholder: component.placeholder ?? undefined,
  };
  if (component.type === "textarea") {
    return <TextArea {...common} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <TextField
      {...attributes[component.type]}
      {...common}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
