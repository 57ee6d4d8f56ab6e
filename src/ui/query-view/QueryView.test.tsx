// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { read } from "@core/api/call";
import { clearQueries, useQuery } from "@stores/query";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { allOf } from "./all-of";
import { QueryView } from "./QueryView";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const NOTES = read<string[]>("note");
const TAGS = read<string[]>("tag");

/** Two reads shown as one, inline: the failure is a line with its retry. */
function NotesAndTags() {
  const state = allOf(useQuery(NOTES), useQuery(TAGS));
  return (
    <p>
      Counts:{" "}
      <QueryView
        state={state}
        read={[NOTES, TAGS]}
        loading="Counting"
        failed="We couldn't count them."
        layout="inline"
        notFound={<span>Hidden.</span>}
        missingOn={[403, 404]}
      >
        {([notes, tags]) => `${notes.length} notes, ${tags.length} tags`}
      </QueryView>
    </p>
  );
}

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

  it("asks again for every read it combines, and shows them once all are there", async () => {
    const answers: Record<string, number[]> = {};
    fetch.mockImplementation(async (input) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const tries = (answers[path] ??= []);
      tries.push(1);
      // The tags fail the first time only.
      if (path.endsWith("/tag") && tries.length === 1) return json(503, { httpCode: 503 });
      return json(200, path.endsWith("/tag") ? ["a", "b"] : ["Buy milk"]);
    });
    view = render(<NotesAndTags />);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe("Counting");
    await settle();
    const alert = view.container.querySelector('span[role="alert"]');
    expect(alert?.textContent).toContain("We couldn't count them.");
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(view.container.textContent).toBe("Counts: 1 notes, 2 tags");
  });

  it("shows the missing state for the answers a page names", async () => {
    fetch.mockImplementation(async () => json(403, { httpCode: 403 }));
    view = render(<NotesAndTags />);
    await settle();
    expect(view.container.textContent).toBe("Counts: Hidden.");
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });

  it("shows nothing while loading when told, and a page's own failure with the retry", async () => {
    fetch.mockImplementation(async () => json(503, { httpCode: 503 }));
    function Quiet() {
      return (
        <QueryView
          state={useQuery(NOTES)}
          read={NOTES}
          loading={null}
          failed={<h1>The notes are away</h1>}
        />
      );
    }
    view = render(<Quiet />);
    expect(view.container.textContent).toBe("");
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.querySelector("h1")?.textContent).toBe("The notes are away");
    expect(alert?.querySelector("button")?.textContent).toBe("Try again");
  });
});
