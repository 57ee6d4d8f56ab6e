import { css, cx } from "@linaria/core";
import {
  useEffect,
  useRef,
  type KeyboardEventHandler,
  type ReactNode,
  type RefObject,
} from "react";

const frame = css`
  max-width: calc(100vw - 2rem);
  max-height: calc(100vh - 2rem);
  border: 0;
  border-radius: 0.5rem;
  box-shadow: 0 0.5rem 2rem rgba(var(--c-black), 0.25);
  background-color: rgb(var(--c-white));
  color: rgb(var(--c-body));
  &::backdrop {
    background: rgba(var(--c-black), 0.4);
  }
`;

export interface ModalProps {
  open: boolean;
  /** Escape, a click on the backdrop when `closeOnBackdrop`; not called while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** The id of the heading that names the dialog. */
  labelledBy?: string;
  /** The dialog's name when it has no heading. */
  label?: string;
  describedBy?: string;
  /** What takes focus on opening; the dialog's first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Its size, padding and backdrop, over the shared frame. */
  className?: string;
  closeOnBackdrop?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
}

/**
 * Every modal dialog's frame. The native `<dialog>` keeps focus inside, makes the page behind
 * it inert and closes on Escape; the `open` prop stays the truth, so the parent decides when it
 * closes. Focus goes back where it was on closing, also when the parent unmounts it open.
 */
export function Modal({
  open,
  onClose,
  busy = false,
  labelledBy,
  label,
  describedBy,
  initialFocus,
  className,
  closeOnBackdrop = false,
  onKeyDown,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !open) return;
    if (!element.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      // Older browsers without modal dialogs still show it, in the page's flow.
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      else element.removeAttribute("open");
      if (returnTo.current?.isConnected) returnTo.current.focus?.();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={cx(frame, className)}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (closeOnBackdrop && event.target === ref.current && !busy) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>
  );
}
