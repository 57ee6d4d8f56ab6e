import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createRequestsInFlight, type RequestsInFlight } from "../requests-in-flight";

/**
 * The server's work one page may cost, in milliseconds of its event loop (the statement on
 * the embedded database, which runs on this thread; the rows' parsing and the file's building
 * on both engines): small while requests come, which wait behind at most one page; bigger
 * while none does, as each statement has a cost of its own whatever its rows (building its
 * SQL, planning it).
 */
const BUSY_PAGE_MS = 6;
const IDLE_PAGE_MS = 50;
/**
 * Before each page an export waits for requests to leave a gap of `CALM_MS` (a client asking
 * one after another leaves gaps of a fraction of a millisecond), for `GIVE_WAY_MS` at most: a
 * steady stream of requests then meets a page once in `GIVE_WAY_MS` (one request in 20 or
 * more), not one page for each request.
 */
const CALM_MS = 2;
const GIVE_WAY_MS = 30;
const FIRST_PAGE = 100;
const MIN_PAGE = 20;
const MAX_PAGE = 5000;

/** Reads the page after `last` (the previous page's last row; none for the first page). */
export type ReadPage<Row> = (limit: number, last: Row | undefined) => Promise<Row[]>;

export type ExportPacer = ReturnType<typeof createExportPacer>;

/**
 * Paces the exports of one server so a request never waits behind more than one small page of
 * them. The exports take turns, one page at a time (two exports' statements queued at once
 * would make a request wait behind both); before each page, a turn of the event loop lets
 * requests that came meanwhile send their statements first, and while requests come the export
 * gives way until they leave a gap (for `GIVE_WAY_MS` at most, so a busy server still exports). Each page's size follows what the export's last page cost, to take about
 * `BUSY_PAGE_MS` while requests come and `IDLE_PAGE_MS` while none does.
 */
export function createExportPacer(
  requests: RequestsInFlight = createRequestsInFlight(),
  /** How long a page gives way to requests at most (tests lengthen it). */
  giveWayMs = GIVE_WAY_MS,
) {
  let turns: Promise<void> = Promise.resolve();

  /** Waits for the exports' turn; answers how to end it. */
  function takeTurn(): Promise<() => void> {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const granted = turns.then(() => end);
    turns = turns.then(() => ended);
    return granted;
  }

  return {
    /**
     * The rows `read` gives, page after page until one comes short; `limit` fixes the pages'
     * size (tests), else it follows their cost.
     */
    async *pages<Row>(
      read: ReadPage<Row>,
      options: { limit?: number } = {},
    ): AsyncGenerator<Row[]> {
      let limit = options.limit ?? FIRST_PAGE;
      let last: Row | undefined;
      /** What the last page cost, measured once the file had been built of it. */
      let cost: { ms: number; rows: number } | undefined;
      for (;;) {
        const endTurn = await takeTurn();
        let rows: Row[];
        try {
          await nextTurn();
          await requests.calm(CALM_MS, giveWayMs);
          if (cost && options.limit === undefined) {
            const target = requests.busy() ? BUSY_PAGE_MS : IDLE_PAGE_MS;
            const perRow = Math.max(cost.ms, 0.1) / cost.rows;
            limit = Math.min(Math.max(Math.round(target / perRow), MIN_PAGE), MAX_PAGE, limit * 4);
          }
          const before = performance.eventLoopUtilization();
          rows = await read(limit, last);
          // The consumer builds its part of the file in the turn the rows come, before the
          // next page's turn: the page's cost is measured, and the turn ended, after it.
          const count = rows.length;
          setImmediate(() => {
            cost = {
              ms: performance.eventLoopUtilization(before).active,
              rows: Math.max(count, 1),
            };
            endTurn();
          });
        } catch (error) {
          endTurn();
          throw error;
        }
        if (rows.length > 0) yield rows;
        if (rows.length < limit) return;
        last = rows[rows.length - 1];
      }
    },
  };
}
