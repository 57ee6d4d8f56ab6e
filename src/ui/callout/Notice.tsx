import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border-left: 4px solid rgb(var(--c-primary));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-primary-5));
  color: rgb(var(--c-body));

  & > * {
    margin: 0;
  }
`;

const success = css`
  border-left-color: rgb(var(--c-success));
  background-color: rgb(var(--c-success-10));
`;

/** A plain message in the page's flow: a callout that is closed, answered or for members. */
export function Notice({
  variant = "info",
  children,
  className,
}: {
  variant?: "info" | "success";
  children: ReactNode;
  className?: string;
}) {
  return <div className={cx(box, variant === "success" && success, className)}>{children}</div>;
}
