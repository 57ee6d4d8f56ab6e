import { useLingui } from "@lingui/react/macro";
import { history } from "prosemirror-history";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { linkAt, removeLink, setLink } from "./commands";
import { editorKeymaps } from "./editor-keys";
import { editorStore } from "./editor-store";
import { useFormattingTools } from "./formatting-tools";
import { fromHtml, isEmptyDocument, toHtml } from "./html";
import { LinkDialog } from "./LinkDialog";
import { cleanPaste } from "./paste";
import { area, content, frame } from "./styles";
import { Toolbar } from "./Toolbar";

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
    const editor = new EditorView(mount.current, {
      state: EditorState.create({
        doc: fromHtml(known.current),
        plugins: [history(), ...editorKeymaps(() => openLinkRef.current(), focusToolbar)],
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
  const tools = useFormattingTools(state, run, openLink);

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
