import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useEffect, useLayoutEffect, useRef } from "react";

/** The triage keys, in the order the help lists them. */
export const TRIAGE_KEYS = ["j", "k", "1", "2", "3", "t", "a", "m", "c", "e", "u", "?"] as const;
export type TriageKey = (typeof TRIAGE_KEYS)[number];

export const KEY_LABELS: Record<TriageKey, MessageDescriptor> = {
  j: msg`Next response`,
  k: msg`Previous response`,
  "1": msg`Move to the inbox`,
  "2": msg`Move to Verified`,
  "3": msg`Move to the trash`,
  t: msg`Add or remove tags`,
  a: msg`Assign to someone`,
  m: msg`Assign to me`,
  c: msg`Write a comment`,
  e: msg`Edit the answers`,
  u: msg`Undo the last change`,
  "?": msg`Show these keys`,
};

/** Whether a key goes to what is being typed: text fields, menus, rich text. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) {
    return true;
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * Calls the handler of a triage key pressed on the page: never while typing in a field, with
 * Ctrl, Cmd or Alt held (the browser's and the screen reader's keys), or while a dialog is
 * open (its own keys come first).
 */
export function useTriageKeys(handlers: Partial<Record<TriageKey, () => void>>): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector("dialog[open]")) return;
      const handler = latest.current[event.key as TriageKey];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
