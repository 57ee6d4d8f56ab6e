import { css } from "@linaria/core";
import { useId, type ReactNode, type RefObject } from "react";
import { Heading, Text } from "../typography";
import { Modal } from "./Modal";

const dialog = css`
  max-width: min(28rem, calc(100vw - 2rem));
  padding: 1.5rem;
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

/** A modal dialog with a title, its text and the buttons under it, in the shared `Modal`. */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  busy = false,
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={initialFocus}
      className={dialog}
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
    </Modal>
  );
}
