import { css } from "@linaria/core";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $general } from "../../src/stores/settings";

const card = css`
  padding: 1.5rem;
  border-radius: 8px;
  background: rgb(var(--c-primary-5));
  color: rgb(var(--c-body));
`;
const logo = css`
  display: block;
  max-height: 48px;
  margin-bottom: 1rem;
`;

/**
 * What a frame shows until its form is built in: the organisation's brand and a link that
 * opens the full page, so a reader is never stuck.
 */
export function FramePlaceholder({ path }: { path: string }) {
  const { logoUrl, organisationName } = useStore($general);

  return (
    <div className={card}>
      {logoUrl && <img className={logo} src={logoUrl} alt={organisationName} />}
      <p>
        <a href={path} target="_blank" rel="noopener">
          <Trans>Open it in a new tab</Trans>
        </a>
      </p>
    </div>
  );
}
