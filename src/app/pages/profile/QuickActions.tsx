import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { focusRing } from "@ui/styles";

// On a phone only: on wider screens the same links are in view beside the cards.
const bar = css`
  display: none;
  @media (max-width: 600px) {
    display: block;
  }
`;

const list = css`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const action = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  height: 100%;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-primary));
  color: rgb(var(--c-on-primary));
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    ${focusRing}
  }
`;

/** Shortcuts at the top of `/profile` on a phone, where the cards are a long scroll away. */
export function QuickActions({ contribution }: { contribution: boolean }) {
  const { t } = useLingui();
  return (
    <nav className={bar} aria-label={t`Quick actions`}>
      <ul className={list}>
        <li>
          <Link href="/callouts" className={action}>
            {t`View open callouts`}
          </Link>
        </li>
        {contribution && (
          <li>
            <Link href="/profile/contribution" className={action}>
              {t`Manage contribution`}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
