import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { pathTo } from "../../../../core/pages";
import { $currentUser } from "../../../../stores/session";
import { $general } from "../../../../stores/settings";
import { Spinner } from "../../../../ui/spinner";
import { Heading, Text } from "../../../../ui/typography";
import { card } from "../../card";
import { openQuery } from "../../callouts/archive";
import { useCalloutList } from "../../callouts/useCalloutList";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;
const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`;

const OPEN_WITH_COUNTS = openQuery("responseCount");

/**
 * `/admin`, an admin's first page: the callouts open now and how many answers each has had.
 * The contacts issue (#13) adds the organisation's figures and charts here.
 */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const { organisationName } = useStore($general);
  const open = useCalloutList(OPEN_WITH_COUNTS);
  const name = user?.firstname || user?.displayName || "";

  return (
    <div className={page}>
      <Heading level={1} size="xl">
        {name ? t`Welcome, ${name}` : t`Dashboard`}
      </Heading>
      <Text>{t`What is happening at ${organisationName} today.`}</Text>
      <section className={card} aria-labelledby="dashboard-open">
        <Heading level={2} size="md" id="dashboard-open">
          {t`Open callouts`}
        </Heading>
        {open.status === "loading" && <Spinner label={t`Loading callouts`} />}
        {open.status === "failed" && (
          <Text role="alert">{t`The callouts could not load. Please try again later.`}</Text>
        )}
        {open.status === "ready" &&
          (open.items.length === 0 ? (
            <Text>{t`No callout is open at the moment.`}</Text>
          ) : (
            <ul className={list}>
              {open.items.map((callout) => {
                const count = callout.responseCount ?? 0;
                return (
                  <li key={callout.id} className={row}>
                    <Link href={pathTo("/callouts/:id", { id: callout.slug })}>
                      {callout.title}
                    </Link>
                    <Text as="span" size="sm">
                      {plural(count, { one: "# response", other: "# responses" })}
                    </Text>
                  </li>
                );
              })}
            </ul>
          ))}
      </section>
    </div>
  );
}
