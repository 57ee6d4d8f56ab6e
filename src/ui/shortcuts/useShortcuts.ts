import { useEffect, useRef } from "react";

/** A key and what it does; `key` is `KeyboardEvent.key` ("/", "j", "?", "Enter"). */
export interface Shortcut {
  key: string;
  /** Whether the key is the shortcut's this time; false leaves it to the browser. */
  when?(event: KeyboardEvent): boolean;
  run(event: KeyboardEvent): void;
}

/** Whether the key goes to a field someone is typing in, which shortcuts must leave alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Checkboxes and radios take Space, not text: a list's row checkbox keeps j and k working.
  return !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
}

/**
 * Single-key shortcuts on the whole page while `enabled`: off while typing in a field, with
 * Ctrl, Alt or Meta held (the browser's and the screen reader's own), and while a modal dialog
 * is open (the page behind it is inert).
 */
export function useShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  // The latest shortcuts, read at key time: the listener is added once.
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const shortcut = current.current.find(
        (candidate) => candidate.key === event.key && (candidate.when?.(event) ?? true),
      );
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run(event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
