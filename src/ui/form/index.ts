export { messageForRefusal } from "./refusals";
export { Checkbox } from "./Checkbox";
export { CheckboxGroup } from "./CheckboxGroup";
export { CopyField } from "./CopyField";
export { ErrorSummary } from "./ErrorSummary";
export { FieldGroup } from "./FieldGroup";
export { formActions, formStack } from "./formLayout";
export type {
  FieldBinding,
  FormErrors,
  FormLabels,
  FormState,
  Label,
  NumberBinding,
  RadioBinding,
  SubmitProblem,
  TextBinding,
} from "./formTypes";
export { NEW_PASSWORD_LABELS, NewPasswordFields, repeatedPasswordError } from "./NewPasswordFields";
export { RadioGroup } from "./RadioGroup";
export { RepeatableList } from "./RepeatableList";
export { Select } from "./Select";
export type { SelectOption } from "./Select";
export { TextArea } from "./TextArea";
export { TextField } from "./TextField";
export { useForm } from "./useForm";
export { VERIFY_CODE_LABEL, VerifyCodeField, normaliseVerifyCode } from "./VerifyCodeField";
