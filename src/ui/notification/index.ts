export { Notification } from "./Notification";
export type { NotificationProps } from "./Notification";
export { NotificationList } from "./NotificationList";
