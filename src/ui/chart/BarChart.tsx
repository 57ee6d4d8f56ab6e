import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { visuallyHidden } from "../styles";
import { niceScale } from "./scale";

export interface BarDatum {
  /** Unique among the bars, such as an ISO day. */
  key: string;
  /** The bar's name in words, already formatted ("3 Mar"). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's caption, e.g. "Responses per day". Already translated. */
  title: string;
  /**
   * What the chart says in a sentence ("1,204 responses in 30 days, the most on 3 March"),
   * shown under the caption: the chart's text for everyone, and all a screen reader needs
   * besides the table.
   */
  summary?: string;
  data: readonly BarDatum[];
  /** The table's header over the labels, e.g. "Day". */
  labelHeader: string;
  /** The table's header over the values, e.g. "Responses". */
  valueHeader: string;
  /** Values as text; numbers in the active locale by default. */
  formatValue?(value: number): string;
  className?: string;
}

const root = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  min-width: 0;
`;

const caption = css`
  font-weight: 600;
`;

const summaryText = css`
  margin: 0;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

/* Room on the left for the axis's numbers, beneath for the labels. */
const plot = css`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: 9rem auto;
  column-gap: 0.5rem;
  font-size: 0.75rem;
  color: rgb(var(--c-body-muted));
`;

const axis = css`
  position: relative;
  min-width: 1.5rem;

  & span {
    position: absolute;
    right: 0;
    transform: translateY(50%);
    line-height: 1;
    white-space: nowrap;
  }
`;

const area = css`
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;
`;

const grid = css`
  stroke: rgb(var(--c-grey-light));
  stroke-width: 1;
  vector-effect: non-scaling-stroke;
`;

const baseline = css`
  stroke: rgb(var(--c-grey-dark));
  stroke-width: 1;
  vector-effect: non-scaling-stroke;
`;

const bar = css`
  fill: rgb(var(--c-primary));

  &:hover {
    fill: rgb(var(--c-primary-70));
  }
`;

const labels = css`
  position: relative;
  grid-column: 2;
  height: 1.25rem;

  & span {
    position: absolute;
    top: 0.25rem;
    white-space: nowrap;
  }
`;

const numbers = css`
  font-size: 0.875rem;

  & summary {
    width: fit-content;
    color: rgb(var(--c-link-text));
    font-weight: 600;
    cursor: pointer;
  }

  & table {
    margin-top: 0.5rem;
    border-collapse: collapse;
  }

  & th,
  & td {
    padding: 0.25rem 1rem 0.25rem 0;
    border-bottom: 1px solid rgb(var(--c-grey-lighter));
    text-align: left;
  }

  & td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The bars that get a label beneath: the first, the middle and the last. */
function labelled(count: number): number[] {
  return [...new Set([0, Math.floor((count - 1) / 2), count - 1])].filter((index) => index >= 0);
}

/**
 * A small bar chart of values by category (responses per day), drawn in SVG with the theme's
 * colours, no library. The drawing is hidden from screen readers, who get the caption, the
 * summary and the numbers as a table (behind "Show the numbers", for everyone).
 */
export function BarChart({
  title,
  summary,
  data,
  labelHeader,
  valueHeader,
  formatValue,
  className,
}: BarChartProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const format = formatValue ?? ((value: number) => i18n.number(value));
  const { top, ticks } = niceScale(Math.max(0, ...data.map((datum) => datum.value)));
  const count = Math.max(data.length, 1);
  const heightOf = (value: number) => (value / top) * 100;

  return (
    <figure className={cx(root, className)} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={caption}>
        {title}
      </figcaption>
      {summary && <p className={summaryText}>{summary}</p>}
      <div className={plot} aria-hidden="true">
        <div className={axis}>
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${heightOf(tick)}%` }}>
              {format(tick)}
            </span>
          ))}
        </div>
        <svg className={area} viewBox={`0 0 ${count} 100`} preserveAspectRatio="none">
          {ticks.slice(1).map((tick) => (
            <line
              key={tick}
              className={grid}
              x1="0"
              x2={count}
              y1={100 - heightOf(tick)}
              y2={100 - heightOf(tick)}
            />
          ))}
          {data.map((datum, index) => {
            // A bar of a small value stays visible against the baseline.
            const height = datum.value > 0 ? Math.max(heightOf(datum.value), 1.5) : 0;
            return (
              <rect
                key={datum.key}
                className={bar}
                x={index + 0.15}
                y={100 - height}
                width="0.7"
                height={height}
              >
                <title>{`${datum.label}: ${format(datum.value)}`}</title>
              </rect>
            );
          })}
          <line className={baseline} x1="0" x2={count} y1="100" y2="100" />
        </svg>
        <div className={labels}>
          {labelled(data.length).map((index) => {
            const datum = data[index];
            if (!datum) return null;
            const first = index === 0;
            const last = index === data.length - 1;
            // The ends line up with the plot's edges; a label between is centred on its bar.
            const place = first
              ? { left: "0" }
              : last
                ? { right: "0" }
                : { left: `${((index + 0.5) / count) * 100}%`, transform: "translateX(-50%)" };
            return (
              <span key={datum.key} style={place}>
                {datum.label}
              </span>
            );
          })}
        </div>
      </div>
      <details className={numbers}>
        <summary>
          {t`Show the numbers`}
          <span className={visuallyHidden}>: {title}</span>
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.label}</th>
                <td>{format(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
