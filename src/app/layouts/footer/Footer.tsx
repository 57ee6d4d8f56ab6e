import { css } from "@linaria/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $general } from "@stores/settings";

const footer = css`
  margin-top: 3rem;
  padding: 1.5rem 0;
  border-top: 1px solid rgb(var(--c-primary-10));
  font-size: 0.875rem;
  color: rgb(var(--c-body-muted));
`;
const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
`;

/** The organisation's own links: site, support, legal pages and any links it adds. */
export function Footer() {
  const { t } = useLingui();
  const general = useStore($general);
  const entries = [
    { url: general.siteUrl, text: general.organisationName },
    { url: general.supportEmail && `mailto:${general.supportEmail}`, text: general.supportEmail },
    { url: general.privacyLink, text: t`Privacy policy` },
    { url: general.termsLink, text: t`Terms of service` },
    { url: general.impressumLink, text: t`Impressum` },
    ...general.footerLinks,
  ].filter((entry) => entry.url && entry.text);

  return (
    <footer className={footer}>
      <nav aria-label={t`Footer`}>
        <ul className={links}>
          {entries.map((entry) => (
            <li key={`${entry.url} ${entry.text}`}>
              <a href={entry.url}>{entry.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Trans>Powered by Agora</Trans>
      </p>
    </footer>
  );
}
