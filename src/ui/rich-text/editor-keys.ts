import { baseKeymap, setBlockType } from "prosemirror-commands";
import { redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import type { Plugin } from "prosemirror-state";
import { insertHardBreak, toggleBold, toggleHeading, toggleItalic, toggleList } from "./commands";
import { schema } from "./schema";

const { nodes } = schema;

/** The editor's shortcuts (those the toolbar names, and list and line keys), then the base ones. */
export function editorKeymaps(openLink: () => void, focusToolbar: () => boolean): Plugin[] {
  const keys = keymap({
    "Mod-b": toggleBold,
    "Mod-i": toggleItalic,
    "Mod-k": () => {
      openLink();
      return true;
    },
    "Mod-z": undo,
    "Shift-Mod-z": redo,
    "Mod-y": redo,
    "Mod-Alt-0": setBlockType(nodes.paragraph),
    "Mod-Alt-2": toggleHeading(2),
    "Mod-Alt-3": toggleHeading(3),
    "Mod-Shift-7": toggleList(nodes.ordered_list),
    "Mod-Shift-8": toggleList(nodes.bullet_list),
    Enter: splitListItem(nodes.list_item),
    "Mod-[": liftListItem(nodes.list_item),
    "Mod-]": sinkListItem(nodes.list_item),
    "Shift-Enter": insertHardBreak,
    "Alt-F10": focusToolbar,
  });
  return [keys, keymap(baseKeymap)];
}
