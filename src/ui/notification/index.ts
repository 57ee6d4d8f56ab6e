export { Notification } from "./Notification";
export { NotificationList } from "./NotificationList";
