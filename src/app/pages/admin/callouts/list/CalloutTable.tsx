import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";
import { DataTable, type Column, type DataTableProps } from "@ui/table";
import { StatusBadge } from "../shared/status";
import { muted, textLink } from "../../shared/styles";

const hiddenMark = css`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  white-space: nowrap;

  & svg {
    width: 1.125rem;
    height: 1.125rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
  }
`;

const titleCell = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 12rem;
`;

const slug = css`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

function EyeOff() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18M10.6 5.1A9.9 9.9 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.4 3.5M6.3 6.8C4.3 8.1 2.7 10.1 2 12c1 2.5 5 7 10 7 1.6 0 3.1-.5 4.4-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}

export type CalloutTableProps = Omit<
  DataTableProps<Callout>,
  "columns" | "rowKey" | "rowLabel" | "caption"
>;

/** The staff's callouts: status, title (to its overview), listing, responses and dates. */
export function CalloutTable(props: CalloutTableProps) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null) =>
    iso === null ? (
      <span className={muted}>{t`Not set`}</span>
    ) : (
      <time dateTime={iso}>{i18n.date(iso, { dateStyle: "medium" })}</time>
    );

  const columns: Column<Callout>[] = [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      cell: (callout) => (
        <span className={titleCell}>
          <Link href={pathTo("/admin/callouts/view/:id", { id: callout.id })} className={textLink}>
            {callout.title || t`Untitled callout`}
          </Link>
          <span className={`${muted} ${slug}`}>/{callout.slug}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      sortable: true,
      cell: (callout) => <StatusBadge status={callout.status} />,
    },
    {
      id: "hidden",
      header: t`Visibility`,
      sortable: true,
      cell: (callout) =>
        callout.hidden ? (
          <span className={hiddenMark}>
            <EyeOff />
            {t`Hidden`}
          </span>
        ) : (
          <span className={muted}>{t`Listed`}</span>
        ),
    },
    {
      id: "responseCount",
      header: t`Responses`,
      sortable: true,
      align: "end",
      cell: (callout) => i18n.number(callout.responseCount ?? 0),
    },
    { id: "starts", header: t`Starts`, sortable: true, cell: (callout) => date(callout.starts) },
    { id: "expires", header: t`Ends`, sortable: true, cell: (callout) => date(callout.expires) },
  ];

  return (
    <DataTable<Callout>
      {...props}
      caption={t`Callouts`}
      captionHidden
      columns={columns}
      narrowAsCards
      rowKey={(callout) => callout.id}
      rowLabel={(callout) => callout.title || callout.slug}
    />
  );
}
