import { addNotification } from "./store";
import type { NotificationInput } from "./types";

export type NotifyOptions = Omit<NotificationInput, "title" | "variant">;

/** Shorthands for `addNotification`; each returns the new toast's id. */
export const notify = {
  success: (title: string, options?: NotifyOptions) =>
    addNotification({ ...options, title, variant: "success" }),
  warning: (title: string, options?: NotifyOptions) =>
    addNotification({ ...options, title, variant: "warning" }),
  error: (title: string, options?: NotifyOptions) =>
    addNotification({ ...options, title, variant: "error" }),
  info: (title: string, options?: NotifyOptions) =>
    addNotification({ ...options, title, variant: "default" }),
};
