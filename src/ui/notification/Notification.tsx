import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { HTMLAttributes, ReactNode } from "react";
import type {
  NotificationAction,
  NotificationMode,
  NotificationVariant,
} from "@stores/notifications";
import { Button } from "../button/Button";
import { visuallyHidden } from "../styles";
import { CloseButton } from "./CloseButton";
import { VariantIcon } from "./VariantIcon";

export interface NotificationProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /** Default "default". */
  variant?: NotificationVariant;
  /** "normal" (default) is a toast card, "inline" an alert block inside the page. */
  mode?: NotificationMode;
  /** Already translated. */
  title: string;
  description?: ReactNode;
  /** Shows a close button labelled "Close notification". */
  onClose?: () => void;
  /** With `onClose`: a ring around the close button fills over this time, one step a second. */
  countdownMs?: number;
  /** A button under the text, such as Undo. */
  action?: NotificationAction;
}

const root = css`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border: 1px solid rgb(var(--n-edge));
  border-left: 4px solid rgb(var(--n-accent));
  color: rgb(var(--c-body));
  font-family: var(--ff-body);
  font-size: 1rem;
  line-height: 1.4;
`;

const modes: Record<NotificationMode, string> = {
  normal: css`
    border-radius: 0.5rem;
    background-color: rgb(var(--c-white));
    box-shadow: 0 0.25rem 1rem rgba(var(--c-black), 0.15);
    animation: enter 0.2s ease-out;

    @keyframes enter {
      from {
        opacity: 0;
        transform: translateX(-1rem);
      }
    }

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `,
  inline: css`
    border-radius: 0.25rem;
    background-color: rgb(var(--n-tint));
  `,
};

/* --n-on-accent is the glyph colour on the icon: dark on the light warning colour. */
const variants: Record<NotificationVariant, string> = {
  success: css`
    --n-accent: var(--c-success);
    --n-tint: var(--c-success-10);
    --n-edge: var(--c-success-30);
    --n-on-accent: var(--c-white);
  `,
  warning: css`
    --n-accent: var(--c-warning);
    --n-tint: var(--c-warning-10);
    --n-edge: var(--c-warning-30);
    --n-on-accent: var(--c-black);
  `,
  error: css`
    --n-accent: var(--c-danger);
    --n-tint: var(--c-danger-10);
    --n-edge: var(--c-danger-30);
    --n-on-accent: var(--c-white);
  `,
  default: css`
    --n-accent: var(--c-primary);
    --n-tint: var(--c-primary-5);
    --n-edge: var(--c-primary-20);
    --n-on-accent: var(--c-white);
  `,
};

const body = css`
  flex: 1;
  min-width: 0;
  /* Lines the first line of text up with the 24 px icon. */
  padding-top: 0.125rem;
  overflow-wrap: anywhere;
`;

const titleText = css`
  margin: 0;
  font-weight: 600;
`;

const actionRow = css`
  margin-top: 0.5rem;
`;

const descriptionText = css`
  margin-top: 0.25rem;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

/** One notification: a toast card or an in-page alert block. */
export function Notification({
  variant = "default",
  mode = "normal",
  title,
  description,
  onClose,
  countdownMs,
  action,
  className,
  ...rest
}: NotificationProps) {
  const { t } = useLingui();
  // Spoken before the title, because colour and icon alone do not reach everyone.
  const prefixes: Record<NotificationVariant, string | undefined> = {
    success: t`Success:`,
    warning: t`Warning:`,
    error: t`Error:`,
    default: undefined,
  };
  const prefix = prefixes[variant];

  return (
    <div
      {...rest}
      className={cx(root, modes[mode], variants[variant], className)}
      data-notification=""
    >
      <VariantIcon variant={variant} />
      <div className={body}>
        <p className={titleText}>
          {prefix && <span className={visuallyHidden}>{prefix} </span>}
          {title}
        </p>
        {description && <div className={descriptionText}>{description}</div>}
        {action && (
          <div className={actionRow}>
            <Button variant="primaryOutlined" size="sm" onClick={action.onClick}>
              {action.label}
            </Button>
          </div>
        )}
      </div>
      {onClose && <CloseButton onClose={onClose} countdownMs={countdownMs} />}
    </div>
  );
}
