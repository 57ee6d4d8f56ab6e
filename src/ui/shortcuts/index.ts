export { KeyHint } from "./KeyHint";
export { ShortcutsHelp } from "./ShortcutsDialog";
export { useListShortcuts } from "./useListShortcuts";
export { keyboardOnly } from "./styles";
