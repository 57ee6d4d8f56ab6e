import { object, optional, refine, string, type Infer } from "superstruct";
import { contactEmail } from "../contacts";
import { maxLength } from "../validation";
import { MfaToken } from "./mfa";

/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * A password someone types to prove who they are. Its format is not checked: a password that
 * could never be right fails like a wrong one (401), so the answer tells nothing about the
 * rule. Only an empty one is refused, as the password rule refuses it ("password").
 */
export const enteredPassword = () =>
  refine(
    maxLength(string(), PASSWORD_MAX_LENGTH),
    "password",
    (value) => value !== "" || "Password is required",
  );

/** `POST /auth/login`. */
export const LoginBody = object({
  email: contactEmail(),
  password: enteredPassword(),
  token: optional(MfaToken),
});
export type LoginBody = Infer<typeof LoginBody>;

/** How many wrong passwords lock an account until its password is reset or changed. */
export const MAX_PASSWORD_TRIES = 3;
