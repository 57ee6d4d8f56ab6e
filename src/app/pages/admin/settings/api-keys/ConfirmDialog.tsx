import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "../../../../../ui/button";
import { formActions } from "../../../../../ui/form";
import { Heading, Text } from "../../../../../ui/typography";

const dialog = css`
  max-width: min(28rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 0;
  border-radius: 0.5rem;
  box-shadow: 0 0.5rem 2rem rgba(var(--c-black), 0.25);
  color: rgb(var(--c-body));
  &::backdrop {
    background: rgba(var(--c-black), 0.4);
  }
`;

const content = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

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

/**
 * A modal question before a destructive action. The native `<dialog>` keeps focus inside and
 * closes on Escape; focus starts on Cancel, the harmless choice.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the parent closes the dialog by its `open` prop, so the state stays the truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <div className={content}>
          <Heading level={2} size="sm" id={titleId}>
            {title}
          </Heading>
          <Text as="div" id={textId}>
            {children}
          </Text>
          <div className={formActions}>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button ref={cancel} variant="greyOutlined" onClick={onCancel} disabled={busy}>
              {t`Cancel`}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
