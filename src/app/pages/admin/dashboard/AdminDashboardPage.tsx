import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { openCallouts } from "@core/callouts/api";
import { pathTo } from "@core/pages";
import { stats } from "@core/stats/api";
import { STATS_WINDOW_DAYS } from "@core/stats/stats";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { buttonClassName } from "@ui/button";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { FigureCards } from "./FigureCards";
import { MonthlyBars } from "./MonthlyBars";
import { MonthlyTable } from "./MonthlyTable";
import { useMoney } from "../shared/useMoney";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 72rem;
`;
const charts = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1.5rem;
`;
const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1.5rem;
  align-items: start;
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
const muted = css`
  color: rgb(var(--c-body-muted, var(--c-body)));
`;
const tasks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The newest open callout, with its response count (admins see counts). */
const LATEST_OPEN = openCallouts(1, ["responseCount"], false);
const STATS = stats();

/**
 * `/admin`, an admin's first page: the last 30 days' figures against the 30 before, members
 * and revenue over 12 months, the newest members, the latest open callout and common tasks.
 */
export default function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const { organisationName } = useStore($general);
  const money = useMoney();
  const figures = useQuery(STATS);
  const latest = useQuery(LATEST_OPEN);
  const name = user?.firstname || user?.displayName || "";
  const monthLabel = (month: string) =>
    i18n.date(`${month}-01T00:00:00Z`, { month: "short", timeZone: "UTC" });
  const count = (value: number) => i18n.number(value);

  return (
    <div className={page}>
      <div>
        <Heading level={1} size="xl">
          {name ? t`Welcome, ${name}` : t`Dashboard`}
        </Heading>
        <Text>{t`How ${organisationName} did in the last ${STATS_WINDOW_DAYS} days, compared with the ${STATS_WINDOW_DAYS} days before.`}</Text>
      </div>

      <QueryView
        state={figures}
        read={STATS}
        loading={t`Loading the figures`}
        spinnerSize="lg"
        failed={t`The figures could not load.`}
        className={card}
      >
        {(data) => (
          <>
            <FigureCards stats={data} />
            <section className={card} aria-labelledby="dashboard-months">
              <Heading level={2} size="md" id="dashboard-months">
                {t`The last 12 months`}
              </Heading>
              <div className={charts}>
                <MonthlyBars
                  title={t`Members at the end of each month`}
                  bars={data.months.map((m) => ({ month: m.month, value: m.members }))}
                  format={count}
                  monthLabel={monthLabel}
                  partialNote={t`so far`}
                />
                <MonthlyBars
                  title={t`Revenue each month`}
                  bars={data.months.map((m) => ({ month: m.month, value: m.revenue }))}
                  format={(value) => money(value, { whole: true })}
                  monthLabel={monthLabel}
                  partialNote={t`so far`}
                />
              </div>
              <MonthlyTable months={data.months} format={money} />
            </section>
          </>
        )}
      </QueryView>

      <div className={columns}>
        <section className={card} aria-labelledby="dashboard-members">
          <Heading level={2} size="md" id="dashboard-members">
            {t`Newest members`}
          </Heading>
          <QueryView
            state={figures}
            read={STATS}
            loading={t`Loading members`}
            // The figures above say what failed; this card says its list comes with them.
            failed={<Text className={muted}>{t`They come with the figures above.`}</Text>}
            empty={<Text>{t`Nobody is a member yet.`}</Text>}
            isEmpty={(data) => data.recentMembers.length === 0}
          >
            {(data) => (
              <ul className={list}>
                {data.recentMembers.map(({ contact, since }) => (
                  <li key={contact.id} className={row}>
                    <Link href={pathTo("/admin/contacts/:id", { id: contact.id })}>
                      {contact.displayName}
                    </Link>
                    <Text as="span" size="sm" className={muted}>
                      {t`since ${i18n.date(since, { dateStyle: "medium" })}`}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>

        <section className={card} aria-labelledby="dashboard-callout">
          <Heading level={2} size="md" id="dashboard-callout">
            {t`Latest open callout`}
          </Heading>
          <QueryView
            state={latest}
            read={LATEST_OPEN}
            loading={t`Loading callouts`}
            failed={t`The callouts could not load. Please try again later.`}
          >
            {(data) =>
              data.items[0] ? (
                <div className={list}>
                  <Link href={pathTo("/admin/callouts/view/:id", { id: data.items[0].id })}>
                    {data.items[0].title}
                  </Link>
                  {data.items[0].excerpt && <Text size="sm">{data.items[0].excerpt}</Text>}
                  <Text size="sm" className={muted}>
                    <Link
                      href={pathTo("/admin/callouts/view/:id/responses", {
                        id: data.items[0].id,
                      })}
                    >
                      {plural(data.items[0].responseCount ?? 0, {
                        one: "# response so far",
                        other: "# responses so far",
                      })}
                    </Link>
                  </Text>
                </div>
              ) : (
                <Text>
                  {t`No callout is open at the moment.`}{" "}
                  <Link href={pathTo("/admin/callouts/new")}>{t`Create one`}</Link>
                </Text>
              )
            }
          </QueryView>
        </section>
      </div>

      <section className={card} aria-labelledby="dashboard-tasks">
        <Heading level={2} size="md" id="dashboard-tasks">
          {t`Common tasks`}
        </Heading>
        <div className={tasks}>
          {[
            { href: pathTo("/admin/callouts/new"), label: t`Create a callout` },
            { href: pathTo("/admin/contacts/add"), label: t`Add a contact` },
            { href: pathTo("/admin/contacts/import"), label: t`Import contacts` },
            { href: pathTo("/admin/payments"), label: t`See payments` },
            { href: pathTo("/admin/notices/add"), label: t`Add a notice` },
            { href: pathTo("/admin/settings"), label: t`Change settings` },
          ].map((task) => (
            <Link
              key={task.href}
              href={task.href}
              className={buttonClassName({ variant: "primaryOutlined" })}
            >
              {task.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
