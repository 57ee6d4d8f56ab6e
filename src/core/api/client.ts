import { ApiError } from "./api-error";
import { toQueryString, type QueryValue } from "./query-string";

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

export interface RequestOptions {
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A small fetch wrapper: JSON in and out, cookies included, errors as `ApiError`. */
export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.version) headers["X-Agora-Version"] = options.version;
    const hasBody = init.body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";

    const url = `${base}/${path.replace(/^\/+/, "")}${toQueryString(init.query ?? {})}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: "include",
        body: hasBody ? JSON.stringify(init.body) : undefined,
        signal: init.signal,
      });
    } catch (cause) {
      // Offline or blocked: status 0 keeps it apart from answers the server gave.
      const error = new ApiError(0, { message: cause instanceof Error ? cause.message : "" });
      options.onError?.(error);
      throw error;
    }

    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(response.status, body);
      options.onError?.(error);
      throw error;
    }
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, query?: RequestOptions["query"], signal?: AbortSignal) =>
      request<T>("GET", path, { query, signal }),
    post: <T>(path: string, body?: unknown, query?: RequestOptions["query"]) =>
      request<T>("POST", path, { body, query }),
    put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
    delete: <T = void>(path: string) => request<T>("DELETE", path),
  };
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
