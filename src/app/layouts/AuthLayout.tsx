import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $general } from "@stores/settings";
import { isEmbedded } from "../embedded";
import { OrganisationLogo } from "./OrganisationLogo";

const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 0.75rem;
  background-color: rgb(var(--c-primary-5));
  background-size: cover;
  background-position: center;
  background-attachment: fixed;
  @media (min-width: 30rem) {
    padding: 1.5rem;
  }
`;
const back = css`
  align-self: flex-start;
  margin-bottom: 2rem;
  padding: 0.4rem 0.8rem;
  border-radius: 4px;
  background: rgba(var(--c-white), 0.9);
  font-size: 0.875rem;
`;
const box = css`
  width: 100%;
  max-width: 32rem;
  margin: auto 0;
  /* On a phone the card's form keeps most of the width: a join form's choices stay on one line. */
  padding: 1.5rem 1.25rem;
  @media (min-width: 30rem) {
    padding: 2rem;
  }
  border-radius: 8px;
  background: rgb(var(--c-white));
  box-shadow: 0 0 8px 0 rgba(0, 0, 0, 0.2);
`;
const logo = css`
  margin-bottom: 1.5rem;
`;

/** Sign-in and join pages: the organisation's background, a way back to its site, one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const general = useStore($general);
  const organisation = general.organisationName;
  if (isEmbedded) return <main>{children}</main>;
  return (
    <div
      className={page}
      style={general.backgroundUrl ? { backgroundImage: `url("${general.backgroundUrl}")` } : {}}
    >
      {general.siteUrl && (
        <a className={back} href={general.siteUrl}>
          {t`Back to ${organisation}`}
        </a>
      )}
      <main className={box}>
        <div className={logo}>
          <OrganisationLogo height={64} />
        </div>
        {children}
      </main>
    </div>
  );
}
