import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect, useId, type ReactNode } from "react";
import { ConfirmDialog } from "../../ui/dialog";

/** A navigation held back until the person says whether to leave. */
interface HeldNavigation {
  /** The guard that asks. */
  owner: string;
  leave: () => void;
}

const $held = atom<HeldNavigation | undefined>(undefined);

/** Guards with unsaved changes, in the order they got them; the first one asks. */
const dirtyGuards = new Set<string>();
let release: (() => void) | undefined;

/** Whether `url` is another page than the one open: a new path, not just a new query or hash. */
function leavesPage(url: string | URL | null | undefined, from: string): boolean {
  if (url === null || url === undefined) return false;
  return new URL(url, from).pathname !== new URL(from).pathname;
}

/**
 * Holds back leaving the page while a guard has unsaved changes. wouter moves between pages
 * with `history.pushState` and `replaceState` (links, the menu, `navigate`): a call to another
 * path waits for a yes. Back and forward have already moved when `popstate` comes, so the
 * page's address is put back before wouter sees the event, and a yes goes back again. Leaving
 * the site or reloading gets the browser's own question (`beforeunload`). Returns the undo.
 */
function holdNavigation(): () => void {
  const { pushState, replaceState } = history;
  // The address of the page with the forms, kept up to date as its query changes.
  let page = location.href;
  // A confirmed back or forward: the `popstate` it causes goes through.
  let passPop = false;

  const ask = (go: () => void) => {
    const owner = dirtyGuards.values().next().value;
    if (owner === undefined) return go();
    $held.set({
      owner,
      leave: () => {
        $held.set(undefined);
        go();
      },
    });
  };

  const guarded = (original: typeof pushState): typeof pushState =>
    function (this: History, data, unused, url) {
      if (!leavesPage(url, page)) {
        original.call(this, data, unused, url);
        page = location.href;
        return;
      }
      ask(() => original.call(history, data, unused, url));
    };

  const onPopState = (event: PopStateEvent) => {
    if (passPop || !leavesPage(location.href, page)) {
      passPop = false;
      page = location.href;
      return;
    }
    // Before wouter's own listener, which would show the other page.
    event.stopImmediatePropagation();
    pushState.call(history, null, "", page);
    ask(() => {
      passPop = true;
      history.back();
    });
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Browsers that predate preventDefault() here ask when returnValue is set.
    event.returnValue = "";
  };

  const ownPush = guarded(pushState);
  const ownReplace = guarded(replaceState);
  history.pushState = ownPush;
  history.replaceState = ownReplace;
  window.addEventListener("popstate", onPopState, { capture: true });
  window.addEventListener("beforeunload", onBeforeUnload);
  return () => {
    // Put back only what is still ours, in case something wrapped it since.
    if (history.pushState === ownPush) history.pushState = pushState;
    if (history.replaceState === ownReplace) history.replaceState = replaceState;
    window.removeEventListener("popstate", onPopState, { capture: true });
    window.removeEventListener("beforeunload", onBeforeUnload);
  };
}

/**
 * Asks before leaving a page whose form has unsaved changes (`dirty`, e.g. `form.dirty`):
 * going to another page of the app waits for a yes in a `ConfirmDialog`, and leaving the site
 * or reloading gets the browser's own question. Saving or resetting the form (no longer dirty)
 * ends it. Render what it returns, the dialog, in the form's component.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useLingui();
  const id = useId();
  const held = useStore($held);

  useEffect(() => {
    if (!dirty) return;
    dirtyGuards.add(id);
    release ??= holdNavigation();
    return () => {
      dirtyGuards.delete(id);
      if ($held.get()?.owner === id) $held.set(undefined);
      if (dirtyGuards.size > 0) return;
      release?.();
      release = undefined;
    };
  }, [dirty, id]);

  return (
    <ConfirmDialog
      open={held?.owner === id}
      title={t`Leave this page?`}
      confirmLabel={t`Leave without saving`}
      onConfirm={() => held?.leave()}
      onCancel={() => $held.set(undefined)}
    >
      {t`You have changes that are not saved yet. If you leave this page, they are lost.`}
    </ConfirmDialog>
  );
}
