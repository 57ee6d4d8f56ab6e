/** The element of a page that carries API answers the server gave with the page. */
export const PREFETCHED_ID = "agora-prefetched";

/** An answer of the API, as the server gave it with the page. */
export interface PrefetchedAnswer {
  status: number;
  body?: unknown;
}

/** Answers by the address the API client would fetch (`apiRequestUrl`). */
export type Prefetched = Record<string, PrefetchedAnswer>;

let answers: Prefetched | undefined;

function read(): Prefetched {
  if (answers) return answers;
  const text = typeof document === "undefined" ? null : document.getElementById(PREFETCHED_ID);
  try {
    answers = text?.textContent ? (JSON.parse(text.textContent) as Prefetched) : {};
  } catch {
    answers = {};
  }
  return answers;
}

/**
 * `fetch`, answering a GET from what the page brought when it brought that address: once
 * only, so anything asked again (after a change) comes fresh from the server. It saves a
 * frame a round trip to the API before its first screen.
 */
export function fetchWithPrefetched(input: RequestInfo | URL, init?: RequestInit) {
  const all = read();
  if (typeof input === "string" && (init?.method ?? "GET") === "GET" && Object.hasOwn(all, input)) {
    const { status, body } = all[input]!;
    delete all[input];
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    );
  }
  return fetch(input, init);
}

/** Forgets what was read, for tests that build pages of their own. */
export function resetPrefetched(): void {
  answers = undefined;
}
