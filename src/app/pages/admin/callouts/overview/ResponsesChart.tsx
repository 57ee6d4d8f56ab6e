import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { calloutResponseCount } from "@core/callouts/api";
import type { Callout } from "@core/callouts/callout";
import { BarChart } from "@ui/chart";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { muted } from "../../shared/styles";
import { chartDays, useDailyCounts } from "./daily-counts";

/** How many responses the callout has, and how they came in day by day (up to a month). */
export function ResponsesChart({ callout, headingId }: { callout: Callout; headingId: string }) {
  const { t, i18n } = useLingui();
  const days = chartDays(callout);
  const counts = useDailyCounts(callout.id, days);
  const total = callout.responseCount ?? 0;
  const dayLabel = (day: string) =>
    i18n.date(`${day}T00:00:00Z`, { month: "short", day: "numeric", timeZone: "UTC" });

  const chart = (values: number[]) => {
    const shown = values.reduce((sum, value) => sum + value, 0);
    const most = Math.max(...values);
    const busiest = dayLabel(days[values.indexOf(most)] ?? days[0]!);
    const summary = [
      plural(days.length, {
        one: `${i18n.number(shown)} on the one day it has been open.`,
        other: `${i18n.number(shown)} in the last # days.`,
      }),
      most > 0 ? t`The most on ${busiest}: ${i18n.number(most)}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return (
      <BarChart
        title={t`Responses per day (UTC)`}
        summary={summary}
        data={days.map((day, index) => ({
          key: day,
          label: dayLabel(day),
          value: values[index] ?? 0,
        }))}
        labelHeader={t`Day`}
        valueHeader={t`Responses`}
      />
    );
  };

  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {plural(total, { one: "# response", other: "# responses" })}
      </Heading>
      {days.length === 0 ? (
        <Text className={muted}>{t`Responses come in once the callout opens.`}</Text>
      ) : (
        <QueryView
          state={counts}
          read={calloutResponseCount(callout.id)}
          loading={t`Loading responses per day`}
          failed={t`The responses per day could not be loaded.`}
        >
          {chart}
        </QueryView>
      )}
    </section>
  );
}
