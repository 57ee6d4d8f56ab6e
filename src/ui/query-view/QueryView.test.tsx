// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { read } from "@core/api/call";
import { clearQueries, useQuery } from "@stores/query";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { QueryView } from "./QueryView";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const NOTES = read<string[]>("note");

function Notes() {
  const state = useQuery(NOTES);
  return (
    <QueryView
      state={state}
      read={NOTES}
      loading="Loading the notes"
      failed="We couldn't load the notes."
      notFound={<p>There is no such list.</p>}
      empty={<p>No notes yet.</p>}
      isEmpty={(notes) => notes.length === 0}
    >
      {(notes) => (
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

let fetch: MockInstance<typeof globalThis.fetch>;
let view: Rendered | undefined;
beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  clearQueries();
});

describe("QueryView", () => {
  it("says it is loading, then shows the answer", async () => {
    fetch.mockImplementation(async () => json(200, ["Buy milk"]));
    view = render(<Notes />);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe("Loading the notes");
    await settle();
    expect(view.container.querySelector("li")?.textContent).toBe("Buy milk");
  });

  it("reports a failure in an alert, and asks again on Try again", async () => {
    fetch.mockImplementationOnce(async () => json(503, { httpCode: 503 }));
    fetch.mockImplementationOnce(async () => json(200, ["Buy milk"]));
    view = render(<Notes />);
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("We couldn't load the notes.");
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(view.container.querySelector("li")?.textContent).toBe("Buy milk");
  });

  it("shows what the page says of a missing thing, or of an empty answer", async () => {
    fetch.mockImplementationOnce(async () => json(404, { httpCode: 404 }));
    view = render(<Notes />);
    await settle();
    expect(view.container.textContent).toBe("There is no such list.");
    view.unmount();
    clearQueries();
    fetch.mockImplementationOnce(async () => json(200, []));
    view = render(<Notes />);
    await settle();
    expect(view.container.textContent).toBe("No notes yet.");
  });
});
