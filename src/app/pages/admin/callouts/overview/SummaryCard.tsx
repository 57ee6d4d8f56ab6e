import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { previewUrl } from "@ui/upload/preview";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { muted, textLink } from "../../shared/styles";
import { dateRange, whenSentence } from "./when";

const layout = css`
  display: grid;
  gap: 1rem 1.5rem;

  @media (min-width: 40rem) {
    grid-template-columns: minmax(0, 14rem) 1fr;
  }
`;

const picture = css`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: 0.375rem;
  background-color: rgb(var(--c-primary-5));
`;

const facts = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  overflow-wrap: anywhere;
`;

const when = css`
  font-weight: 600;
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

/**
 * The callout at a glance: picture, excerpt, when it opens or ends, its public address, the
 * way to its responses.
 */
export function SummaryCard({ callout, headingId }: { callout: Callout; headingId: string }) {
  const { t, i18n } = useLingui();
  const range = dateRange(callout, i18n);
  const count = callout.responseCount ?? 0;
  const published = callout.status === "open" || callout.status === "ended";
  const address = `${location.origin}${pathTo("/callouts/:id", { id: callout.slug })}`;
  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Summary`}
      </Heading>
      <div className={layout}>
        {callout.image && <img className={picture} src={previewUrl(callout.image, 600)} alt="" />}
        <div className={facts}>
          <Text>{callout.excerpt || <span className={muted}>{t`No excerpt yet.`}</span>}</Text>
          <Text className={when}>{whenSentence(callout, i18n)}</Text>
          {range && (
            <Text size="sm" className={muted}>
              {range}
            </Text>
          )}
          <div className={links}>
            {published ? (
              <a className={textLink} href={address} target="_blank" rel="noopener">
                {address}
              </a>
            ) : (
              <span>
                {address} <span className={muted}>{t`(once published)`}</span>
              </span>
            )}
            <Link
              className={textLink}
              href={pathTo("/admin/callouts/view/:id/responses", { id: callout.id })}
            >
              {plural(count, {
                0: "No responses yet",
                one: "See the # response",
                other: "See all # responses",
              })}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
