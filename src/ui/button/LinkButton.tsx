import { type AnchorHTMLAttributes, type ReactNode, type Ref } from "react";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./buttonClassName";

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
  href: string;
  /** Default "primary". */
  variant?: ButtonVariant;
  /** Default "md". */
  size?: ButtonSize;
  /** Shown before the label; decorative. */
  icon?: ReactNode;
}

/**
 * A link that looks like a button, for navigation (a `<button>` is for actions). It has no
 * disabled or loading state: a link that does nothing should not be rendered. In the dashboard
 * wrap it in wouter's `<Link href asChild>` for client-side routing.
 */
export function LinkButton({
  ref,
  variant,
  size,
  icon,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <a ref={ref} {...rest} className={buttonClassName({ variant, size, className })}>
      {icon}
      {children}
    </a>
  );
}
