import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { imageUrl } from "@ui/callout/links";
import type { Callout } from "@ui/callout/types";
import { Heading, Text } from "@ui/typography";

const card = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.75rem 1.25rem;
  padding: 1.25rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);

  @media (min-width: 640px) {
    grid-template-columns: 12rem 1fr;
  }

  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 0.25rem;
  }

  & a {
    color: inherit;
  }
`;

/**
 * Where a callout without a cover image would have one: a plain tile in the theme's lightest
 * tint, so the list keeps its rhythm and shows no broken image.
 */
const noCover = css`
  display: none;
  aspect-ratio: 16 / 9;
  border-radius: 0.25rem;
  background: linear-gradient(135deg, rgb(var(--c-primary-10)), rgb(var(--c-primary-5)));

  @media (min-width: 640px) {
    display: block;
  }
`;

const text = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  grid-column: -2;
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: rgb(var(--c-body-muted));
`;

const badge = css`
  color: rgb(var(--c-success-text));
  font-weight: 600;
`;

/** A callout in a list: image (or a plain tile), title (the link), summary, its dates, and "you answered". */
export function CalloutCard({ callout }: { callout: Callout }) {
  const { t, i18n } = useLingui();
  const date = (value: string) => i18n.date(value, { dateStyle: "long" });
  const href = `/callouts/${encodeURIComponent(callout.slug)}`;
  let when: string | undefined;
  if (callout.status === "ended" && callout.expires) when = t`Closed on ${date(callout.expires)}`;
  else if (callout.status === "open" && callout.expires) {
    when = t`Open until ${date(callout.expires)}`;
  }
  return (
    <article className={card}>
      {callout.image ? (
        <img src={imageUrl(callout.image, 600)} alt="" loading="lazy" />
      ) : (
        <div className={noCover} aria-hidden="true" />
      )}
      <div className={text}>
        <Heading level={3} size="sm">
          <Link href={href}>{callout.title}</Link>
        </Heading>
        {callout.excerpt && <Text>{callout.excerpt}</Text>}
        {(when || callout.hasAnswered) && (
          <Text size="sm" as="div" className={meta}>
            {when && <span>{when}</span>}
            {callout.hasAnswered && <span className={badge}>{t`You answered`}</span>}
          </Text>
        )}
      </div>
    </article>
  );
}
