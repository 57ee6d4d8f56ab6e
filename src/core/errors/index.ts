export { ErrorBody, ValidationErrorItem } from "./body";
export { ERROR_CODES, type ErrorCode } from "./codes";
export {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  httpErrorName,
  notFound,
  unauthorized,
} from "./http-error";
export { parseInput, unsafeTextError, validationErrors, type InputPart } from "./validation";
