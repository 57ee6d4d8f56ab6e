import { css, cx } from "@linaria/core";
import { focusRing } from "../styles";

export const BUTTON_VARIANTS = [
  "primary",
  "link",
  "primaryOutlined",
  "linkOutlined",
  "dangerOutlined",
  "greyOutlined",
  "text",
  "danger",
  "dangerText",
  "dangerGhost",
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ["xs", "sm", "md", "lg"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Hover only where the control can act: never on disabled or busy buttons. */
const hover = `&:hover:not(:disabled):not([aria-disabled="true"])`;

const base = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  border: 1px solid transparent;
  border-radius: 0.25rem;
  font-family: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy="true"] {
    cursor: progress;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/*
 * Each variant also sets --btn-overlay, the colour triple of the loading overlay, so the
 * overlay matches the button's own background.
 */
const variants: Record<ButtonVariant, string> = {
  primary: css`
    --btn-overlay: var(--c-primary);
    background-color: rgb(var(--c-primary));
    border-color: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
    ${hover} {
      background-color: rgb(var(--c-primary-80));
      border-color: rgb(var(--c-primary-80));
    }
  `,
  link: css`
    --btn-overlay: var(--c-link);
    background-color: rgb(var(--c-link));
    border-color: rgb(var(--c-link));
    color: rgb(var(--c-on-link));
    ${hover} {
      background-color: rgb(var(--c-link-110));
      border-color: rgb(var(--c-link-110));
    }
  `,
  primaryOutlined: css`
    --btn-overlay: var(--c-white);
    background-color: rgb(var(--c-white));
    border-color: rgb(var(--c-primary-text));
    color: rgb(var(--c-primary-text));
    ${hover} {
      background-color: rgb(var(--c-primary-10));
    }
  `,
  linkOutlined: css`
    --btn-overlay: var(--c-white);
    background-color: rgb(var(--c-white));
    border-color: rgb(var(--c-link));
    color: rgb(var(--c-link-text));
    ${hover} {
      background-color: rgb(var(--c-link-10));
    }
  `,
  dangerOutlined: css`
    --btn-overlay: var(--c-white);
    background-color: rgb(var(--c-white));
    border-color: rgb(var(--c-danger-text));
    color: rgb(var(--c-danger-text));
    ${hover} {
      background-color: rgb(var(--c-danger-10));
    }
  `,
  greyOutlined: css`
    --btn-overlay: var(--c-white);
    background-color: rgb(var(--c-white));
    border-color: rgb(var(--c-grey));
    color: rgb(var(--c-body));
    ${hover} {
      background-color: rgb(var(--c-grey-lighter));
    }
  `,
  text: css`
    --btn-overlay: var(--c-white);
    background-color: transparent;
    color: rgb(var(--c-body));
    ${hover} {
      background-color: rgb(var(--c-primary-10));
    }
  `,
  danger: css`
    --btn-overlay: var(--c-danger);
    background-color: rgb(var(--c-danger));
    border-color: rgb(var(--c-danger));
    color: rgb(var(--c-on-danger));
    ${hover} {
      background-color: rgb(var(--c-danger-110));
      border-color: rgb(var(--c-danger-110));
    }
  `,
  dangerText: css`
    --btn-overlay: var(--c-white);
    background-color: transparent;
    color: rgb(var(--c-danger-text));
    ${hover} {
      background-color: rgb(var(--c-danger-10));
    }
  `,
  dangerGhost: css`
    --btn-overlay: var(--c-danger-10);
    background-color: rgb(var(--c-danger-10));
    border-color: rgb(var(--c-danger-10));
    color: rgb(var(--c-danger-110));
    ${hover} {
      background-color: rgb(var(--c-danger-30));
      border-color: rgb(var(--c-danger-30));
    }
  `,
};

/* Minimum heights keep even xs at the 24 px target size (WCAG 2.5.8). */
const sizes: Record<ButtonSize, string> = {
  xs: css`
    min-height: 1.5rem;
    padding: 0.125rem 0.5rem;
    font-size: 0.75rem;
  `,
  sm: css`
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0.5rem 1rem;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3rem;
    padding: 0.75rem 1.5rem;
    font-size: 1.125rem;
  `,
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * The class list of a button look. Exported so that a router's own link component can look
 * like a button: `<Link className={buttonClassName({ variant: "primaryOutlined" })}>`.
 */
export function buttonClassName({ variant = "primary", size = "md", className }: ButtonLook) {
  return cx(base, variants[variant], sizes[size], className);
}
