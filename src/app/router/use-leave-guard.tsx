import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect, useId, type ReactNode } from "react";
import { ConfirmDialog } from "@ui/dialog";

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
 * Runs `go` at once, or once the person says yes when a guard has unsaved changes: for ways of
 * leaving that are not a navigation (logging out ends the session before it moves on).
 */
export function askBeforeLeaving(go: () => void): void {
  const owner = dirtyGuards.values().next().value;
  if (owner === undefined) return go();
  $held.set({
    owner,
    leave: () => {
      // The changes are given up: nothing is held any more, whatever `go` does next.
      $held.set(undefined);
      dirtyGuards.clear();
      release?.();
      release = undefined;
      go();
    },
  });
}

/**
 * The little of the Navigation API this uses, which TypeScript's DOM types lack: its
 * `navigate` event comes before back or forward changes the page, and can stop it.
 */
interface TraverseEvent extends Event {
  navigationType: "push" | "replace" | "reload" | "traverse";
  destination: { url: string; key: string };
}
interface NavigationApi extends EventTarget {
  traverseTo(key: string): { finished: Promise<unknown> };
}

/**
 * Holds back leaving the page while a guard has unsaved changes. wouter moves between pages
 * with `history.pushState` and `replaceState` (links, the menu, `navigate`): a call to another
 * path waits for a yes. Back and forward wait too where the browser has the Navigation API
 * (`popstate` comes too late: wouter has shown the other page by then). Leaving the site or
 * reloading gets the browser's own question (`beforeunload`). Returns the undo.
 */
function holdNavigation(): () => void {
  const { pushState, replaceState } = history;
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  // The address of the page with the forms, kept up to date as its query changes.
  let page = location.href;
  // A back or forward the person said yes to.
  let passTraverse = false;

  const guarded = (original: typeof pushState): typeof pushState =>
    function (this: History, data, unused, url) {
      if (!leavesPage(url, page)) {
        original.call(this, data, unused, url);
        page = location.href;
        return;
      }
      askBeforeLeaving(() => original.call(history, data, unused, url));
    };

  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as TraverseEvent;
    if (navigationType !== "traverse") return;
    if (passTraverse || !cancelable || !leavesPage(destination.url, page)) {
      passTraverse = false;
      return;
    }
    event.preventDefault();
    askBeforeLeaving(() => {
      passTraverse = true;
      navigation?.traverseTo(destination.key).finished.catch(() => undefined);
    });
  };

  const onPopState = () => {
    page = location.href;
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
  navigation?.addEventListener("navigate", onNavigate);
  window.addEventListener("popstate", onPopState);
  window.addEventListener("beforeunload", onBeforeUnload);
  return () => {
    // Put back only what is still ours, in case something wrapped it since.
    if (history.pushState === ownPush) history.pushState = pushState;
    if (history.replaceState === ownReplace) history.replaceState = replaceState;
    navigation?.removeEventListener("navigate", onNavigate);
    window.removeEventListener("popstate", onPopState);
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
