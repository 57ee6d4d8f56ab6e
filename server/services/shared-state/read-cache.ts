import type { CacheInvalidation } from "./cache-invalidation";

/**
 * Reads that change rarely but are needed on every request (settings, a callout's form, the
 * payment clock, webhook subscriptions), kept for `cacheMs`. With `shared`, `forget` reaches
 * the same cache on every server (on PostgreSQL, through NOTIFY): a change shows everywhere
 * at once, and within `cacheMs` should a notice be lost. A read in flight is shared; a failed
 * one is not kept. With `cacheMs` 0 every call reads.
 */
export function createReadCache<Key, Value>(
  load: (key: Key) => Promise<Value>,
  {
    cacheMs,
    now = Date.now,
    maxKeys = 1000,
    shared,
  }: {
    cacheMs: number;
    now?: () => number;
    maxKeys?: number;
    /** The cache's name, the same on every server, and how changes reach them. */
    shared?: { name: string; invalidation: CacheInvalidation } | undefined;
  },
) {
  const entries = new Map<Key, { until: number; value: Promise<Value> }>();
  const forgetHere = (key?: Key): void => {
    if (key === undefined) entries.clear();
    else entries.delete(key);
  };
  // Shared caches' keys are strings (ids and names), so a key sent round comes back the same.
  shared?.invalidation.subscribe(shared.name, (key) => forgetHere(key as Key | undefined));
  return {
    /**
     * The kept value, or a new read: by `read` when given (a caller inside a transaction
     * reads through it, since the embedded database's one connection is the transaction's).
     */
    get(key: Key, read: (key: Key) => Promise<Value> = load): Promise<Value> {
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.until > time) return cached.value;
      // Made a promise once: a query builder is a thenable that queries again on each await.
      const value = Promise.resolve(read(key));
      if (cacheMs > 0) {
        // Bounded: keys from addresses (made-up slugs) must not grow it without end.
        if (entries.size >= maxKeys) entries.clear();
        entries.set(key, { until: time + cacheMs, value });
        value.catch(() => entries.delete(key));
      }
      return value;
    },
    /** Drops one key, or everything, here and (when shared) on every server. */
    forget(key?: Key): void {
      if (shared)
        shared.invalidation.forget(shared.name, key === undefined ? undefined : String(key));
      else forgetHere(key);
    },
  };
}
