import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { WebhookDelivery } from "@core/outbound-webhooks";
import { redeliverWebhook, webhookDeliveries } from "@core/outbound-webhooks/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { messageForRefusal } from "@ui/form";
import { StatusLabel, type StatusTone } from "@ui/status-label";
import { DataTable, useTableQuery, type Column } from "@ui/table";
import { EVENT_WORDS } from "./event-words";

/* An error's code (ERR_TLS_CERT_ALTNAME_INVALID) breaks rather than widen the table. */
const answer = css`
  display: inline-block;
  min-width: 10rem;
  overflow-wrap: anywhere;
`;

const PAGE_SIZE = 10;
/** While a delivery waits, the log is asked again this often, so its outcome shows. */
const REFRESH_MS = 2000;

/** An endpoint's recent deliveries, newest first, each with its outcome and a redelivery. */
export function DeliveryTable({ endpointId, label }: { endpointId: string; label: string }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const read = webhookDeliveries(endpointId, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const list = useQuery(read);
  const table = useTableQuery(list, (data) => ({ rows: data.items, total: data.total }));
  const waiting = table.rows?.some((row) => row.state === "pending") ?? false;
  const [redelivering, setRedelivering] = useState<string>();

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => invalidate(webhookDeliveries(endpointId)), REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, endpointId]);

  const redeliver = async (delivery: WebhookDelivery) => {
    setRedelivering(delivery.id);
    try {
      await api.send(redeliverWebhook(delivery.id));
      notify.success(t`The delivery is on its way again.`);
    } catch (error) {
      const message = messageForRefusal(error);
      notify.error(t`The delivery could not be sent again.`, {
        description: message ? i18n._(message) : undefined,
      });
    }
    setRedelivering(undefined);
    invalidate(webhookDeliveries(endpointId));
  };

  const outcomes: Record<WebhookDelivery["state"], { words: string; tone: StatusTone }> = {
    pending: { words: t`Waiting`, tone: "info" },
    succeeded: { words: t`Delivered`, tone: "success" },
    failed: { words: t`Failed`, tone: "danger" },
  };

  const columns: Column<WebhookDelivery>[] = [
    {
      id: "createdAt",
      header: t`Sent`,
      cell: (row) => (
        <time dateTime={row.createdAt}>
          {i18n.date(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
    {
      id: "state",
      header: t`Outcome`,
      cell: (row) => (
        <StatusLabel tone={outcomes[row.state].tone}>{outcomes[row.state].words}</StatusLabel>
      ),
    },
    { id: "event", header: t`Event`, cell: (row) => i18n._(EVENT_WORDS[row.event]) },
    {
      id: "responseCode",
      header: t`Answer`,
      cell: (row) => (
        <span className={answer}>
          {row.responseCode === null ? (row.lastError ?? "–") : String(row.responseCode)}
        </span>
      ),
    },
    { id: "attempts", header: t`Tries`, align: "end", cell: (row) => String(row.attempts) },
    {
      id: "actions",
      header: t`Actions`,
      hideable: false,
      cell: (row) => (
        <Button
          variant="greyOutlined"
          size="sm"
          disabled={row.state === "pending"}
          loading={redelivering === row.id}
          onClick={() => void redeliver(row)}
          aria-label={t`Redeliver the event of ${i18n.date(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}`}
        >
          {t`Redeliver`}
        </Button>
      ),
    },
  ];

  return (
    <DataTable<WebhookDelivery>
      {...table}
      caption={label}
      captionHidden
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => i18n._(EVENT_WORDS[row.event])}
      errorMessage={t`We couldn't load the deliveries.`}
      onRetry={() => invalidate(webhookDeliveries(endpointId))}
      emptyMessage={t`Nothing has been sent to this webhook yet.`}
      paging={{
        page,
        pageSize: PAGE_SIZE,
        onPageChange: setPage,
        label: t`Pages of deliveries`,
      }}
    />
  );
}
