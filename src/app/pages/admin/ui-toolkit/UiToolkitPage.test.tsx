// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { $notifications, removeNotification } from "../../../../stores/notifications";
import { fillIn } from "../../../../ui/form/testing";
import { render, type Rendered } from "../../../../ui/testing/render";
import UiToolkitPage from "./UiToolkitPage";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
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
    ).toEqual(["H2", "H2", "H2", "H2"]);
  });

  it("checks the email field when it is left", () => {
    view = render(<UiToolkitPage />);
    const email = $<HTMLInputElement>("#toolkit-email");
    fillIn(email, "a");
    fillIn(email, "");
    act(() => email.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("toolkit-email-error")?.textContent).toBe(
      "This field is required",
    );
  });

  it("lists the problems and focuses the first one on submit", () => {
    view = render(<UiToolkitPage />);
    act(() => buttonNamed("Submit").click());
    expect($('[role="alert"] p').textContent).toBe("Please check these 2 fields:");
    expect(Array.from(document.querySelectorAll('[role="alert"] a'), (a) => a.textContent)).toEqual(
      ["Email address", "I agree to the terms"],
    );
    expect(document.activeElement?.id).toBe("toolkit-email");
    expect($("#toolkit-agree").getAttribute("aria-invalid")).toBe("true");
  });

  it("pushes a toast of the chosen variant and kind", () => {
    view = render(<UiToolkitPage />);
    act(() => buttonNamed("Error toast that counts down").click());
    expect($notifications.get()).toMatchObject([
      { variant: "error", removeable: "auto", title: "The changes could not be saved" },
    ]);
  });
});
