import { atom, onMount, type ReadableAtom } from "nanostores";
import type { ApiCall } from "@core/api/call";

/** What a page shows for a read of the API: loading, the answer, or the failure. */
export type QueryState<T> =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; data: T; /** A fresher answer is on its way. */ refreshing: boolean };

/** A query that is more than one read of the API (a callout in a language, falling back). */
export interface Loader<T> {
  /** Readers of the same key share one entry and one request. */
  key: string;
  /** What `invalidate` matches, as an API path. */
  path: string;
  load: () => Promise<T>;
  /**
   * Kept for the visit: shown again without asking again, until `invalidate` (a frame's
   * callout, whose pages follow one another while the reader fills in its form).
   */
  keep?: boolean;
}

interface Entry extends Loader<unknown> {
  store: ReturnType<typeof atom<QueryState<unknown>>>;
  /** Counts the requests made: only the latest one's answer is shown. */
  asked: number;
  /** 0 while shown; else when its last reader left (or it was made), for eviction. */
  idle: number;
  /** Its answer is from after the last change: a `keep` query is not asked again. */
  fresh?: boolean;
}

/** An answer nobody has shown for this long is dropped, so a long visit does not pile them up. */
export const UNUSED_FOR_MS = 5 * 60_000;
/** At most this many answers are kept: beyond it, those unused longest are dropped. */
export const MAX_ENTRIES = 200;

// In the order of last use (an entry moves to the end when its last reader leaves).
const entries = new Map<string, Entry>();

/**
 * Asks again; what is shown meanwhile stays, marked as refreshing. An answer to an earlier
 * request that arrives late (from before a change) is dropped, and a failed refresh keeps
 * what is shown (the client has said what went wrong).
 */
function refresh(entry: Entry): void {
  const { store } = entry;
  const shown = store.get();
  const asked = ++entry.asked;
  const answer = (state: QueryState<unknown>) => asked === entry.asked && store.set(state);
  store.set(shown.status === "ready" ? { ...shown, refreshing: true } : { status: "loading" });
  entry.load().then(
    (data) => {
      entry.fresh = true;
      answer({ status: "ready", data, refreshing: false });
    },
    (error: unknown) =>
      answer(
        shown.status === "ready" ? { ...shown, refreshing: false } : { status: "failed", error },
      ),
  );
}

/** `query` for what `loader` loads: the first loader given for a key is the one used. */
export function queryOf<T>(loader: Loader<T>): ReadableAtom<QueryState<T>> {
  return entryFor(loader as Loader<unknown>).store as ReadableAtom<QueryState<T>>;
}

function entryFor(loader: Loader<unknown>): Entry {
  const { key } = loader;
  const known = entries.get(key);
  if (known) return known;
  evict();
  const created: Entry = {
    ...loader,
    store: atom<QueryState<unknown>>({ status: "loading" }),
    asked: 0,
    idle: Date.now(),
  };
  onMount(created.store, () => {
    created.idle = 0;
    if (!(created.keep && created.fresh)) refresh(created);
    return () => {
      created.idle = Date.now();
      if (entries.get(key) !== created) return;
      entries.delete(key);
      entries.set(key, created);
    };
  });
  entries.set(key, created);
  return created;
}

/** Drops the answers nobody shows that have gone unused too long, or beyond the cap. */
function evict(): void {
  let over = entries.size - MAX_ENTRIES;
  const old = Date.now() - UNUSED_FOR_MS;
  for (const [key, { idle }] of entries) {
    if (!idle || (idle > old && over < 0)) continue;
    entries.delete(key);
    over -= 1;
  }
}

/** Shows `data` as the answer of `loader`'s query at once, over any answer on its way. */
export function setLoaderData<T>(loader: Loader<T>, data: T): void {
  const entry = entryFor(loader as Loader<unknown>);
  entry.asked += 1; // an answer still on its way is older than this
  entry.fresh = true;
  entry.store.set({ status: "ready", data, refreshing: false });
}

/**
 * After a change: asks again for the answers in use under these calls' paths (a list's
 * `api-key` covers `api-key` and `api-key/…`); the others are asked again when next used.
 */
export function invalidate(...calls: Pick<ApiCall<unknown>, "path">[]): void {
  const touched = (path: string) =>
    calls.some(({ path: prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  for (const entry of entries.values()) {
    if (!touched(entry.path)) continue;
    entry.fresh = false;
    if (!entry.idle) refresh(entry);
  }
}

/**
 * The first answer (or failure) of a query, e.g. to load what a frame shows before it renders.
 * Reading keeps the query in use meanwhile, so the answer is not asked for twice.
 */
export function settled<T>(store: ReadableAtom<QueryState<T>>): Promise<QueryState<T>> {
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (state.status === "loading") return;
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

/** Forgets every answer: for tests, and when the person signed in changes. */
export function clearQueries(): void {
  entries.clear();
}
