import { lift, setBlockType, toggleMark, wrapIn } from "prosemirror-commands";
import type { Mark, MarkType, NodeType, ResolvedPos } from "prosemirror-model";
import { liftListItem, wrapInList } from "prosemirror-schema-list";
import {
  AllSelection,
  Selection,
  TextSelection,
  type Command,
  type EditorState,
  type Transaction,
} from "prosemirror-state";
import { schema } from "./schema";

const { nodes, marks } = schema;

/** Whether the selection's text carries the mark (what typing would carry, when empty). */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { empty, $from, from, to } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/**
 * Where the selection's text starts: its start, or for a selection of whole blocks (Select
 * all), the first place text can go inside it.
 */
function textStart(state: EditorState): ResolvedPos {
  const { $from } = state.selection;
  if ($from.parent.inlineContent) return $from;
  return Selection.findFrom($from, 1, true)?.$from ?? $from;
}

/**
 * A command that needs the selection inside the text (lifting out of a list or a quote): a
 * Select all becomes the same stretch of text first.
 */
function onText(command: Command): Command {
  return (state, dispatch, view) => {
    if (!(state.selection instanceof AllSelection)) return command(state, dispatch, view);
    const $end = Selection.findFrom(state.doc.resolve(state.doc.content.size), -1, true)?.$to;
    const tr = state.tr.setSelection(
      TextSelection.between(textStart(state), $end ?? textStart(state)),
    );
    // The command's steps join the selection's in one transaction: one step to undo.
    const join = (inner: Transaction) => {
      for (const step of inner.steps) tr.step(step);
      tr.setSelection(Selection.fromJSON(tr.doc, inner.selection.toJSON()));
      dispatch?.(tr.scrollIntoView());
    };
    return command(state.apply(tr), dispatch && join, view);
  };
}

/** The heading level of every selected block, when they are all headings of one level. */
export function headingLevel(state: EditorState): number | undefined {
  const { from, to } = state.selection;
  const levels = new Set<number | undefined>();
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isTextblock) return true;
    levels.add(node.type === nodes.heading ? (node.attrs.level as number) : undefined);
    return false;
  });
  return levels.size === 1 ? [...levels][0] : undefined;
}

/** The innermost list around the selection: its type and where it starts. */
function listAround(state: EditorState): { type: NodeType; pos: number } | undefined {
  const $from = textStart(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const { type } = $from.node(depth);
    if (type === nodes.bullet_list || type === nodes.ordered_list) {
      return { type, pos: $from.before(depth) };
    }
  }
  return undefined;
}

export function listType(state: EditorState): NodeType | undefined {
  return listAround(state)?.type;
}

export function inBlockquote(state: EditorState): boolean {
  const $from = textStart(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type === nodes.blockquote) return true;
  }
  return false;
}

export const toggleBold: Command = toggleMark(marks.strong);
export const toggleItalic: Command = toggleMark(marks.em);

/** A heading of `level`, or back to a paragraph when it is one already. */
export function toggleHeading(level: 2 | 3): Command {
  return (state, dispatch) =>
    headingLevel(state) === level
      ? setBlockType(nodes.paragraph)(state, dispatch)
      : setBlockType(nodes.heading, { level })(state, dispatch);
}

/** A list of `type`: made, changed from the other kind, or undone when it is one already. */
export function toggleList(type: NodeType): Command {
  return onText((state, dispatch) => {
    const around = listAround(state);
    if (!around) return wrapInList(type)(state, dispatch);
    if (around.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(around.pos, type));
    return true;
  });
}

export const toggleBlockquote: Command = onText((state, dispatch) =>
  inBlockquote(state) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch),
);

/** A line break inside the block (Shift+Enter). */
export const insertHardBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
  return true;
};

/** The link at a position and the whole stretch of text it covers. */
function linkRange($pos: ResolvedPos): { mark: Mark; from: number; to: number } | undefined {
  const { parent } = $pos;
  let index = $pos.index();
  let mark = marks.link.isInSet(parent.maybeChild(index)?.marks ?? []);
  // Right after a link's last letter still counts as at the link.
  if (!mark && $pos.textOffset === 0 && index > 0) {
    index -= 1;
    mark = marks.link.isInSet(parent.child(index).marks);
  }
  if (!mark) return undefined;
  let first = index;
  let last = index;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) first -= 1;
  while (last + 1 < parent.childCount && mark.isInSet(parent.child(last + 1).marks)) last += 1;
  let from = $pos.start();
  for (let child = 0; child < first; child += 1) from += parent.child(child).nodeSize;
  let to = from;
  for (let child = first; child <= last; child += 1) to += parent.child(child).nodeSize;
  return { mark, from, to };
}

/** The link the selection is in (or starts in): its address and its text's range. */
export function linkAt(state: EditorState): { href: string; from: number; to: number } | undefined {
  const range = linkRange(textStart(state));
  return range && { href: range.mark.attrs.href as string, from: range.from, to: range.to };
}

/**
 * Links the selection to `href`; with nothing selected, the link the cursor is in, or else
 * `text` (the address when none) is written as a new link. The cursor ends after the link.
 */
export function setLink(href: string, text?: string): Command {
  return (state, dispatch) => {
    const link = marks.link.create({ href });
    const { empty, from, to } = state.selection;
    const at = empty ? linkAt(state) : undefined;
    const tr = state.tr;
    if (!empty || at) {
      const range = at ?? { from, to };
      tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, link);
      // Writing goes on after the link, as after a new one.
      tr.setSelection(Selection.near(tr.doc.resolve(range.to), -1));
    } else {
      const written = text?.trim() || href;
      tr.insert(from, schema.text(written, [...state.selection.$from.marks(), link]));
      tr.setSelection(TextSelection.create(tr.doc, from + written.length));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Removes the link from the selection, or the whole link the cursor is in. */
export const removeLink: Command = (state, dispatch) => {
  const { empty, from, to } = state.selection;
  const range = empty ? linkAt(state) : { from, to };
  if (!range || !state.doc.rangeHasMark(range.from, range.to, marks.link)) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, marks.link));
  return true;
};
