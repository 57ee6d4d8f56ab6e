import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createRequestsInFlight, type RequestsInFlight } from "../requests-in-flight";

/**
 * The server's work one page may cost, in milliseconds of its event loop (the statement on
 * the embedded database, which runs on this thread; the rows' parsing and the file's building
 * on both engines): small while requests come, which wait behind at most one page; while none
 * does, what its rows may cost beyond the page's own cost (below).
 */
export const BUSY_PAGE_MS = 6;
export const IDLE_PAGE_MS = 50;
/**
 * Before each page an export waits for requests to leave a gap of `CALM_MS` (a client asking
 * one after another leaves gaps of a fraction of a millisecond), for `GIVE_WAY_MS` at most: a
 * steady stream of requests then meets a page once in `GIVE_WAY_MS` (one request in 20 or
 * more), not one page for each request.
 */
const CALM_MS = 2;
const GIVE_WAY_MS = 30;
export const FIRST_PAGE = 100;
export const MIN_PAGE = 20;
export const MAX_PAGE = 5000;

/** What one page cost: milliseconds of the event loop, for its rows. */
export interface PageSample {
  ms: number;
  rows: number;
}

/**
 * What a page costs: a part of its own whatever its rows (building its SQL, planning it,
 * sending it: undefined until two pages told it apart) and a part per row.
 */
export interface PageCostModel {
  fixed: number | undefined;
  perRow: number;
  last: PageSample;
}

/**
 * Two pages of sizes far enough apart give both parts (pages of nearly one size would give
 * noise); pages of one size keep the last part of their own found, within what they cost.
 */
export function pageCostModel(model: PageCostModel | undefined, page: PageSample): PageCostModel {
  const rows = Math.max(page.rows, 1);
  let fixed = model?.fixed;
  const previous = model?.last;
  if (previous && Math.max(rows, previous.rows) >= 1.25 * Math.min(rows, previous.rows)) {
    const perRow = (page.ms - previous.ms) / (rows - previous.rows);
    // A bigger page that cost less says nothing of the rows' part (the machine was busier).
    if (perRow > 0) fixed = page.ms - perRow * rows;
  }
  const own = Math.min(Math.max(fixed ?? 0, 0), page.ms);
  return {
    fixed: fixed === undefined ? undefined : own,
    perRow: Math.max(page.ms - own, 0.1) / rows,
    last: { ms: page.ms, rows },
  };
}

/**
 * The next page's size: while requests come, the whole page within `BUSY_PAGE_MS`; while none
 * does, its rows' part within `IDLE_PAGE_MS` (the part of its own is paid once a page whatever
 * its size, so a bigger page pays it less often). Until two pages have told the parts apart,
 * the next page is at most half the last (while requests come, or the last cost too much) or
 * at least twice it, so that the two do. At most four times the last, as the model is rough.
 */
export function nextPageSize(model: PageCostModel, busy: boolean): number {
  const last = model.last.rows;
  let size = Math.round((busy ? BUSY_PAGE_MS - (model.fixed ?? 0) : IDLE_PAGE_MS) / model.perRow);
  if (model.fixed === undefined) {
    size = !busy && size > last ? Math.max(size, last * 2) : Math.min(size, Math.floor(last / 2));
  }
  return Math.min(Math.max(size, MIN_PAGE), MAX_PAGE, last * 4);
}

/** Reads the page after `last` (the previous page's last row; none for the first page). */
export type ReadPage<Row> = (limit: number, last: Row | undefined) => Promise<Row[]>;

export type ExportPacer = ReturnType<typeof createExportPacer>;

/**
 * Paces the exports of one server so a request never waits behind more than one small page of
 * them. The exports take turns, one page at a time (two exports' statements queued at once
 * would make a request wait behind both); before each page, a turn of the event loop lets
 * requests that came meanwhile send their statements first, and while requests come the export
 * gives way until they leave a gap (for `GIVE_WAY_MS` at most, so a busy server still exports).
 * Each page's size follows what the export's pages cost (`nextPageSize`).
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
      /** What pages cost, measured once the file had been built of each. */
      let cost: PageCostModel | undefined;
      for (;;) {
        const endTurn = await takeTurn();
        let rows: Row[];
        try {
          await nextTurn();
          await requests.calm(CALM_MS, giveWayMs);
          if (cost && options.limit === undefined) {
            limit = nextPageSize(cost, requests.busy());
          }
          const before = performance.eventLoopUtilization();
          rows = await read(limit, last);
          // The consumer builds its part of the file in the turn the rows come, before the
          // next page's turn: the page's cost is measured, and the turn ended, after it.
          const count = rows.length;
          setImmediate(() => {
            cost = pageCostModel(cost, {
              ms: performance.eventLoopUtilization(before).active,
              rows: count,
            });
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
