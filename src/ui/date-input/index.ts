export { DateInput, DateTimeInput } from "./DateInput";
