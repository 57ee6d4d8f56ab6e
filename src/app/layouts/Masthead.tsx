import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Link, useLocation } from "wouter";
import { $general } from "@stores/settings";
import { OrganisationLogo } from "./OrganisationLogo";

const bar = css`
  background: rgb(var(--c-white));
  border-bottom: 1px solid rgb(var(--c-primary-10));
`;
const inner = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 64rem;
  margin: 0 auto;
  padding: 0.75rem 1.5rem;
`;
const brand = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  color: rgb(var(--c-body));
  font-family: var(--font-title);
  font-size: 1.125rem;
  font-weight: 700;
  text-decoration: none;
  &:hover span {
    text-decoration: underline;
  }
`;
const logIn = css`
  flex-shrink: 0;
  font-weight: 600;
`;

/**
 * The reader's masthead on public pages: the newsroom's logo and name, linking to its own
 * site (or to its callouts when it has set none), and a way to sign in.
 */
export function Masthead() {
  const { t } = useLingui();
  const { organisationName, siteUrl } = useStore($general);
  const [location] = useLocation();
  const next = encodeURIComponent(location);
  const content = (
    <>
      <OrganisationLogo height={40} decorative />
      <span>{organisationName}</span>
    </>
  );
  return (
    <header className={bar}>
      <div className={inner}>
        {siteUrl ? (
          <a className={brand} href={siteUrl}>
            {content}
          </a>
        ) : (
          <Link className={brand} href="/callouts">
            {content}
          </Link>
        )}
        <Link className={logIn} href={`/auth/login?next=${next}`}>
          {t`Log in`}
        </Link>
      </div>
    </header>
  );
}
