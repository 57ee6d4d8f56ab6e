import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { undoResponseChange } from "@core/callouts/api";
import { api } from "@stores/api";
import { notify, removeNotification } from "@stores/notifications";
import { messageForRefusal } from "@ui/form";
import { refreshCallout } from "./refresh";

/** The toast that offers the last change's undo: a new change's replaces it. */
let undoToast: number | undefined;

/** Takes changes back, then says how many responses are as they were. */
export async function undoChanges(calloutId: string, changeIds: readonly string[]): Promise<void> {
  try {
    let affected = 0;
    for (const changeId of changeIds) {
      affected += (await api.send(undoResponseChange(changeId))).affected;
    }
    refreshCallout(calloutId);
    notify.success(
      plural(affected, {
        one: "Undone: # response is as it was.",
        other: "Undone: # responses are as they were.",
      }),
    );
  } catch (error) {
    refreshCallout(calloutId);
    const problem = messageForRefusal(error);
    notify.error(
      i18n._(msg`The change could not be undone.`),
      problem ? { description: i18n._(problem) } : undefined,
    );
  }
}

/**
 * Says a triage change worked, with an Undo for it (when it changed anything): one such toast
 * at a time, the latest change's.
 */
export function announceChange(title: string, calloutId: string, changeIds: readonly string[]) {
  if (undoToast !== undefined) removeNotification(undoToast);
  undoToast = notify.success(
    title,
    changeIds.length > 0
      ? {
          action: {
            label: i18n._(msg`Undo`),
            onClick: () => void undoChanges(calloutId, changeIds),
          },
        }
      : undefined,
  );
}
