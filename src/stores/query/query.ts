import { atom, onMount, type ReadableAtom } from "nanostores";
import type { ApiCall, ApiRead } from "@core/api/call";
import { apiRequestUrl } from "@core/api/first-requests";
import { api } from "../api";

/** What a page shows for a read of the API: loading, the answer, or the failure. */
export type QueryState<T> =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; data: T; /** A fresher answer is on its way. */ refreshing: boolean };

interface Entry {
  request: ApiRead<unknown>;
  store: ReturnType<typeof atom<QueryState<unknown>>>;
  /** Counts the requests made: only the latest one's answer is shown. */
  asked: number;
  mounted: boolean;
}

const entries = new Map<string, Entry>();

/**
 * Asks the API again; what is shown meanwhile stays, marked as refreshing. An answer to an
 * earlier request that arrives late (from before a change) is dropped.
 */
function refresh(entry: Entry): void {
  const current = entry.store.get();
  entry.store.set(
    current.status === "ready" ? { ...current, refreshing: true } : { status: "loading" },
  );
  const asked = ++entry.asked;
  api.send(entry.request).then(
    (data) => {
      if (asked === entry.asked) entry.store.set({ status: "ready", data, refreshing: false });
    },
    (error: unknown) => {
      if (asked !== entry.asked) return;
      // A failed refresh keeps what is shown (the client has said what went wrong).
      const shown = entry.store.get();
      entry.store.set(
        shown.status === "ready" ? { ...shown, refreshing: false } : { status: "failed", error },
      );
    },
  );
}

/**
 * A read of the API as a store, shared by every component that asks the same request (keyed
 * by the address the API client fetches, so they share one request). The last
 * answer is kept: a page opened again shows it at once while a fresh one is asked for, and
 * a change that touches it (`invalidate`) asks again for those in use.
 */
export function query<T>(request: ApiRead<T>): ReadableAtom<QueryState<T>> {
  return entryFor(request).store as ReadableAtom<QueryState<T>>;
}

function entryFor(request: ApiRead<unknown>): Entry {
  const key = apiRequestUrl(request);
  const known = entries.get(key);
  if (known) return known;
  const entry: Entry = {
    request,
    store: atom<QueryState<unknown>>({ status: "loading" }),
    asked: 0,
    mounted: false,
  };
  onMount(entry.store, () => {
    entry.mounted = true;
    refresh(entry);
    return () => {
      entry.mounted = false;
    };
  });
  entries.set(key, entry);
  return entry;
}

/**
 * After a change whose answer is what a read would give (a PATCH answering the updated
 * record): shows it at once wherever the read is used, without asking again.
 */
export function setQueryData<T>(request: ApiRead<T>, data: T): void {
  const entry = entryFor(request);
  entry.asked += 1; // an answer still on its way is older than this
  entry.store.set({ status: "ready", data, refreshing: false });
}

/**
 * After a change: asks again for the answers in use under these calls' paths (a list's
 * `api-key` covers `api-key` and `api-key/…`); the others are asked again when next used.
 */
export function invalidate(...calls: ApiCall<unknown>[]): void {
  const touched = (path: string) =>
    calls.some(({ path: prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  for (const entry of entries.values()) {
    if (entry.mounted && touched(entry.request.path)) refresh(entry);
  }
}

/** Forgets every answer: for tests, and when the person signed in changes. */
export function clearQueries(): void {
  entries.clear();
}
