// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { $notifications, removeNotification } from "@stores/notifications";
import { fillIn } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import UiToolkitPage from "./UiToolkitPage";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  history.replaceState(null, "", "/");
  for (const { id } of $notifications.get()) removeNotification(id);
});

const $ = <T extends Element = HTMLElement>(selector: string) =>
  view!.container.querySelector<T>(selector)!;
const buttonNamed = (name: string) =>
  Array.from(view!.container.querySelectorAll("button")).find((b) => b.textContent === name)!;

describe("UiToolkitPage", () => {
  it("has one h1 and a named section per part", () => {
    view = render(<UiToolkitPage />);
    expect(Array.from(view.container.querySelectorAll("h1")).map((h) => h.textContent)).toEqual([
      "UI toolkit",
    ]);
    const sections = Array.from(view.container.querySelectorAll("section"));
    expect(
      sections.map((s) => document.getElementById(s.getAttribute("aria-labelledby")!)?.tagName),
    ).toEqual(Array.from({ length: 11 }, () => "H2"));
  });

  it("checks the email field when it is left", () => {
    view = render(<UiToolkitPage />);
    const email = $<HTMLInputElement>("#toolkit-email");
    fillIn(email, "a");
    fillIn(email, "");
    act(() => email.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // The schema's email rule, in the words every form uses for it.
    expect(document.getElementById("toolkit-email-error")?.textContent).toBe(
      "Enter an email address like name@example.com",
    );
  });

  it("lists the problems and focuses the first one on submit", () => {
    view = render(<UiToolkitPage />);
    act(() => buttonNamed("Submit").click());
    expect($('[role="alert"] p').textContent).toBe("Please check these 3 fields:");
    expect(Array.from(document.querySelectorAll('[role="alert"] a'), (a) => a.textContent)).toEqual(
      ["Email address", "Name of your organisation", "I agree to the terms"],
    );
    expect(document.activeElement?.id).toBe("toolkit-email");
    expect($("#toolkit-organisation-name").getAttribute("aria-invalid")).toBe("true");
    expect($("#toolkit-agree").getAttribute("aria-invalid")).toBe("true");
  });

  it("adds rows of links, each field labelled and checked by its row", () => {
    view = render(<UiToolkitPage />);
    act(() => buttonNamed("Add a link").click());
    act(() => buttonNamed("Add a link").click());
    const url = $<HTMLInputElement>("#toolkit-links-1-url");
    expect($('label[for="toolkit-links-1-url"]').textContent).toBe("Address of link 2*");
    expect(document.activeElement).toBe($("#toolkit-links-1-text"));
    fillIn(url, "example.org");
    act(() => url.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(document.getElementById("toolkit-links-1-url-error")?.textContent).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    // Removing the first row moves the second, its value and its message, up.
    act(() =>
      view!.container.querySelector<HTMLButtonElement>('[aria-label="Remove link 1"]')!.click(),
    );
    expect($<HTMLInputElement>("#toolkit-links-0-url").value).toBe("example.org");
    expect(document.getElementById("toolkit-links-0-url-error")?.textContent).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    expect($("#toolkit-links-1-url")).toBeNull();
  });

  it("pushes a toast of the chosen variant and kind", () => {
    view = render(<UiToolkitPage />);
    act(() => buttonNamed("Error toast that counts down").click());
    expect($notifications.get()).toMatchObject([
      { variant: "error", removeable: "auto", title: "The changes could not be saved" },
    ]);
  });

  it("asks before deleting, with focus on Cancel, and closes on Cancel", () => {
    view = render(<UiToolkitPage />);
    const remove = buttonNamed("Delete the example");
    act(() => remove.focus());
    act(() => remove.click());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"], dialog')!;
    expect(dialog.textContent).toContain("Delete the example?");
    expect(document.activeElement?.textContent).toBe("Cancel");
    act(() => (document.activeElement as HTMLButtonElement).click());
    // The native dialog gives focus back to the button in a browser.
    expect(document.querySelector("dialog")?.open ?? false).toBe(false);
    expect($notifications.get()).toEqual([]);
  });

  it("keeps the example pager's page in the address", () => {
    view = render(<UiToolkitPage />);
    expect(view.container.textContent).toContain("Showing page 1 of the example list.");
    act(() => buttonNamed("Next page").click());
    expect(location.search).toBe("?page=2");
    expect(view.container.textContent).toContain("Showing page 2 of the example list.");
  });

  it("selects a page of example members, then every matching one for a bulk action", () => {
    view = render(<UiToolkitPage />);
    const table = document.getElementById("toolkit-tables")!.closest("section")!;
    const pageBox = table.querySelector<HTMLInputElement>(
      'input[aria-label="Select all rows on this page"]',
    )!;
    act(() => pageBox.click());
    expect(table.querySelector('[aria-live="polite"]')?.textContent).toBe("5 selected");
    const selectAll = Array.from(table.querySelectorAll("button")).find(
      (b) => b.textContent === "Select all 23 matching rows",
    )!;
    act(() => selectAll.click());
    expect(table.querySelector('[aria-live="polite"]')?.textContent).toBe(
      "All 23 matching rows are selected",
    );
    act(() =>
      Array.from(table.querySelectorAll("button"))
        .find((b) => b.textContent === "Export")!
        .click(),
    );
    expect($notifications.get()).toMatchObject([
      { variant: "success", title: "23 members would be exported. Nothing real was." },
    ]);
  });
});
