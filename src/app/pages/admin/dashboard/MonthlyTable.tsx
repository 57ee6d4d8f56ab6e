import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { StatsMonth } from "@core/stats";

const details = css`
  & summary {
    cursor: pointer;
    color: rgb(var(--c-link-text, var(--c-link)));
  }
`;
const table = css`
  width: 100%;
  margin-top: 0.75rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid rgb(var(--c-grey-light));
    text-align: right;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
  }
`;

const caption = css`
  text-align: left;
`;

/** The charts' numbers as a table, for screen readers and for anyone who wants them exact. */
export function MonthlyTable({
  months,
  format,
}: {
  months: readonly StatsMonth[];
  format(value: number): string;
}) {
  const { t, i18n } = useLingui();
  return (
    <details className={details}>
      <summary>{t`Show the numbers`}</summary>
      <table className={table}>
        <caption className={caption}>{t`Members and revenue by month`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Month`}</th>
            <th scope="col">{t`Members at the end`}</th>
            <th scope="col">{t`Revenue`}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">
                {i18n.date(`${month.month}-01T00:00:00Z`, {
                  month: "long",
                  year: "numeric",
                  timeZone: "UTC",
                })}
              </th>
              <td>{i18n.number(month.members)}</td>
              <td>{format(month.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
