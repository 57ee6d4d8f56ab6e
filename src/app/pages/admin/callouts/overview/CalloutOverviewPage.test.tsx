// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notifications } from "@stores/notifications";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  contact,
  fakeApi,
  json,
  pageOf,
  resetPage,
  reviewer,
  rulesOf,
  visit,
} from "@tests/support/app/callouts";
import CalloutOverviewPage from "./CalloutOverviewPage";

const PATH = `/admin/callouts/view/${CALLOUT.id}`;
let view: Rendered;

function serve(callout = CALLOUT) {
  return fakeApi((request) => {
    if (request.path === `callout/${callout.id}` && request.method === "GET") {
      return json(200, callout);
    }
    if (request.path === `callout/${callout.id}` && request.method === "PATCH") {
      return json(200, { ...callout, status: "ended" });
    }
    if (request.path === `callout/${callout.id}` && request.method === "DELETE") {
      return json(204);
    }
    if (request.path === `callout/${callout.id}/responses`) {
      const day = rulesOf(request).rules[0].value[0] as string;
      return json(200, pageOf([], day.endsWith("-09") ? 7 : 1));
    }
    if (request.path === `callout/${callout.id}/tags`) {
      return json(200, [
        { id: "t1", name: "Checked", description: "" },
        { id: "t2", name: "Follow up", description: "" },
      ]);
    }
    if (request.path === `callout/${callout.id}/reviewers`) {
      return json(200, [{ id: "r1", contact: contact("p1", "Pat"), createdAt: "2026-03-01" }]);
    }
    return undefined;
  });
}

async function open(user = undefined as Parameters<typeof visit>[1]) {
  visit(PATH, user);
  view = render(<CalloutOverviewPage params={{ id: CALLOUT.id }} />);
  await settle();
}

afterEach(() => {
  view.unmount();
  resetPage();
  vi.useRealTimers();
});

describe("CalloutOverviewPage", () => {
  it("sums the callout up: title, status, when it ends, settings in words", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z"), toFake: ["Date"] });
    serve({ ...CALLOUT, expires: "2026-03-13T12:00:00Z" });
    await open();
    expect(view.container.querySelector("h1")?.textContent).toBe("Where does the water stand?");
    const text = view.container.textContent;
    expect(text).toContain("Ends in 3 days");
    expect(text).toContain(
      "Who can answerEveryone. People who are not signed in may leave their name and email.",
    );
    expect(text).toContain("AnswersEach person may answer as often as they like.");
    const tabs = [...view.container.querySelectorAll('nav[aria-label="Callout"] a')].map((a) =>
      a.getAttribute("aria-label"),
    );
    expect(tabs).toEqual(["Overview", "Responses, 3", "Tags and reviewers"]);
  });

  it("charts the responses of each day it has been open, with the numbers as a table", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z"), toFake: ["Date"] });
    const { requests } = serve();
    await open();
    const days = requests
      .filter((request) => request.path.endsWith("/responses"))
      .map((request) => [request.query.get("limit"), rulesOf(request).rules[0].value[0]]);
    expect(days).toHaveLength(10);
    expect(days[0]).toEqual(["0", "2026-03-01"]);
    expect(days.at(-1)).toEqual(["0", "2026-03-10"]);
    const figure = view.container.querySelector("figure")!;
    expect(figure.textContent).toContain("16 in the last 10 days. The most on Mar 9: 7.");
    expect(figure.querySelectorAll("tbody tr")).toHaveLength(10);
  });

  it("ends an open callout after asking, and says so", async () => {
    const { requests } = serve();
    await open();
    await press(buttonNamed(view.container, "End now"));
    const dialog = view.container.querySelector("dialog[open]")!;
    expect(dialog.textContent).toContain("Readers can no longer answer");
    await press(buttonNamed(dialog as HTMLElement, "End now"));
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
      expires: "now",
    });
    expect($notifications.get().at(-1)?.title).toBe(
      "“Where does the water stand?” has ended. Readers can no longer answer.",
    );
  });

  it("names what a deletion removes, with counts, before deleting", async () => {
    const { requests } = serve();
    await open();
    await press(buttonNamed(view.container, "Delete"));
    const dialog = view.container.querySelector<HTMLElement>("dialog[open]")!;
    expect(dialog.textContent).toContain(
      "This deletes the callout with its 3 responses, with their comments and history; 2 tags, 1 reviewer and the saved views of its responses.",
    );
    await press(buttonNamed(dialog, "Delete callout"));
    expect(requests.some((request) => request.method === "DELETE")).toBe(true);
    expect(location.pathname).toBe("/admin/callouts");
  });

  it("gives reviewers the view and the snippet, not the admin's actions", async () => {
    serve();
    await open(reviewer);
    const buttons = [...view.container.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).not.toContain("Delete");
    expect(buttons).not.toContain("End now");
    expect(view.container.querySelector('a[href="/callouts/flooding"]')?.textContent).toBe("View");
    expect(view.container.textContent).toContain(`${location.origin}/callouts/flooding`);
    const snippet = view.container.querySelector("textarea")!;
    expect(snippet.value).toBe(
      `<a href="${location.origin}/callouts/flooding" data-agora-embed>Where does the water stand?</a>\n` +
        `<script src="${location.origin}/loader.js" async></script>`,
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await press(buttonNamed(view.container, "Copy the snippet"));
    expect(writeText).toHaveBeenCalledWith(snippet.value);
  });

  it("says when the callout is not one the person may see", async () => {
    fakeApi(() => json(404, { httpCode: 404, message: "No such callout" }));
    await open(reviewer);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      "This callout doesn't exist, or you don't review it.",
    );
  });

  it("treats a published callout the person does not review as not theirs", async () => {
    serve({ ...CALLOUT, responseCount: undefined });
    await open(reviewer);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      "This callout doesn't exist, or you don't review it.",
    );
    expect(view.container.querySelector("textarea")).toBeNull();
  });
});
