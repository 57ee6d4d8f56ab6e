import { ApiError } from "./api-error";
import type { ApiCall } from "./call";
import { toQueryString } from "./query-string";
import { viaSearch } from "./via-search";

export const API_BASE = "/api/1.0";

export interface ApiClientOptions {
  /** Where the API lives; an absolute URL lets the frames call their own origin. */
  baseUrl?: string;
  /** Sent as `X-Agora-Version` so server logs show which build made a call. */
  version?: string;
  fetch?: typeof fetch;
  /** Called for every failed call before it is thrown (notifications, clearing the user). */
  onError?: (error: ApiError) => void;
}

/** A small fetch wrapper: JSON in and out, cookies included, errors as `ApiError`. */
export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** Sends a call a resource's module built; answers with the type the module gave it. */
  async function send<T>(call: ApiCall<T>, signal?: AbortSignal): Promise<T> {
    const { method, path, query = {}, body } = viaSearch(call);
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.version) headers["X-Agora-Version"] = options.version;
    const hasBody = body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";

    const url = `${base}/${path}${toQueryString(query)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: "include",
        body: hasBody ? JSON.stringify(body) : undefined,
        signal,
      });
    } catch (cause) {
      // Offline or blocked: status 0 keeps it apart from answers the server gave.
      const error = new ApiError(0, { message: cause instanceof Error ? cause.message : "" });
      options.onError?.(error);
      throw error;
    }

    const answer = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, answer);
      options.onError?.(error);
      throw error;
    }
    return answer as T;
  }

  return { send };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
