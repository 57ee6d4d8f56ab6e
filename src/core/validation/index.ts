export {
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
  characterCount,
  isColor,
  isEmail,
  isSitePath,
  isUrl,
  isUuid,
  isValidPassword,
} from "./predicates";
export {
  VERIFY_CODE_LENGTH,
  firstError,
  validateColor,
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateUrl,
  validateVerifyCode,
  type ValidationResult,
  type Validator,
} from "./validators";
export { color, email, password, url } from "./refinements";
