import { css, cx } from "@linaria/core";
import type { HTMLAttributes } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** xl 32 px, lg 26 px, md 22 px, sm 20 px. */
export type HeadingSize = "xl" | "lg" | "md" | "sm";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: h1 to h6. */
  level: HeadingLevel;
  /** The look, when it should differ from the level's own (h1 xl, h2 lg, h3 md, h4-h6 sm). */
  size?: HeadingSize;
}

const base = css`
  margin: 0;
  color: rgb(var(--c-body));
  font-family: var(--ff-title);
  font-weight: 700;
  line-height: 1.25;
`;

const sizes: Record<HeadingSize, string> = {
  xl: css`
    font-size: 2rem;
  `,
  lg: css`
    font-size: 1.625rem;
  `,
  md: css`
    font-size: 1.375rem;
  `,
  sm: css`
    font-size: 1.25rem;
  `,
};

const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: "xl",
  2: "lg",
  3: "md",
  4: "sm",
  5: "sm",
  6: "sm",
};

/** A heading in the title font; level and look are separate so the outline stays right. */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} className={cx(base, sizes[size ?? sizeOfLevel[level]], className)} />;
}
