import { css, cx } from "@linaria/core";
import type { HTMLAttributes } from "react";

/** lg 18 px, base 16 px, sm 14 px, xs 12 px. */
export type TextSize = "lg" | "base" | "sm" | "xs";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Default "base". */
  size?: TextSize;
  /** Default "p". */
  as?: "p" | "span" | "div";
}

const base = css`
  margin: 0;
  font-family: var(--ff-body);
`;

const sizes: Record<TextSize, string> = {
  lg: css`
    font-size: 1.125rem;
    line-height: 1.55;
  `,
  base: css`
    font-size: 1rem;
    line-height: 1.5;
  `,
  sm: css`
    font-size: 0.875rem;
    line-height: 1.45;
  `,
  xs: css`
    font-size: 0.75rem;
    line-height: 1.4;
  `,
};

/** Body text in the theme's body font; its colour follows the surrounding text. */
export function Text({ size = "base", as: Tag = "p", className, ...rest }: TextProps) {
  return <Tag {...rest} className={cx(base, sizes[size], className)} />;
}
