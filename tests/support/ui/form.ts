// Helpers for tests that fill in forms; only test files import this module.
import { act } from "react";

/**
 * Types `value` into a text input, text area or select as a person would: React only sees a
 * change made through the element prototype's setter, followed by the event it listens to.
 */
export function fillIn(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  act(() => {
    setter?.call(control, value);
    const kind = control instanceof HTMLSelectElement ? "change" : "input";
    control.dispatchEvent(new Event(kind, { bubbles: true }));
  });
}

/** Lets pending requests and the state updates after them finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

/** A button by its visible text. */
export function buttonNamed(container: HTMLElement, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll("button")].find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!button) throw new Error(`No button "${name}"`);
  return button;
}

/** A form control by the text of its label. */
export function fieldLabelled<T extends HTMLElement = HTMLInputElement>(
  container: HTMLElement,
  label: string,
): T {
  const element = [...container.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.replace(/\*$/, "").trim() === label,
  );
  const control = element && document.getElementById(element.htmlFor);
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control as T;
}

/** Submits the form a button belongs to by clicking it, then lets the request finish. */
export async function press(button: HTMLButtonElement): Promise<void> {
  act(() => button.click());
  await settle();
}
