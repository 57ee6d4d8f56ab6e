import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { focusRing } from "../styles";

export interface CloseButtonProps {
  onClose: () => void;
  /** Draws a ring that fills one step per second over this many milliseconds. */
  countdownMs?: number;
}

const progress = css`
  stroke: rgb(var(--n-accent));
  stroke-dasharray: 100;
  stroke-dashoffset: 100;
  animation-name: fill-ring;
  animation-fill-mode: forwards;

  @keyframes fill-ring {
    to {
      stroke-dashoffset: 0;
    }
  }

  /* Held while the notification is hovered or focused, as Toast holds the store's countdown. */
  [data-notification]:hover &,
  [data-notification]:focus-within & {
    animation-play-state: paused;
  }

  /* The countdown still runs in the store; only the moving ring goes. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const button = css`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: rgb(var(--c-body));
  cursor: pointer;

  &:hover {
    background-color: rgba(var(--c-body), 0.08);
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const cross = css`
  width: 0.875rem;
  height: 0.875rem;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.5;
  stroke-linecap: round;
`;

const ring = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  fill: none;
  stroke-width: 2;
  /* Start filling at twelve o'clock. */
  transform: rotate(-90deg);
`;

const track = css`
  stroke: rgba(var(--n-accent), 0.25);
`;

/** The notification's close button, optionally wrapped in its countdown ring. */
export function CloseButton({ onClose, countdownMs }: CloseButtonProps) {
  const { t } = useLingui();
  const steps = countdownMs ? Math.max(1, Math.round(countdownMs / 1000)) : 0;
  return (
    <button type="button" className={button} aria-label={t`Close notification`} onClick={onClose}>
      {steps > 0 && (
        <svg className={ring} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle className={track} cx="16" cy="16" r="15" />
          <circle
            className={progress}
            cx="16"
            cy="16"
            r="15"
            pathLength={100}
            // Set through the DOM style object, which a strict CSP allows.
            style={{
              animationDuration: `${countdownMs}ms`,
              animationTimingFunction: `steps(${steps}, end)`,
            }}
          />
        </svg>
      )}
      <svg className={cross} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 2l10 10M12 2L2 12" />
      </svg>
    </button>
  );
}
