import { atom } from "nanostores";
import type { NotificationEntry, NotificationInput } from "@stores/notifications/types";

/*
 * The notifications store as the frames have it: no frame shows a list of notifications (their
 * forms tell of a server's error themselves: src/ui/form/apiErrorMessage.ts), so none is kept.
 * The frames' build resolves src/stores/notifications/store.ts here (vite.config.ts); its
 * timers and pauses would only run for toasts nobody sees.
 */

export const $notifications = atom<readonly NotificationEntry[]>([]);

/** No list is ever mounted in a frame. */
export const $notificationLists = atom(0);

/** Keeps nothing: no frame would show it. */
export function addNotification(_input: NotificationInput): number {
  return 0;
}
