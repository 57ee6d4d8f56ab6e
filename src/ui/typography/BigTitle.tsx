import { css, cx } from "@linaria/core";
import type { HTMLAttributes } from "react";
import type { HeadingLevel } from "./Heading";

export interface BigTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Default 1. */
  level?: HeadingLevel;
}

const bigTitle = css`
  margin: 0;
  color: rgb(var(--c-body));
  font-family: var(--ff-title);
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.15;

  @media (min-width: 768px) {
    font-size: 3rem;
  }
`;

/** The largest title, for a page's hero: 48 px, 32 px on screens under 768 px. */
export function BigTitle({ level = 1, className, ...rest }: BigTitleProps) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} className={cx(bigTitle, className)} />;
}
