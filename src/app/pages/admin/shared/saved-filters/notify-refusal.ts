import { i18n } from "@lingui/core";
import { notify } from "@stores/notifications";
import { messageForRefusal } from "@ui/form";

/** A failed change to a saved filter as an error toast: `title`, and the server's reason. */
export function notifyRefusal(title: string, error: unknown): void {
  const problem = messageForRefusal(error);
  notify.error(title, problem ? { description: i18n._(problem) } : undefined);
}
