/** Whether shortcuts use ⌘ rather than Ctrl here, as ProseMirror's `Mod-` decides. */
export const usesCommandKey =
  typeof navigator !== "undefined" && /Mac|iP(?:hone|[ao]d)/.test(navigator.platform);

/** How the modifier keys are written on this computer's keyboards, in the reader's language. */
export interface KeyNames {
  Mod: string;
  Shift: string;
  Alt: string;
}

const APPLE_KEYS: KeyNames = { Mod: "⌘", Shift: "⇧", Alt: "⌥" };
/** Apple writes modifiers in this order, before the key and without separators. */
const APPLE_ORDER = ["Alt", "Shift", "Mod"];

/**
 * A shortcut written once as `Mod+Shift+8` (Mod: ⌘ on Apple computers, Ctrl elsewhere): for
 * `aria-keyshortcuts`, and as people read it on this computer (`Ctrl+Shift+8`, `⇧⌘8`).
 */
export function shortcut(keys: string, names: KeyNames): { keys: string; keysText: string } {
  const parts = keys.split("+");
  const modifier = usesCommandKey ? "Meta" : "Control";
  const aria = parts.map((part) => (part === "Mod" ? modifier : part)).join("+");
  const name = (part: string) =>
    (usesCommandKey ? APPLE_KEYS : names)[part as keyof KeyNames] ?? part;
  const keysText = usesCommandKey
    ? [
        ...APPLE_ORDER.filter((part) => parts.includes(part)),
        ...parts.filter((part) => !APPLE_ORDER.includes(part)),
      ]
        .map(name)
        .join("")
    : parts.map(name).join("+");
  return { keys: aria, keysText };
}
