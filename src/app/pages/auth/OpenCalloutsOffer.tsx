import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useOpenCallouts } from "@ui/callout/useOpenCallouts";
import { Heading } from "@ui/typography";

const offer = css`
  padding-top: 1.25rem;
  border-top: 1px solid rgb(var(--c-primary-10));
`;
const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

/** For a reader without an account: the callouts they can answer without one. */
export function OpenCalloutsOffer() {
  const { t } = useLingui();
  const callouts = useOpenCallouts({ guestsOnly: true });
  if (!callouts.length) return null;
  return (
    <section className={offer} aria-labelledby="login-callouts">
      <Heading level={2} size="sm" id="login-callouts">
        {t`No account? Have your say in our callouts`}
      </Heading>
      <ul className={list}>
        {callouts.map((callout) => (
          <li key={callout.id}>
            <Link href={`/callouts/${encodeURIComponent(callout.slug)}`}>{callout.title}</Link>
          </li>
        ))}
        <li>
          <Link href="/callouts">{t`All callouts`}</Link>
        </li>
      </ul>
    </section>
  );
}
