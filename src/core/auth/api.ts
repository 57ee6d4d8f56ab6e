import { write } from "../api/call";
import type { LoginBody } from "./login";

/** `POST /auth/login`: sets the session cookie, or asks for a code when the account has 2FA. */
export const login = (body: LoginBody) => write("POST", "auth/login", body);

export const logout = () => write("POST", "auth/logout");
