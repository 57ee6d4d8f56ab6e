import { useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "@ui/dialog";
import type { BuilderMeta } from "./types";

interface RevertDialogProps {
  open: boolean;
  status: BuilderMeta["status"];
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a published or scheduled callout goes back to a draft, saying what that does. */
export function RevertDialog({ open, status, busy, onCancel, onConfirm }: RevertDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={t`Take the callout back to a draft?`}
      confirmLabel={t`Revert to draft`}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        {status === "scheduled"
          ? t`It will no longer open at its start date. Your changes are saved with it.`
          : t`Readers can no longer open or answer it, and its address stops working until it is published again. Responses already given stay. Your changes are saved with it.`}
      </p>
    </ConfirmDialog>
  );
}
