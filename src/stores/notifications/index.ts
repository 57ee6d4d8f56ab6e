export {
  $notificationLists,
  $notifications,
  addNotification,
  leavePage,
  pauseNotification,
  removeNotification,
  resumeNotification,
} from "./store";
export { notify } from "./notify";
export type { NotifyOptions } from "./notify";
export type {
  NotificationAction,
  NotificationEntry,
  NotificationMode,
  NotificationVariant,
  Removeable,
} from "./types";
