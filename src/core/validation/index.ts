export {
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
  characterCount,
  isColor,
  isEmail,
  isPhoneNumber,
  isSitePath,
  isUrl,
  isUuid,
  isValidPassword,
} from "./predicates";
export { EMAIL_MESSAGE, PHONE_MESSAGE, REQUIRED_MESSAGE, URL_MESSAGE } from "./messages";
export {
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validatePasswordConfirmation,
  validateRequired,
  validateUrl,
  validateVerifyCode,
  type ValidationResult,
} from "./validators";
export { email, password, phone, url } from "./refinements";
export { limitFailure, maxLength, maximum, minimum, textSize } from "./rules";
export { jsonText } from "./json-text";
export { isSafeText } from "./safe-text";
