export { UploadField, type UploadFieldProps } from "./UploadField";
export type { UploadKind } from "./send-upload";
