// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ContactImport, ImportDryRun, ImportPreview, ImportStatus } from "@core/contacts";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { choose, fakeUploads, restoreUploads, type FakeRequest } from "@tests/support/ui/upload";
import ImportPage from "./ImportPage";
import { POLL_MS } from "./RunStep";

const CSV = [
  "E-mail,Vorname,Zuname,Stadt",
  "ada@example.org,Ada,Lovelace,London",
  "not-an-email,Bad,Row,Berlin",
  "grace@example.org,Grace,Hopper,Arlington",
].join("\r\n");

const PREVIEW: ImportPreview = {
  columns: ["E-mail", "Vorname", "Zuname", "Stadt"],
  rows: CSV.split("\r\n")
    .slice(1)
    .map((line) => line.split(",")),
  total: 3,
};

const DRY_RUN: ImportDryRun = {
  rows: 3,
  create: 2,
  update: 0,
  skip: 0,
  errors: [{ row: 2, field: "email", code: "invalid-email" }],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let uploads: FakeRequest[];
let fetch: MockInstance<typeof globalThis.fetch>;
let statuses: ImportStatus[];

const sent = (path: string) =>
  fetch.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as ContactImport);
const select = (label: string) => fieldLabelled<HTMLSelectElement>(view.container, label);
const text = () => view.container.textContent ?? "";

async function upload(contents = CSV, name = "members.csv") {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  choose(input, [new File([contents], name, { type: "text/csv" })]);
  await settle();
}

async function uploadAndPreview() {
  await upload();
  await uploads[0]!.respond(200, PREVIEW);
  await settle();
}

beforeEach(() => {
  uploads = fakeUploads();
  statuses = [];
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith("/contact-import/dry-run")) return json(200, DRY_RUN);
    if (url.endsWith("/contact-import")) return json(202, { id: "job-1" });
    if (url.endsWith("/contact-import/job-1")) return json(200, statuses.shift());
    return json(404, { httpCode: 404 });
  });
  view = render(<ImportPage />);
});

afterEach(() => {
  view.unmount();
  restoreUploads();
  clearQueries();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ImportPage", () => {
  it("uploads the file with a progress bar, then shows its columns with a guessed mapping", async () => {
    await upload();
    const request = uploads[0]!;
    expect(request.url).toBe("/api/1.0/contact-import/preview");
    expect(JSON.parse(String(request.body))).toEqual({ csv: CSV });
    request.progress(40, 100);
    const bar = view.container.querySelector("progress")!;
    expect(bar.getAttribute("aria-label")).toBe("Upload of members.csv");
    expect(bar.value).toBe(0.4);
    expect(text()).toContain("Uploading members.csv…");

    await request.respond(200, PREVIEW);
    await settle();
    expect(text()).toContain("members.csv: 3 rows.");
    expect(select("E-mail").value).toBe("email");
    expect(select("Vorname").value).toBe("firstname");
    expect(select("Zuname").value).toBe("");
    expect(select("Stadt").value).toBe("");
    // The first values of each column, under its field.
    const samples = view.container.querySelector('[aria-label="First values of Zuname"]')!;
    expect(samples.textContent).toBe("LovelaceRowHopper");
  });

  it("says why a file cannot be imported: empty, not CSV, or refused by the server", async () => {
    await upload("", "empty.csv");
    expect(uploads).toHaveLength(0);
    expect(text()).toContain("empty.csv is empty.");

    await upload("x", "members.xlsx");
    expect(uploads).toHaveLength(0);
    expect(text()).toContain("This is not a CSV file.");

    await upload("\u0000\u0000PNG", "photo.csv");
    await uploads[0]!.respond(400, { code: "import-not-csv", message: "Not CSV" });
    expect(text()).toContain("This is not a CSV file.");
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await upload("email\r\n", "header.csv");
    await uploads[1]!.respond(400, { code: "import-empty", message: "Empty" });
    expect(text()).toContain("header.csv has no contacts");

    await upload("email\r\nx@example.org", "huge.csv");
    await uploads[2]!.respond(400, { code: "import-too-many-rows", message: "Too many" });
    expect(text()).toContain("huge.csv has more than 100,000 contacts");
    expect(text()).not.toContain("Too many");
  });

  it("needs the email column, previews rows as they will be imported, and checks the file", async () => {
    await uploadAndPreview();
    fillIn(select("E-mail"), "");
    await press(buttonNamed(view.container, "Check the file"));
    expect(sent("/contact-import/dry-run")).toEqual([]);
    expect(text()).toContain("Choose the column with the email addresses");
    const emailSelect = select("E-mail");
    expect(emailSelect.getAttribute("aria-invalid")).toBe("true");

    fillIn(emailSelect, "email");
    fillIn(select("Zuname"), "lastname");
    fillIn(select("Stadt"), "firstname");
    await press(buttonNamed(view.container, "Check the file"));
    expect(sent("/contact-import/dry-run")).toEqual([]);
    expect(text()).toContain("Another column fills this field already.");
    fillIn(select("Stadt"), "");

    const preview = view.container.querySelector("table")!;
    expect(preview.querySelector("caption")?.textContent).toContain(
      "The first 3 contacts as they will be imported",
    );
    expect(preview.textContent).toContain("Lovelace");
    expect(preview.textContent).not.toContain("London");

    const update = view.container.querySelector<HTMLInputElement>('input[value="update"]')!;
    act(() => update.click());
    await press(buttonNamed(view.container, "Check the file"));
    expect(sent("/contact-import/dry-run")).toEqual([
      { csv: CSV, mapping: ["email", "firstname", "lastname", null], existing: "update" },
    ]);
    expect(text()).toContain("Nothing is stored yet.");
    const figures = view.container.querySelector('[aria-label="What the import would do"]')!;
    expect(figures.textContent).toContain("New contacts2");
    expect(figures.textContent).toContain("Failing rows1");
    // Data row 2 is the spreadsheet's row 3; the column as the file and the screen name it.
    const failing = [...view.container.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(failing).toEqual([
      ["3", "E-mail (Email)", "Enter an email address like name@example.com"],
    ]);

    // Back to the mapping keeps what was chosen.
    await press(buttonNamed(view.container, "Back to the mapping"));
    expect(select("Zuname").value).toBe("lastname");
    expect(view.container.querySelector<HTMLInputElement>('input[value="update"]')!.checked).toBe(
      true,
    );
  });

  it("runs the import with a progress bar, then reports what it did", async () => {
    await uploadAndPreview();
    await press(buttonNamed(view.container, "Check the file"));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    statuses = [
      { id: "job-1", state: "running", done: 1, total: 3, report: null },
      {
        id: "job-1",
        state: "done",
        done: 3,
        total: 3,
        report: { created: 2, updated: 0, skipped: 0, failed: 1, errors: DRY_RUN.errors },
      },
    ];
    act(() => buttonNamed(view.container, "Import 2 contacts").click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent("/contact-import")).toEqual([
      { csv: CSV, mapping: ["email", "firstname", null, null], existing: "skip" },
    ]);
    const bar = view.container.querySelector("progress")!;
    expect(bar.getAttribute("aria-label")).toBe("Import of members.csv");
    expect(bar.value).toBeCloseTo(1 / 3);
    expect(text()).toContain("1 of 3 rows");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(text()).toContain("Import finished");
    expect(view.container.querySelector("progress")).toBeNull();
    const figures = view.container.querySelector('[aria-label="What the import did"]')!;
    expect(figures.textContent).toContain("Contacts created2");
    expect(figures.textContent).toContain("Failed rows1");
    expect(text()).toContain("Enter an email address like name@example.com");
    const link = [...view.container.querySelectorAll("a")].find((a) =>
      a.textContent?.includes("See the contacts"),
    );
    expect(link?.getAttribute("href")).toBe("/admin/contacts");
  });
});
