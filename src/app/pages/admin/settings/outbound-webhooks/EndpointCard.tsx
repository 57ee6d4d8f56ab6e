import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { WebhookEndpoint } from "@core/outbound-webhooks";
import {
  sendTestWebhook,
  updateWebhookEndpoint,
  webhookDeliveries,
  webhookEndpointList,
} from "@core/outbound-webhooks/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { Button } from "@ui/button";
import { messageForRefusal } from "@ui/form";
import { Notification } from "@ui/notification";
import { StatusLabel } from "@ui/status-label";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { DeliveryTable } from "./DeliveryTable";
import { EVENT_WORDS } from "./event-words";

const header = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
`;
const address = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  overflow-wrap: anywhere;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
/* The parts of a card, named quietly under its heading. */
const part = css`
  margin: 0 0 0.375rem;
  color: rgb(var(--c-body-muted));
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
const events = css`
  margin: 0;
  padding-left: 1.25rem;
`;

/** The id of an endpoint's Delete button, where focus returns when deleting is cancelled. */
export const deleteButtonId = (endpointId: string) => `webhook-delete-${endpointId}`;

/** One endpoint: where it goes, what it is sent, its switch, a test, and its delivery log. */
export function EndpointCard({
  endpoint,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onDelete: (endpoint: WebhookEndpoint) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<"test" | "toggle">();
  const headingId = `webhook-${endpoint.id}`;
  const name = endpoint.description || endpoint.url;

  const failure = (title: string, error: unknown) => {
    const message = messageForRefusal(error);
    notify.error(title, { description: message ? i18n._(message) : undefined });
  };

  const sendTest = async () => {
    setBusy("test");
    try {
      await api.send(sendTestWebhook(endpoint.id));
      notify.success(t`A test event is on its way to “${name}”. Its outcome shows in the log.`);
      invalidate(webhookDeliveries(endpoint.id));
    } catch (error) {
      failure(t`The test event could not be sent.`, error);
    }
    setBusy(undefined);
  };

  const toggle = async () => {
    setBusy("toggle");
    try {
      await api.send(updateWebhookEndpoint(endpoint.id, { enabled: !endpoint.enabled }));
      notify.success(
        endpoint.enabled
          ? t`“${name}” is turned off: it is sent nothing until you turn it on.`
          : t`“${name}” is turned on again.`,
      );
      invalidate(webhookEndpointList());
    } catch (error) {
      failure(t`The webhook could not be changed.`, error);
    }
    setBusy(undefined);
  };

  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={header}>
        <div>
          <Heading level={3} size="md" id={headingId}>
            {endpoint.description || t`Webhook`}{" "}
            <StatusLabel tone={endpoint.enabled ? "success" : "neutral"}>
              {endpoint.enabled ? t`On` : t`Off`}
            </StatusLabel>
          </Heading>
          <Text className={address}>{endpoint.url}</Text>
        </div>
        <div className={actions}>
          <Button
            variant="primaryOutlined"
            size="sm"
            loading={busy === "test"}
            onClick={() => void sendTest()}
          >
            {t`Send a test event`}
          </Button>
          <Button
            variant="greyOutlined"
            size="sm"
            loading={busy === "toggle"}
            onClick={() => void toggle()}
          >
            {endpoint.enabled ? t`Turn off` : t`Turn on`}
          </Button>
          <Button
            id={deleteButtonId(endpoint.id)}
            variant="dangerText"
            size="sm"
            onClick={() => onDelete(endpoint)}
            aria-label={t`Delete the webhook “${name}”`}
          >
            {t`Delete`}
          </Button>
        </div>
      </div>
      {endpoint.disabledReason && (
        <Notification
          mode="inline"
          variant="error"
          title={t`Turned off after failing for 3 days`}
          description={t`Deliveries kept failing, so nothing more is sent. Check the receiving tool, send a test event, then turn it on again.`}
        />
      )}
      <div>
        <h4 className={part}>{t`Events`}</h4>
        <ul className={events}>
          {endpoint.events.map((event) => (
            <li key={event}>{i18n._(EVENT_WORDS[event])}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className={part}>{t`Recent deliveries`}</h4>
        <DeliveryTable endpointId={endpoint.id} label={t`Deliveries to ${name}`} />
      </div>
    </section>
  );
}
