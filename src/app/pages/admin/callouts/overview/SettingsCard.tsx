import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Callout } from "@core/callouts/callout";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { BUCKET_LABELS, bucketId } from "../../shared/buckets";

const list = css`
  display: grid;
  gap: 0.25rem 1.5rem;
  margin: 0;

  @media (min-width: 40rem) {
    grid-template-columns: minmax(9rem, max-content) 1fr;
  }

  /* A term and its description are a pair in the markup, cells of the grid on screen. */
  & > div {
    display: contents;
  }

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0 0 0.5rem;
  }
`;

/** The callout's settings as sentences: who may answer, how often, what happens after. */
export function SettingsCard({ callout, headingId }: { callout: Callout; headingId: string }) {
  const { t, i18n } = useLingui();

  const access = {
    member: t`Members only, signed in.`,
    guest: t`Everyone. People who are not signed in give their name and email.`,
    anonymous: t`Everyone. People who are not signed in may leave their name and email.`,
    "only-anonymous": t`Everyone, anonymously: no contact details are kept.`,
  }[callout.access];

  const answers = callout.allowMultiple
    ? t`Each person may answer as often as they like.`
    : callout.allowUpdate
      ? t`One answer each, which people may change while the callout is open.`
      : t`One answer each, final once sent.`;

  const after = callout.thanksRedirect
    ? t`Readers go on to ${callout.thanksRedirect}.`
    : t`A thank-you message: “${callout.thanksTitle ?? ""}”.`;

  const listed = callout.hidden
    ? t`Hidden from the list of callouts: only people with the link can open it.`
    : t`Listed with your other callouts.`;

  const captcha = {
    none: t`None.`,
    guest: t`A captcha for people who are not signed in.`,
    all: t`A captcha for everyone.`,
  }[callout.captcha];

  const view = callout.responseViewSchema;
  const shownBuckets = (view?.buckets ?? [])
    .map((stored) => {
      const id = bucketId(stored);
      return id ? i18n._(BUCKET_LABELS[id]) : stored;
    })
    .join(", ");
  const publicView =
    !view || (!view.gallery && !view.map)
      ? t`Not shown publicly.`
      : [
          view.gallery && view.map
            ? t`In a gallery and on a map.`
            : view.gallery
              ? t`In a gallery.`
              : t`On a map.`,
          shownBuckets ? t`Only responses in: ${shownBuckets}.` : t`No bucket is shown yet.`,
        ].join(" ");

  const emails = callout.responseEmails
    ? {
        none: t`None.`,
        each: t`An email to admins for each response.`,
        digest: t`A daily summary to admins.`,
      }[callout.responseEmails]
    : undefined;

  const contactForReviewers = callout.hideContactFromReviewers
    ? t`Hidden from reviewers: they see answers only.`
    : t`Shown to reviewers.`;

  const languages = (callout.variantNames ?? []).filter((name) => name !== "default");

  const rows: [term: string, description: string][] = [
    [t`Who can answer`, access],
    [t`Answers`, answers],
    [t`After answering`, after],
    [t`Listing`, listed],
    [t`Spam protection`, captcha],
    [t`Responses in public`, publicView],
    [t`Contact details`, contactForReviewers],
    ...(emails ? ([[t`Emails about responses`, emails]] as [string, string][]) : []),
    [
      t`Translations`,
      languages.length > 0 ? languages.join(", ") : t`None: the callout has one language.`,
    ],
  ];

  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Settings`}
      </Heading>
      <dl className={list}>
        {rows.map(([term, description]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
