import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@ui/dialog";
import { notifyRefusal } from "./notify-refusal";

/** Asks before deleting a saved filter, deletes it and says so, or says why it could not. */
export function DeleteSavedFilterDialog({
  title,
  confirmLabel,
  children,
  failure,
  remove,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  /** What goes and what stays. */
  children: ReactNode;
  /** The toast's title when it fails. */
  failure: string;
  /** Deletes it and says so; the dialog closes through the parent. */
  remove(): Promise<void>;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
    } catch (error) {
      notifyRefusal(failure, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {children}
    </ConfirmDialog>
  );
}
