import { atom } from "nanostores";
import type { NotificationEntry, NotificationInput } from "./types";

export const DEFAULT_TIMEOUT_MS = 5000;
export const AUTO_REMOVE_MS = 8000;

/** The toasts on screen, oldest first. */
export const $notifications = atom<readonly NotificationEntry[]>([]);

/**
 * How many notification lists are mounted. The frames have none: there, forms tell of server
 * errors themselves instead of leaving it to a toast nobody would see.
 */
export const $notificationLists = atom(0);

interface Countdown {
  /** Undefined while paused. */
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

const countdowns = new Map<number, Countdown>();
let lastId = 0;

function startCountdown(id: number, ms: number): void {
  const handle = setTimeout(() => removeNotification(id), ms);
  countdowns.set(id, { handle, remaining: ms, startedAt: Date.now() });
}

/**
 * Shows a toast and returns its id. An explicit `timeout` always wins, so the "auto" ring
 * never promises a removal that does not happen: "auto" only changes the default lifetime
 * from 5 s to the ring's 8 s. "auto" with `timeout: 0` stays, with a plain close button.
 */
export function addNotification(input: NotificationInput): number {
  const id = ++lastId;
  const removeable = input.removeable ?? "auto";
  const timeout =
    input.timeout ??
    (input.action ? 0 : removeable === "auto" ? AUTO_REMOVE_MS : DEFAULT_TIMEOUT_MS);
  const entry: NotificationEntry = {
    id,
    variant: input.variant ?? "default",
    mode: input.mode ?? "normal",
    title: input.title,
    removeable,
    timeout,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.action === undefined ? {} : { action: input.action }),
    ...(input.page === undefined ? {} : { page: input.page }),
  };
  $notifications.set([...$notifications.get(), entry]);
  if (timeout > 0) startCountdown(id, timeout);
  return id;
}

export function removeNotification(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.handle !== undefined) clearTimeout(countdown.handle);
  countdowns.delete(id);
  const list = $notifications.get();
  if (list.some((entry) => entry.id === id)) {
    $notifications.set(list.filter((entry) => entry.id !== id));
  }
}

/** Removes the toasts that tell of a page other than `path` (the address now shown). */
export function leavePage(path: string): void {
  for (const entry of $notifications.get()) {
    if (entry.page !== undefined && entry.page !== path) removeNotification(entry.id);
  }
}

/**
 * Holds a toast's countdown while the pointer or focus is on it, so it cannot vanish while
 * someone reads or reaches for it (WCAG 2.2.1, timing adjustable).
 */
export function pauseNotification(id: number): void {
  const countdown = countdowns.get(id);
  if (countdown?.handle === undefined) return;
  clearTimeout(countdown.handle);
  countdown.handle = undefined;
  countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
}

export function resumeNotification(id: number): void {
  const countdown = countdowns.get(id);
  if (!countdown || countdown.handle !== undefined) return;
  startCountdown(id, countdown.remaining);
}
