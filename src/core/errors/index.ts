export { ErrorBody, ValidationErrorItem } from "./body";
export { ERROR_CODES, isErrorCode, type ErrorCode } from "./codes";
export {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  httpErrorName,
  notFound,
  unauthorized,
  type HttpErrorDetails,
} from "./http-error";
export {
  invalidInput,
  parseInput,
  unsafeTextError,
  validationErrors,
  type InputPart,
} from "./validation";
