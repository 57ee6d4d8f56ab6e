/**
 * Custom messages from a frame to its host page. A frame says "loaded" before the parent's init
 * has told it its id, so messages wait here until the frame sizer opens the outbox.
 */

/** Enough for a page's start-up messages; beyond it a parent that never answers costs nothing. */
const MAX_WAITING = 20;

const waiting: unknown[] = [];
let deliver: ((payload: unknown) => void) | undefined;

/** Tells the host page something (v4's `message` type). Does nothing outside a frame. */
export function sendToHost(payload: unknown): void {
  if (window.parent === window) return;
  if (deliver) deliver(payload);
  else if (waiting.length < MAX_WAITING) waiting.push(payload);
}

/** Delivers what waited, then everything sent until the returned function closes the outbox. */
export function openOutbox(send: (payload: unknown) => void): () => void {
  deliver = send;
  for (const payload of waiting.splice(0)) send(payload);
  return () => {
    if (deliver === send) deliver = undefined;
  };
}
