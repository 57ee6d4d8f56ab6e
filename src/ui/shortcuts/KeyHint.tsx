import { keyHint } from "./styles";

/**
 * The key a control answers to, drawn as a key beside its label (never as a count's badge).
 * Hidden from the control's name: give the key with `aria-keyshortcuts` on the control.
 */
export function KeyHint({ shortcut }: { shortcut: string }) {
  return (
    <kbd className={keyHint} aria-hidden="true">
      {shortcut}
    </kbd>
  );
}
