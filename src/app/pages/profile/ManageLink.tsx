import { css } from "@linaria/core";
import { Link } from "wouter";
import { buttonClassName } from "@ui/button";

const MANAGE = "/profile/contribution";

/** The row of the contribution card's links. */
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** A link to `/profile/contribution`, looking like a button. */
export function ManageLink({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <Link
      href={MANAGE}
      className={buttonClassName({ variant: primary ? "primary" : "primaryOutlined" })}
    >
      {label}
    </Link>
  );
}
