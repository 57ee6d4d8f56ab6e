import type { ApiRead } from "@core/api/call";
import { API_BASE } from "@core/api/client";
import { toQueryString } from "@core/api/query-string";
import { viaSearch } from "@core/api/via-search";

/**
 * Starts an export's download: a GET of its address, or, when its `rules` are too long for
 * a query string, a POST of the same path with the parameters as a JSON body (the same file).
 * The answer's body is read as it streams, so progress can follow either way.
 */
export function fetchExport(
  call: ApiRead<unknown>,
  init: { signal?: AbortSignal; headers: Record<string, string> },
): Promise<Response> {
  const sent = viaSearch(call);
  const url = `${API_BASE}/${sent.path}${toQueryString(sent.query ?? {})}`;
  if (sent.method === "GET") return fetch(url, { credentials: "include", ...init });
  return fetch(url, {
    method: sent.method,
    credentials: "include",
    signal: init.signal,
    headers: { ...init.headers, "Content-Type": "application/json" },
    body: JSON.stringify(sent.body),
  });
}
