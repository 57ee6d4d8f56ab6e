export { KeyHint } from "./KeyHint";
export { ShortcutsDialog, ShortcutsHelp } from "./ShortcutsDialog";
export { LIST_SHORTCUTS, useListShortcuts } from "./useListShortcuts";
export { isTyping, useShortcuts, type Shortcut } from "./useShortcuts";
export { keyboardOnly } from "./styles";
