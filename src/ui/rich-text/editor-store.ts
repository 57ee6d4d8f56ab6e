import type { EditorState } from "prosemirror-state";
import type { EditorView } from "prosemirror-view";

/**
 * The editor's view, and its state as React reads it (`useSyncExternalStore`): ProseMirror
 * owns the state, and the editor says when it changes.
 */
export function editorStore() {
  let view: EditorView | undefined;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    state: (): EditorState | undefined => view?.state,
    view: () => view,
    /** A new view, or none, or its state changed. */
    changed(next = view) {
      view = next;
      for (const listener of listeners) listener();
    },
  };
}
