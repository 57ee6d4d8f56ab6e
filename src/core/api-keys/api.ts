import { read, segment, write, type ListParams } from "../api/call";
import type { ApiKeyPage, ApiKeySort, CreateApiKeyBody, NewApiKey } from ".";

export const apiKeyList = (params: ListParams<ApiKeySort>) => read<ApiKeyPage>("api-key", params);

/** The answer carries the new key's token, shown this once. */
export const createApiKey = (body: CreateApiKeyBody) => write<NewApiKey>("POST", "api-key", body);

export const deleteApiKey = (id: string) => write("DELETE", `api-key/${segment(id)}`);
