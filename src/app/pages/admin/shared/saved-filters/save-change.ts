import { notify, type NotifyOptions } from "@stores/notifications";
import { notifyRefusal } from "./notify-refusal";

/**
 * A change to a saved filter (a contact segment, a response view) as both kinds make it: sent,
 * then `done` with what the server answered (its lists refreshed, the page told), then said in
 * a toast, with its Undo if it has one. A refusal is an error toast: `failure` and the reason.
 */
export async function saveChange<Saved>(change: {
  send(): Promise<Saved>;
  done(saved: Saved): void;
  success: string;
  undo?: NotifyOptions["action"];
  failure: string;
}): Promise<void> {
  try {
    change.done(await change.send());
  } catch (error) {
    notifyRefusal(change.failure, error);
    return;
  }
  notify.success(change.success, change.undo && { action: change.undo });
}
