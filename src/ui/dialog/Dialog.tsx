import { css } from "@linaria/core";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { Heading, Text } from "../typography";

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

export interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons under the text. */
  actions: ReactNode;
  /** Escape, or closing the dialog any other way; not called while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** What takes focus on opening; the dialog's first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog. The native `<dialog>` keeps focus inside, makes the page behind it inert and
 * closes on Escape; the `open` prop stays the truth, so the parent decides when it closes.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  busy = false,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
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
          {actions}
        </div>
      )}
    </dialog>
  );
}
