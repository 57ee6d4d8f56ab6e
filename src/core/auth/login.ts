import { object, optional, size, string, type Infer } from "superstruct";
import { contactEmail } from "../contacts";

/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * `POST /auth/login`. The password's format is not checked: a password that could never be
 * right fails like a wrong one (401), so the answer tells nothing about the rule.
 */
export const LoginBody = object({
  email: contactEmail(),
  password: size(string(), 0, PASSWORD_MAX_LENGTH),
  token: optional(size(string(), 0, 32)),
});
export type LoginBody = Infer<typeof LoginBody>;

/** How many wrong passwords lock an account until its password is reset or changed. */
export const MAX_PASSWORD_TRIES = 3;
