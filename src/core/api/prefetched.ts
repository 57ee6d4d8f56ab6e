/** The element of a page that carries API answers the server gave with the page. */
export const PREFETCHED_ID = "agora-prefetched";

/** An answer of the API, as the server gave it with the page. */
export interface PrefetchedAnswer {
  status: number;
  body?: unknown;
}

/**
 * Answers by the address the API client would fetch (`apiRequestUrl`). The server writes
 * them into the page (server/plugins/frame-head.ts); the browser's API client reads them
 * (src/stores/api/prefetched.ts).
 */
export type Prefetched = Record<string, PrefetchedAnswer>;
