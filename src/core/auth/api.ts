import { read, segment, write, type ListParams } from "../api/call";
import type { ApiKeyPage, ApiKeySort, CreateApiKeyBody, NewApiKey } from "./api-keys";
import type { LoginBody } from "./login";

/** `POST /auth/login`: sets the session cookie, or asks for a code when the account has 2FA. */
export const login = (body: LoginBody) => write("POST", "auth/login", body);

export const logout = () => write("POST", "auth/logout");

export const apiKeyList = (params: ListParams<ApiKeySort>) => read<ApiKeyPage>("api-key", params);

/** The answer carries the new key's token, shown this once. */
export const createApiKey = (body: CreateApiKeyBody) => write<NewApiKey>("POST", "api-key", body);

export const deleteApiKey = (id: string) => write("DELETE", `api-key/${segment(id)}`);
