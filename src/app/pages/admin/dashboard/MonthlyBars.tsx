import { css } from "@linaria/core";
import { useId } from "react";
import { Heading } from "@ui/typography";

const figure = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
`;
const svg = css`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
`;
const bar = css`
  fill: rgb(var(--c-primary));
`;
const latestBar = css`
  fill: rgb(var(--c-primary-70, var(--c-primary)));
  opacity: 0.6;
`;
const grid = css`
  stroke: rgb(var(--c-grey-light));
  stroke-width: 1;
`;
const axisText = css`
  fill: rgb(var(--c-body-muted, var(--c-body)));
  font-size: 12px;
  font-family: var(--ff-body);
`;
const valueText = css`
  fill: rgb(var(--c-body));
  font-size: 12px;
  font-weight: 600;
  font-family: var(--ff-body);
`;

export interface MonthlyBar {
  /** `YYYY-MM`. */
  month: string;
  value: number;
}

export interface MonthlyBarsProps {
  title: string;
  bars: readonly MonthlyBar[];
  /** The value as people read it (money, a count). */
  format(value: number): string;
  /** A month's short name, e.g. "Mar". */
  monthLabel(month: string): string;
  /** Says the current month is not over, for the lighter last bar. */
  partialNote: string;
}

// About the size it shows at beside its twin, so its text reads at about its font size.
const WIDTH = 400;
const HEIGHT = 170;
const TOP = 20;
const BOTTOM = 24;

/**
 * Bars of a value per month, newest on the right, the current (unfinished) month lighter. The
 * SVG is hidden from screen readers: `MonthlyTable` beside it holds the same numbers.
 */
export function MonthlyBars({ title, bars, format, monthLabel, partialNote }: MonthlyBarsProps) {
  const titleId = useId();
  const max = Math.max(0, ...bars.map((entry) => entry.value));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = slot * 0.62;
  const height = (value: number) => (max === 0 ? 0 : (value / max) * plot);
  return (
    <figure className={figure} aria-labelledby={titleId}>
      <Heading level={3} size="sm" id={titleId}>
        {title}
      </Heading>
      <svg className={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line className={grid} x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {bars.map((entry, i) => {
          const h = height(entry.value);
          const x = i * slot + (slot - barWidth) / 2;
          const last = i === bars.length - 1;
          return (
            <g key={entry.month}>
              <rect
                className={last ? latestBar : bar}
                x={x}
                y={HEIGHT - BOTTOM - h}
                width={barWidth}
                height={Math.max(h, entry.value > 0 ? 1 : 0)}
                rx={2}
              >
                <title>{`${monthLabel(entry.month)}: ${format(entry.value)}${last ? ` (${partialNote})` : ""}`}</title>
              </rect>
              {(entry.value === max || last) && entry.value > 0 && (
                <text
                  className={valueText}
                  x={x + barWidth / 2}
                  y={HEIGHT - BOTTOM - h - 5}
                  textAnchor="middle"
                >
                  {format(entry.value)}
                </text>
              )}
              <text className={axisText} x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {monthLabel(entry.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
