import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { CopyField } from "../form/CopyField";
import { focusRing } from "../styles";

export interface ShareBoxProps {
  /** The full address to share. */
  url: string;
  /** What messages and posts say with the link. */
  title: string;
  /** Shown unfolded, as the next step it offers. */
  open?: boolean;
}

const box = css`
  padding: 0.75rem 1rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.5rem;

  & > summary {
    font-weight: 600;
    cursor: pointer;
  }

  & > summary:focus-visible {
    ${focusRing}
  }
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1rem;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    color: rgb(var(--c-link-text));
  }
`;

/** The networks' own share addresses: no scripts of theirs load here. */
function shareLinks(url: string, title: string): [string, string][] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ["Telegram", `https://t.me/share/url?url=${u}&text=${text}`],
    ["X (Twitter)", `https://twitter.com/intent/tweet?url=${u}&text=${text}`],
    ["WhatsApp", `https://wa.me/?text=${text}%20${u}`],
  ];
}

/** "Share": the callout's address to copy, and links to share it on social networks. */
export function ShareBox({ url, title, open = false }: ShareBoxProps) {
  const { t } = useLingui();
  return (
    <details className={box} open={open}>
      <summary>{t`Share this callout`}</summary>
      <div className={body}>
        <CopyField label={t`Link to this callout`} value={url} />
        <ul className={list} aria-label={t`Share on`}>
          {shareLinks(url, title).map(([name, href]) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
          <li>
            <a
              href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
            >
              {t`Email`}
            </a>
          </li>
        </ul>
      </div>
    </details>
  );
}
