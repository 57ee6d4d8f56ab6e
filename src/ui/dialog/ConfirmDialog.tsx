import { useLingui } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { Button } from "../button";
import { formActions } from "../form/formLayout";
import { Dialog } from "./Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or closing the dialog any other way. */
  onCancel: () => void;
}

/** A question before a destructive action; focus starts on Cancel, the harmless choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      busy={busy}
      onClose={onCancel}
      initialFocus={cancel}
      actions={
        <div className={formActions}>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button ref={cancel} variant="greyOutlined" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </Button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
