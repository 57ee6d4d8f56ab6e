// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { QueryState } from "@stores/query";
import { render, type Rendered } from "../testing/render";
import { useTableQuery, type TableQuery } from "./useTableQuery";

interface Page {
  items: string[];
  total: number;
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

/** Writes what the hook gives into the page, where the test reads it back. */
function Probe({ state }: { state: QueryState<Page> }) {
  const table = useTableQuery(state, (page) => ({ rows: page.items, total: page.total }));
  return <output>{JSON.stringify(table)}</output>;
}

const seen = (): TableQuery<string> =>
  JSON.parse(view!.container.querySelector("output")!.textContent!) as TableQuery<string>;

const ready = (items: string[], refreshing = false): QueryState<Page> => ({
  status: "ready",
  data: { items, total: 9 },
  refreshing,
});

describe("useTableQuery", () => {
  it("has no rows before the first answer, then the answer's rows and total", () => {
    view = render(<Probe state={{ status: "loading" }} />);
    expect(seen()).toEqual({ total: 0, loading: true, failed: false });
    view.rerender(<Probe state={ready(["a", "b"])} />);
    expect(seen()).toEqual({ rows: ["a", "b"], total: 9, loading: false, failed: false });
  });

  it("keeps the last rows while another request loads, and while a read refreshes", () => {
    view = render(<Probe state={ready(["a", "b"])} />);
    view.rerender(<Probe state={{ status: "loading" }} />);
    expect(seen()).toEqual({ rows: ["a", "b"], total: 9, loading: true, failed: false });
    view.rerender(<Probe state={ready(["c"], true)} />);
    expect(seen()).toEqual({ rows: ["c"], total: 9, loading: true, failed: false });
  });

  it("says a failure, without rows", () => {
    view = render(<Probe state={ready(["a"])} />);
    view.rerender(<Probe state={{ status: "failed", error: new Error("offline") }} />);
    expect(seen()).toEqual({ total: 0, loading: false, failed: true });
  });
});
