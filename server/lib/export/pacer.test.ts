import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRequestsInFlight } from "../requests-in-flight";
import {
  BUSY_PAGE_MS,
  FIRST_PAGE,
  IDLE_PAGE_MS,
  MAX_PAGE,
  MIN_PAGE,
  createExportPacer,
  nextPageSize,
  pageCostModel,
  type PageCostModel,
  type ReadPage,
} from "./pacer";

/** An export of `total` numbered rows, its pages' reads told to `events`. */
function numbers(name: string, total: number, events: string[]): ReadPage<number> {
  return async (limit, last) => {
    const from = (last ?? 0) + 1;
    events.push(`${name} reads from ${from}`);
    // A statement's answer comes on a later turn of the event loop, as a database's does.
    await new Promise((resolve) => setImmediate(resolve));
    events.push(`${name} read`);
    return Array.from(
      { length: Math.max(Math.min(limit, total - from + 1), 0) },
      (_, i) => from + i,
    );
  };
}

async function all<Row>(pages: AsyncIterable<Row[]>): Promise<Row[][]> {
  const read: Row[][] = [];
  for await (const page of pages) read.push(page);
  return read;
}

describe("the export pacer", () => {
  it("reads page after page until one comes short, each after the last", async () => {
    const pacer = createExportPacer();
    const events: string[] = [];
    expect(await all(pacer.pages(numbers("a", 5, events), { limit: 2 }))).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
    // An exact number of pages ends on an empty one, which is not given.
    expect(await all(pacer.pages(numbers("b", 4, events), { limit: 2 }))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("lets two exports read one page at a time, in turns", async () => {
    const pacer = createExportPacer();
    const events: string[] = [];
    await Promise.all([
      all(pacer.pages(numbers("a", 4, events), { limit: 2 })),
      all(pacer.pages(numbers("b", 4, events), { limit: 2 })),
    ]);
    expect(events).toEqual(
      ["a", "b", "a", "b", "a", "b"].flatMap((name, i) => [
        `${name} reads from ${1 + 2 * Math.floor(i / 2)}`,
        `${name} read`,
      ]),
    );
  });

  it("reads no page while a request is being answered, until it is", async () => {
    const requests = createRequestsInFlight();
    // Given way for as long as the test takes: the order of events is what it checks.
    const pacer = createExportPacer(requests, 60_000);
    const events: string[] = [];
    const pages = pacer.pages(numbers("a", 6, events), { limit: 2 });
    await pages.next();
    requests.started();
    events.push("request came");
    const next = pages.next();
    // Many turns of the event loop: the export waits for the request all along.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    events.push("request answered");
    requests.ended();
    expect((await next).value).toEqual([3, 4]);
    expect(events).toEqual([
      "a reads from 1",
      "a read",
      "request came",
      "request answered",
      "a reads from 3",
      "a read",
    ]);
  });

  it("does not wait for a request set aside (an export's own)", async () => {
    const requests = createRequestsInFlight();
    const pacer = createExportPacer(requests);
    requests.started();
    const restore = requests.setAside();
    expect(requests.serving()).toBe(false);
    const events: string[] = [];
    expect(await all(pacer.pages(numbers("a", 3, events), { limit: 2 }))).toEqual([[1, 2], [3]]);
    restore();
    expect(requests.serving()).toBe(true);
  });
});

/** The sizes the pacer gives pages that cost exactly `fixed` + `perRow` a row, from the first. */
function sizes(fixed: number, perRow: number, busy: boolean, pages: number): number[] {
  let model: PageCostModel | undefined;
  let limit = FIRST_PAGE;
  const given = [limit];
  for (let page = 1; page < pages; page++) {
    model = pageCostModel(model, { ms: fixed + perRow * limit, rows: limit });
    limit = nextPageSize(model, busy);
    given.push(limit);
  }
  return given;
}

describe("the export pacer's page sizes", () => {
  it("tells a page's own cost from its rows' by two pages of different sizes", () => {
    const first = pageCostModel(undefined, { ms: 30, rows: 100 });
    expect(first.fixed).toBeUndefined();
    const second = pageCostModel(first, { ms: 40, rows: 600 });
    expect(second.fixed).toBeCloseTo(28);
    expect(second.perRow).toBeCloseTo(0.02);
    // Pages of one size keep the part of their own; a bigger page that cost less keeps it too.
    expect(pageCostModel(second, { ms: 48, rows: 600 }).fixed).toBeCloseTo(28);
    expect(pageCostModel(second, { ms: 35, rows: 2400 }).fixed).toBeCloseTo(28);
  });

  it("fills an idle page's rows' part, however big the page's own part", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        (fixed, perRow) => {
          const wanted = Math.min(Math.max(Math.round(IDLE_PAGE_MS / perRow), MIN_PAGE), MAX_PAGE);
          expect(sizes(fixed, perRow, false, 12).at(-1)).toBe(wanted);
        },
      ),
    );
    // Where the whole page's cost used to fill the target, a page's own 40 ms kept pages small.
    expect(sizes(40, 0.004, false, 12).at(-1)).toBe(MAX_PAGE);
  });

  it("keeps a page within BUSY_PAGE_MS while requests come, when a page can be", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0.0005, max: 1, noNaN: true }),
        (fixed, perRow) => {
          const smallest = fixed + perRow * MIN_PAGE;
          for (const size of sizes(fixed, perRow, true, 12).slice(4)) {
            const cost = fixed + perRow * size;
            // Rounding a page's size may add one row's cost.
            expect(cost).toBeLessThanOrEqual(Math.max(BUSY_PAGE_MS + perRow, smallest));
          }
        },
      ),
    );
  });
});
