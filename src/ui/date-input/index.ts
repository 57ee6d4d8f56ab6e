export { DateInput, DateTimeInput } from "./DateInput";
export type { DateInputProps } from "./DateInput";
export { formatInputDate } from "./format";
