/** What a part of a form that hides fields (a tab not shown) listens for, to show one. */
export const REVEAL_EVENT = "agora-reveal";

/**
 * Moves focus to a form's control. A control in a part that is not shown cannot take focus:
 * that part is asked to show it first (REVEAL_EVENT, bubbling up from the control), and focus
 * is tried again once it has rendered.
 */
export function focusField(target: HTMLElement | null): void {
  if (!target) return;
  target.dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true }));
  target.focus();
  if (document.activeElement !== target) requestAnimationFrame(() => target.focus());
}
