import { useLingui } from "@lingui/react/macro";
import { baseKeymap, setBlockType } from "prosemirror-commands";
import { history, redo, redoDepth, undo, undoDepth } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  headingLevel,
  inBlockquote,
  insertHardBreak,
  linkAt,
  listType,
  markActive,
  removeLink,
  setLink,
  toggleBlockquote,
  toggleBold,
  toggleHeading,
  toggleItalic,
  toggleList,
} from "./commands";
import { editorStore } from "./editor-store";
import { fromHtml, isEmptyDocument, toHtml } from "./html";
import { ICONS } from "./icons";
import { LinkDialog } from "./LinkDialog";
import { cleanPaste } from "./paste";
import { shortcut } from "./platform";
import { schema } from "./schema";
import { area, content, frame } from "./styles";
import { Toolbar, type Tool } from "./Toolbar";

export interface EditorProps {
  /** The text's id (the field's), and the ids that name and describe it. */
  id: string;
  labelId: string;
  describedBy?: string;
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  handleRef?: { current: RichTextHandle | null } | undefined;
  onFocus?: (() => void) | undefined;
}

/** What a page may do to the text from outside the editor. */
export interface RichTextHandle {
  /** Puts text where the cursor was last (replacing a selection), and focuses the editor. */
  insertText(text: string): void;
}

interface LinkEditing {
  href: string;
  askText: boolean;
}

const { nodes } = schema;

/**
 * The editor itself, loaded when it first shows (ProseMirror stays out of every other
 * screen): the toolbar over a ProseMirror view whose document is read from `value` and
 * written back as sanitiser-ready HTML (`toHtml`) on every change.
 */
export function Editor(props: EditorProps) {
  const { id, labelId, describedBy, value, invalid, required, disabled, placeholder } = props;
  const { t } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [store] = useState(editorStore);
  const state = useSyncExternalStore(store.subscribe, store.state);
  const [editingLink, setEditingLink] = useState<LinkEditing>();
  const [refocus, setRefocus] = useState(false);
  /** The HTML last read or written, so a `value` that is our own change is not read again. */
  const known = useRef(value);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const openLink = () => {
    const current = store.state();
    if (!current || latest.current.disabled) return;
    const at = linkAt(current);
    setRefocus(false);
    setEditingLink({ href: at?.href ?? "", askText: !at && current.selection.empty });
  };
  const openLinkRef = useRef(openLink);
  useLayoutEffect(() => {
    openLinkRef.current = openLink;
  });

  useEffect(() => {
    const focusToolbar = () => {
      toolbar.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      return true;
    };
    const keys = keymap({
      "Mod-b": toggleBold,
      "Mod-i": toggleItalic,
      "Mod-k": () => {
        openLinkRef.current();
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
    const editor = new EditorView(mount.current, {
      state: EditorState.create({
        doc: fromHtml(known.current),
        plugins: [history(), keys, keymap(baseKeymap)],
      }),
      transformPasted: cleanPaste,
      handleDOMEvents: {
        focus: () => {
          latest.current.onFocus?.();
          return false;
        },
      },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        store.changed();
        if (!tr.docChanged) return;
        const html = toHtml(next.doc);
        if (html === known.current) return;
        known.current = html;
        latest.current.onChange(html);
      },
    });
    store.changed(editor);
    return () => {
      editor.destroy();
      store.changed(undefined);
    };
  }, [store]);

  const { handleRef } = props;
  useEffect(() => {
    if (!handleRef) return;
    handleRef.current = {
      insertText(text) {
        const editor = store.view();
        if (!editor || latest.current.disabled) return;
        const { from, to } = editor.state.selection;
        editor.dispatch(editor.state.tr.insertText(text, from, to).scrollIntoView());
        editor.focus();
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, store]);

  // A value from outside (a form reset, another answer loaded) starts the text afresh.
  useEffect(() => {
    const editor = store.view();
    if (!editor || value === known.current) return;
    known.current = value;
    editor.updateState(EditorState.create({ doc: fromHtml(value), plugins: editor.state.plugins }));
    store.changed();
  }, [value, store]);

  useEffect(() => {
    store.view()?.setProps({
      editable: () => !disabled,
      attributes: (current) => ({
        id,
        class: content,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(disabled ? { "aria-disabled": "true" } : {}),
        ...(placeholder
          ? { "aria-placeholder": placeholder, "data-placeholder": placeholder }
          : {}),
        ...(placeholder && isEmptyDocument(current.doc) ? { "data-empty": "" } : {}),
      }),
    });
  }, [store, id, labelId, describedBy, invalid, required, disabled, placeholder]);

  const run = (command: Command) => () => {
    const editor = store.view();
    if (editor) command(editor.state, editor.dispatch, editor);
  };
  const can = (command: Command) => (state ? command(state) : false);
  const names = { Mod: t`Ctrl`, Shift: t`Shift`, Alt: t`Alt` };
  const keys = (combination: string) => shortcut(combination, names);
  const list = state && listType(state);
  const level = state && headingLevel(state);

  const tools: Tool[] = [
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

  // Back to the text once the dialog has gone: while it is open, the page behind is inert.
  useEffect(() => {
    if (!refocus || editingLink) return;
    store.view()?.focus();
  }, [refocus, editingLink, store]);
  const closeLink = () => {
    setEditingLink(undefined);
    setRefocus(true);
  };

  return (
    <div
      className={frame}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      {!disabled && (
        <Toolbar
          ref={toolbar}
          label={t`Formatting`}
          // The text it controls exists once the view does (its id is set as it is made).
          controls={state ? id : undefined}
          tools={tools}
          onLeave={() => store.view()?.focus()}
        />
      )}
      <div ref={mount} className={area} />
      {editingLink && (
        <LinkDialog
          {...editingLink}
          onApply={(href, text) => {
            run(setLink(href, text))();
            closeLink();
          }}
          onRemove={() => {
            run(removeLink)();
            closeLink();
          }}
          onClose={closeLink}
        />
      )}
    </div>
  );
}
