/** How long a key pressed before its field appears waits for it (the comment editor loading). */
const WAIT_MS = 10_000;

function focusCentred(element: HTMLElement): void {
  element.scrollIntoView({ block: "center" });
  element.focus();
}

/**
 * Puts the cursor in the element `id`, scrolled into view. If it is not there yet (its code
 * is still loading), it gets the cursor as it appears: unless the person has pressed a key or
 * clicked meanwhile, or it takes longer than a few seconds.
 */
export function focusWhenShown(id: string): void {
  const shown = document.getElementById(id);
  if (shown) {
    focusCentred(shown);
    return;
  }
  const observer = new MutationObserver(() => {
    const appeared = document.getElementById(id);
    if (!appeared) return;
    stop();
    focusCentred(appeared);
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
}
