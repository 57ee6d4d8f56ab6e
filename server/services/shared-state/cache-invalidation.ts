import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DatabaseConnection } from "../../db/connection";
import type { JobLog } from "../jobs";

/** Forgets one key of a cache, or all of it when `key` is undefined. */
export type Forget = (key?: string) => void;

/**
 * Tells every server's copy of a named cache that something in it changed. On the embedded
 * database (one process) that is this process's caches; on PostgreSQL every server's, through
 * NOTIFY on one channel.
 */
export interface CacheInvalidation {
  /** Every server's cache `name` (this one's at once) forgets `key`, or everything. */
  forget(name: string, key?: string): void;
  /** `forget` runs whenever any server forgets something in the cache `name`. */
  subscribe(name: string, forget: Forget): void;
  /** Starts hearing other servers (PostgreSQL); until then only this one's changes count. */
  listen(): void;
  close(): Promise<void>;
}

/** The channel every server listens on. */
export const CACHE_CHANNEL = "agora_cache";

/** How long to wait before listening again after the listening connection was lost. */
const RECONNECT_MS = 1000;

function localInvalidation(): Pick<CacheInvalidation, "subscribe"> & {
  dispatch(name: string, key?: string): void;
  dispatchAll(): void;
} {
  const caches = new Map<string, Forget[]>();
  return {
    subscribe(name, forget) {
      caches.set(name, [...(caches.get(name) ?? []), forget]);
    },
    dispatch(name, key) {
      for (const forget of caches.get(name) ?? []) forget(key);
    },
    dispatchAll() {
      for (const forgets of caches.values()) for (const forget of forgets) forget();
    },
  };
}

/** One process's caches: nothing else can change what they hold. */
export function memoryCacheInvalidation(): CacheInvalidation {
  const local = localInvalidation();
  return {
    forget: (name, key) => local.dispatch(name, key),
    subscribe: local.subscribe,
    listen() {},
    close: () => Promise.resolve(),
  };
}

/**
 * Through PostgreSQL's LISTEN/NOTIFY on its own connection (a pool's connections come and
 * go). A notice sent while a server is not listening is lost, so a server that loses its
 * connection forgets all its caches when it listens again; the caches' short lifetime covers
 * the moment in between.
 */
export function postgresCacheInvalidation(pool: pg.Pool, log: JobLog): CacheInvalidation {
  const local = localInvalidation();
  // Notices from this server were acted on when sent.
  const self = randomUUID();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let listening = false;

  function lost(error?: Error): void {
    if (client === undefined) return;
    const gone = client;
    client = undefined;
    gone.removeAllListeners();
    // An ended connection's errors would otherwise go unhandled.
    gone.on("error", () => {});
    void gone.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, "Cache invalidation: lost the database connection, listening again");
    retry = setTimeout(connect, RECONNECT_MS);
  }

  function connect(): void {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as { from: string; name: string; key?: string };
        if (notice.from !== self) local.dispatch(notice.name, notice.key);
      } catch {
        log.warn({ payload: message.payload }, "Cache invalidation: a notice could not be read");
      }
    });
    next
      .connect()
      .then(() => next.query(`listen ${CACHE_CHANNEL}`))
      // What changed while this server was not listening is unknown: all of it may have.
      .then(() => local.dispatchAll())
      .catch((error: unknown) => {
        if (client === next) lost(error instanceof Error ? error : new Error(String(error)));
      });
  }

  return {
    forget(name, key) {
      local.dispatch(name, key);
      const payload = JSON.stringify({ from: self, name, ...(key === undefined ? {} : { key }) });
      pool.query("select pg_notify($1, $2)", [CACHE_CHANNEL, payload]).catch((error: unknown) => {
        log.warn({ err: error }, "Cache invalidation: other servers could not be told");
      });
    },
    subscribe: local.subscribe,
    listen() {
      if (listening || closed) return;
      listening = true;
      connect();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** On PostgreSQL every server hears of changes; the embedded database has one process. */
export function cacheInvalidationFor(database: DatabaseConnection, log: JobLog): CacheInvalidation {
  return database.engine === "postgres"
    ? postgresCacheInvalidation(database.client, log)
    : memoryCacheInvalidation();
}
