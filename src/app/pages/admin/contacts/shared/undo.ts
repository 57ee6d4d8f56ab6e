import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { contactList, undoContactChange } from "@core/contacts/api";
import { segmentList } from "@core/segments/api";
import { contactTagList } from "@core/contact-tags/api";
import { api } from "@stores/api";
import { notify, removeNotification } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { messageForRefusal } from "@ui/form";

/** After a change to contacts or their tags: the lists, counts and tags are asked again. */
export function refreshContacts(): void {
  invalidate(contactList({}), contactTagList(), segmentList());
}

/** The toast that offers the last change's undo: a new change's replaces it. */
let undoToast: number | undefined;

async function undo(changeId: string): Promise<void> {
  try {
    const { affected } = await api.send(undoContactChange(changeId));
    refreshContacts();
    notify.success(
      plural(affected, {
        one: "Undone: # contact is as it was.",
        other: "Undone: # contacts are as they were.",
      }),
    );
  } catch (error) {
    refreshContacts();
    const problem = messageForRefusal(error);
    notify.error(
      i18n._(msg`The change could not be undone.`),
      problem ? { description: i18n._(problem) } : undefined,
    );
  }
}

/** Says a bulk change worked, with an Undo when it changed anything. */
export function announceContactChange(title: string, changeId: string | null) {
  if (undoToast !== undefined) removeNotification(undoToast);
  undoToast = notify.success(
    title,
    changeId
      ? { action: { label: i18n._(msg`Undo`), onClick: () => void undo(changeId) } }
      : undefined,
  );
}
