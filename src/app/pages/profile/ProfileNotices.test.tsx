// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notice } from "@core/notices";
import { clearQueries } from "@stores/query";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { ProfileNotices } from "./ProfileNotices";

const notice = (id: string, extra: Partial<Notice> = {}): Notice => ({
  id,
  createdAt: "2025-05-01T09:00:00.000Z",
  updatedAt: "2025-05-01T09:00:00.000Z",
  name: `Notice ${id}`,
  text: `<p>Text of ${id}</p><script>alert(1)</script>`,
  starts: "2025-05-01T09:00:00.000Z",
  expires: null,
  status: "open",
  buttonText: null,
  url: null,
  ...extra,
});

let view: Rendered;
afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
});

function answer(status: number, items: Notice[] = []) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(JSON.stringify({ total: items.length, offset: 0, count: items.length, items }), {
      status,
    }),
  );
}

describe("ProfileNotices", () => {
  it("asks for the open notices, newest first, and shows a card for each", async () => {
    const fetch = answer(200, [
      notice("a", { buttonText: "Book a place", url: "https://example.org/meet-up" }),
      notice("b"),
    ]);
    view = render(<ProfileNotices />);
    await settle();
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), "http://agora.test");
    expect(asked.pathname).toBe("/api/1.0/notice");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      sort: "createdAt",
      order: "DESC",
      rules: JSON.stringify({
        condition: "AND",
        rules: [{ field: "status", operator: "equal", value: ["open"] }],
      }),
    });
    const items = view.container.querySelectorAll("li");
    expect([...items].map((item) => item.textContent)).toEqual([
      "Text of aBook a place",
      "Text of b",
    ]);
    // The text is sanitised; a notice with a button is one link, named by its button.
    expect(view.container.querySelector("script")).toBeNull();
    const links = view.container.querySelectorAll("a");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("https://example.org/meet-up");
    expect(links[0]?.textContent).toBe("Book a place");
    expect(view.container.querySelector("section")?.getAttribute("aria-label")).toBe("Notices");
  });

  it("shows nothing when there are none", async () => {
    answer(200, []);
    view = render(<ProfileNotices />);
    await settle();
    expect(view.container.innerHTML).toBe("");
  });

  it("says so when they could not be loaded, and asks again on Try again", async () => {
    answer(500);
    view = render(<ProfileNotices />);
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("We couldn't load the latest notices.");
    vi.restoreAllMocks();
    answer(200, [notice("n1")]);
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(view.container.querySelectorAll("li")).toHaveLength(1);
  });
});
