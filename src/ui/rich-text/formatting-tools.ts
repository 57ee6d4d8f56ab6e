import { useLingui } from "@lingui/react/macro";
import { redo, redoDepth, undo, undoDepth } from "prosemirror-history";
import type { Command, EditorState } from "prosemirror-state";
import {
  headingLevel,
  inBlockquote,
  listType,
  markActive,
  toggleBlockquote,
  toggleBold,
  toggleHeading,
  toggleItalic,
  toggleList,
} from "./commands";
import { ICONS } from "./icons";
import { shortcut } from "./platform";
import { schema } from "./schema";
import type { Tool } from "./Toolbar";

const { nodes } = schema;

/**
 * The toolbar's buttons over the editor's state: each with its label, icon and shortcut,
 * pressed where the selection has it, disabled where it cannot apply.
 */
export function useFormattingTools(
  state: EditorState | undefined,
  run: (command: Command) => () => void,
  openLink: () => void,
): Tool[] {
  const { t } = useLingui();
  const can = (command: Command) => (state ? command(state) : false);
  const names = { Mod: t`Ctrl`, Shift: t`Shift`, Alt: t`Alt` };
  const keys = (combination: string) => shortcut(combination, names);
  const list = state && listType(state);
  const level = state && headingLevel(state);

  return [
    {
      key: "bold",
      label: t`Bold`,
      icon: ICONS.bold,
      ...keys("Mod+B"),
      pressed: Boolean(state && markActive(state, schema.marks.strong)),
      run: run(toggleBold),
    },
    {
      key: "italic",
      label: t`Italic`,
      icon: ICONS.italic,
      ...keys("Mod+I"),
      pressed: Boolean(state && markActive(state, schema.marks.em)),
      run: run(toggleItalic),
    },
    {
      key: "link",
      label: t`Link`,
      icon: ICONS.link,
      ...keys("Mod+K"),
      dialog: true,
      run: openLink,
    },
    {
      key: "heading2",
      label: t`Heading 2`,
      icon: ICONS.heading2,
      ...keys("Mod+Alt+2"),
      group: true,
      pressed: level === 2,
      disabled: !can(toggleHeading(2)),
      run: run(toggleHeading(2)),
    },
    {
      key: "heading3",
      label: t`Heading 3`,
      icon: ICONS.heading3,
      ...keys("Mod+Alt+3"),
      pressed: level === 3,
      disabled: !can(toggleHeading(3)),
      run: run(toggleHeading(3)),
    },
    {
      key: "bulletList",
      label: t`Bulleted list`,
      icon: ICONS.bulletList,
      ...keys("Mod+Shift+8"),
      pressed: list === nodes.bullet_list,
      disabled: !can(toggleList(nodes.bullet_list)),
      run: run(toggleList(nodes.bullet_list)),
    },
    {
      key: "orderedList",
      label: t`Numbered list`,
      icon: ICONS.orderedList,
      ...keys("Mod+Shift+7"),
      pressed: list === nodes.ordered_list,
      disabled: !can(toggleList(nodes.ordered_list)),
      run: run(toggleList(nodes.ordered_list)),
    },
    {
      key: "blockquote",
      label: t`Quote`,
      icon: ICONS.blockquote,
      pressed: Boolean(state && inBlockquote(state)),
      disabled: !can(toggleBlockquote),
      run: run(toggleBlockquote),
    },
    {
      key: "undo",
      label: t`Undo`,
      icon: ICONS.undo,
      ...keys("Mod+Z"),
      group: true,
      disabled: !state || undoDepth(state) === 0,
      run: run(undo),
    },
    {
      key: "redo",
      label: t`Redo`,
      icon: ICONS.redo,
      ...keys("Mod+Shift+Z"),
      disabled: !state || redoDepth(state) === 0,
      run: run(redo),
    },
  ];
}
