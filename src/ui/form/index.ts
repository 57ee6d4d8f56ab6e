export { genericErrorMessage, messageForApiError } from "./apiErrorMessage";
export { messageForRefusal, refusalOf } from "./refusals";
export type { RefusalText } from "./refusals";
export { Checkbox } from "./Checkbox";
export type { CheckboxProps } from "./Checkbox";
export { CheckboxGroup } from "./CheckboxGroup";
export type { CheckboxGroupProps } from "./CheckboxGroup";
export type { ChoiceGroupOption } from "./ChoiceGroup";
export { CopyField } from "./CopyField";
export type { CopyFieldProps } from "./CopyField";
export { ErrorSummary } from "./ErrorSummary";
export type { ErrorSummaryItem, ErrorSummaryProps } from "./ErrorSummary";
export type { FieldOwnProps } from "./Field";
export { FieldGroup } from "./FieldGroup";
export { formActions, formStack } from "./formLayout";
export type {
  CheckboxBinding,
  CheckboxesBinding,
  FieldBinding,
  FormErrors,
  FormLabels,
  FormState,
  Label,
  ListBinding,
  ListItem,
  NumberBinding,
  RadioBinding,
  SubmitProblem,
  TextBinding,
  UseFormOptions,
} from "./formTypes";
export { NEW_PASSWORD_LABELS, NewPasswordFields, repeatedPasswordError } from "./NewPasswordFields";
export type { NewPasswordFieldsProps } from "./NewPasswordFields";
export type { FieldPath, PathValue } from "./paths";
export { RadioGroup } from "./RadioGroup";
export type { RadioGroupProps } from "./RadioGroup";
export { RepeatableList } from "./RepeatableList";
export type { RepeatableListProps } from "./RepeatableList";
export { Select } from "./Select";
export type { SelectOption, SelectProps } from "./Select";
export { TextArea } from "./TextArea";
export type { TextAreaProps } from "./TextArea";
export { TextField } from "./TextField";
export type { TextFieldProps } from "./TextField";
export { useForm } from "./useForm";
export { VERIFY_CODE_LABEL, VerifyCodeField, normaliseVerifyCode } from "./VerifyCodeField";
export type { VerifyCodeFieldProps } from "./VerifyCodeField";
