import { css, cx } from "@linaria/core";
import { visuallyHidden } from "../styles";

export type SpinnerSize = "inline" | "lg";

export interface SpinnerProps {
  /** "inline" (default) follows the surrounding font size; "lg" is 3rem for page-level waits. */
  size?: SpinnerSize;
  /**
   * Announced to screen readers as a status, e.g. "Loading". Without it the spinner is
   * decorative, for places that already say they are busy (a button with aria-busy).
   */
  label?: string;
  className?: string;
}

const spinner = css`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  /* The colour follows the text, so the spinner fits every button variant and works unthemed. */
  color: inherit;

  & svg {
    display: block;
    width: 100%;
    height: 100%;
    animation: spin 0.8s linear infinite;
  }

  /* Strokes are styled here, not in camelCase attributes, which the frames' Preact would not
     translate. */
  & circle,
  & path {
    stroke: currentColor;
    stroke-width: 3;
  }

  & circle {
    stroke-opacity: 0.25;
  }

  & path {
    stroke-linecap: round;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  /* Still for people who ask for less motion; the arc alone still reads as "working". */
  @media (prefers-reduced-motion: reduce) {
    & svg {
      animation: none;
    }
  }
`;

const sizes: Record<SpinnerSize, string> = {
  inline: css`
    width: 1em;
    height: 1em;
  `,
  lg: css`
    width: 3rem;
    height: 3rem;
  `,
};

/** A circular busy indicator drawn in the current text colour. */
export function Spinner({ size = "inline", label, className }: SpinnerProps) {
  const svg = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </svg>
  );
  if (!label) {
    return (
      <span className={cx(spinner, sizes[size], className)} aria-hidden="true">
        {svg}
      </span>
    );
  }
  return (
    <span className={cx(spinner, sizes[size], className)} role="status">
      {svg}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
