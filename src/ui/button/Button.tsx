import { css } from "@linaria/core";
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from "react";
import { Spinner } from "../spinner";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./buttonClassName";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Default "primary". */
  variant?: ButtonVariant;
  /** Default "md". */
  size?: ButtonSize;
  /**
   * Busy: clicks (and form submission through it) do nothing, a spinner covers the label and
   * `aria-busy` is set. The button stays focusable so keyboard focus is not lost mid-action.
   */
  loading?: boolean;
  /** Shown before the label; decorative, so give it `aria-hidden` or pass an SVG that has it. */
  icon?: ReactNode;
}

const label = css`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: inherit;
  /* Translucent, so the label underneath still shows and keeps the button's width. */
  background-color: rgba(var(--btn-overlay), 0.85);
`;

/** A `<button>` in one of the house variants and sizes; `type` defaults to "button". */
export function Button({
  ref,
  variant,
  size,
  loading = false,
  icon,
  className,
  type = "button",
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops the implicit submit of a form whose submit button is busy.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, className })}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest["aria-disabled"]}
      onClick={handleClick}
    >
      <span className={label}>
        {icon}
        {children}
      </span>
      {loading && (
        <span className={overlay}>
          <Spinner />
        </span>
      )}
    </button>
  );
}
