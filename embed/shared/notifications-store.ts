import { atom } from "nanostores";

/*
 * The notifications store as the frames have it: no frame shows a list of notifications (their
 * forms tell of a server's error themselves: src/ui/form/apiErrorMessage.ts), so none is kept.
 * The frames' build resolves src/stores/notifications/store.ts here (vite.config.ts); its
 * timers and pauses would only run for toasts nobody sees. What the frames' code does not
 * import is left out (the build fails on a missing export).
 */

/** No list is ever mounted in a frame. */
export const $notificationLists = atom(0);

/** Nothing: a frame's form tells of the server's error itself. */
export function notifyServerError(): void {}
