import { array, enums, object, optional, type Infer } from "superstruct";
import { Contact, Role } from "../contacts";

/** How a caller proved who they are: nothing, a session cookie, or an API key. */
export const AUTH_METHODS = ["none", "user", "api-key"] as const;
export const AuthMethod = enums(AUTH_METHODS);
export type AuthMethod = Infer<typeof AuthMethod>;

/** `GET /auth/info`: the caller's method and roles, and their contact (no relations) if any. */
export const AuthInfo = object({
  method: AuthMethod,
  roles: array(Role),
  contact: optional(Contact),
});
export type AuthInfo = Infer<typeof AuthInfo>;
