import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { Stats } from "@core/stats";
import { STATS_WINDOW_DAYS } from "@core/stats/stats";
import { Heading } from "@ui/typography";
import { FIGURES, percentChange, type FigureSpec } from "./figures";
import { useMoney } from "../shared/useMoney";

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 1rem;
  margin: 0;
`;
const figureCard = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
  & dt {
    font-size: 0.875rem;
    color: rgb(var(--c-body-muted, var(--c-body)));
  }
  & dd {
    margin: 0;
  }
`;
const value = css`
  font-size: clamp(1.25rem, 4vw, 1.75rem);
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;
const change = css`
  font-size: 0.8125rem;
  color: rgb(var(--c-body-muted, var(--c-body)));
`;

const heading = css`
  margin-bottom: 0.75rem;
`;

/** The period's figures, each with how it moved against the period before. */
export function FigureCards({ stats }: { stats: Stats }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const show = (spec: FigureSpec, figure: number | null) =>
    figure === null ? "–" : spec.money ? money(figure) : i18n.number(figure);

  return (
    <section aria-labelledby="dashboard-figures">
      <Heading level={2} size="md" id="dashboard-figures" className={heading}>
        {t`The last ${STATS_WINDOW_DAYS} days`}
      </Heading>
      <dl className={grid}>
        {FIGURES.map((spec) => {
          const now = stats[spec.key];
          const before = stats.previous[spec.key];
          const percent = percentChange(now, before);
          const previous = show(spec, before);
          let comparison: string;
          if (percent === null) comparison = t`${previous} in the ${STATS_WINDOW_DAYS} days before`;
          else if (percent > 0) comparison = t`Up ${percent}% from ${previous}`;
          else if (percent < 0) comparison = t`Down ${-percent}% from ${previous}`;
          else comparison = t`Same as the ${STATS_WINDOW_DAYS} days before`;
          return (
            <div key={spec.key} className={figureCard} data-figure={spec.key}>
              <dt>{i18n._(spec.label)}</dt>
              <dd className={value}>{show(spec, now)}</dd>
              <dd className={change}>{comparison}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
