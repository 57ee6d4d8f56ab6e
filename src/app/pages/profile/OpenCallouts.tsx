import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { read } from "@core/api/call";
import type { CalloutPage } from "@core/callouts/callout";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { CalloutCard } from "@app/pages/shared/CalloutCard";

/** How many the home shows; the rest are a link away. */
const SHOWN = 3;

/**
 * The newest open callouts that lists show (hidden ones are for direct links only). `read`
 * rather than the callouts' API module, which would add all of that module to this page.
 */
const HOME_CALLOUTS = read<CalloutPage>("callout", {
  rules: {
    condition: "AND",
    rules: [
      { field: "status", operator: "equal", value: ["open"] },
      { field: "hidden", operator: "equal", value: [false] },
    ],
  },
  sort: "starts",
  order: "DESC",
  limit: SHOWN,
  with: ["hasAnswered"],
});

const section = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const cards = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/profile`'s invitation to take part: up to three open callouts and the way to all. */
export function OpenCallouts() {
  const { t } = useLingui();
  const list = useQuery(HOME_CALLOUTS);
  return (
    <section className={section} aria-labelledby="home-callouts">
      <div className={header}>
        <Heading level={2} size="md" id="home-callouts">
          {t`Open callouts`}
        </Heading>
        <Link href="/callouts">{t`View all callouts`}</Link>
      </div>
      <QueryView
        state={list}
        read={HOME_CALLOUTS}
        loading={t`Loading the open callouts`}
        failed={t`We couldn't load the open callouts.`}
        empty={<Text>{t`There are no open callouts right now.`}</Text>}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <ul className={cards}>
            {page.items.map((callout) => (
              <li key={callout.id}>
                <CalloutCard callout={callout} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
