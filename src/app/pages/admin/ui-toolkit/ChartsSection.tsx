import { css } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BarChart, type BarDatum } from "@ui/chart";
import { Text } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const charts = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 2rem;
`;

/** A fortnight of responses to an example callout: a launch, a quiet weekend, a newsletter. */
const RESPONSES = [12, 48, 31, 22, 9, 4, 6, 19, 14, 11, 73, 40, 18, 7];
const START = Date.UTC(2026, 2, 2);
const DAY = 86_400_000;

/** Amounts in a currency, to show that values format as the page asks. */
const DONATIONS = [
  { key: "monthly", value: 1840.5 },
  { key: "annual", value: 920 },
  { key: "one-off", value: 315.25 },
];

/**
 * Bar charts: responses per day as the callout overview shows them, and amounts with a
 * format of their own. Each has a caption, a sentence saying what it shows, and its numbers.
 */
export function ChartsSection() {
  const { t, i18n } = useLingui();
  const days: BarDatum[] = RESPONSES.map((value, index) => {
    const day = new Date(START + index * DAY);
    return {
      key: day.toISOString().slice(0, 10),
      label: i18n.date(day, { month: "short", day: "numeric", timeZone: "UTC" }),
      value,
    };
  });
  const total = RESPONSES.reduce((sum, value) => sum + value, 0);
  const labels: Record<string, string> = {
    monthly: t`Monthly`,
    annual: t`Annual`,
    "one-off": t`One-off`,
  };
  const money = (value: number) => i18n.number(value, { style: "currency", currency: "EUR" });

  return (
    <ToolkitSection id="toolkit-charts" title={t`Charts`}>
      <Text>
        {t`Bars for comparing numbers, drawn in the theme's colours. Screen readers get the caption, a sentence about the chart and its numbers as a table, which anyone can open.`}
      </Text>
      <div className={charts}>
        <BarChart
          title={t`Responses per day`}
          summary={plural(total, {
            one: "# response in the last 14 days.",
            other: "# responses in the last 14 days.",
          })}
          data={days}
          labelHeader={t`Day`}
          valueHeader={t`Responses`}
        />
        <BarChart
          title={t`Contributions this month`}
          data={DONATIONS.map(({ key, value }) => ({ key, label: labels[key] ?? key, value }))}
          labelHeader={t`Kind`}
          valueHeader={t`Amount`}
          formatValue={money}
        />
      </div>
    </ToolkitSection>
  );
}
