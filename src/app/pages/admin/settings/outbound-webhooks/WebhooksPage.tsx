import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isApiError } from "@core/api";
import type { NewWebhookEndpoint, WebhookEndpoint } from "@core/outbound-webhooks";
import { deleteWebhookEndpoint, webhookEndpointList } from "@core/outbound-webhooks/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, useQuery } from "@stores/query";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { SettingsTabs } from "../SettingsTabs";
import { CreateWebhookForm } from "./CreateWebhookForm";
import { EndpointCard, deleteButtonId } from "./EndpointCard";
import { NEW_SECRET_FIELD_ID, NewWebhookSecret } from "./NewWebhookSecret";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;

const CREATE_HEADING_ID = "webhooks-create";
const LIST_HEADING_ID = "webhooks-list";

/**
 * Outbound webhooks (superadmins): the newsroom's tools that are told of events here, each
 * delivery signed with the endpoint's secret, with a log, tests and redelivery.
 */
export default function WebhooksPage() {
  const { t, i18n } = useLingui();
  const read = webhookEndpointList();
  const list = useQuery(read);
  const [secret, setSecret] = useState<string>();
  const [toDelete, setToDelete] = useState<WebhookEndpoint>();
  const [deleting, setDeleting] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const created = ({ secret: newSecret, endpoint }: NewWebhookEndpoint) => {
    focusAfterRender(NEW_SECRET_FIELD_ID);
    setSecret(newSecret);
    invalidate(read);
    notify.success(t`The webhook to ${endpoint.url} is added.`);
  };

  const copied = () => {
    focusAfterRender("webhook-create-url");
    setSecret(undefined);
  };

  const cancelDelete = () => {
    if (toDelete) focusAfterRender(deleteButtonId(toDelete.id));
    setToDelete(undefined);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await api.send(deleteWebhookEndpoint(toDelete.id));
    } catch (error) {
      if (!isApiError(error, undefined, [404])) {
        const message = messageForRefusal(error);
        notify.error(t`The webhook could not be deleted.`, {
          description: message ? i18n._(message) : undefined,
        });
        setDeleting(false);
        cancelDelete();
        return;
      }
    }
    const name = toDelete.description || toDelete.url;
    invalidate(read);
    notify.success(t`The webhook “${name}” is deleted.`);
    focusAfterRender(LIST_HEADING_ID);
    setDeleting(false);
    setToDelete(undefined);
  };

  return (
    <div className={page}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Webhooks`}</Heading>
        <Text>{t`Tell your other tools, such as a CRM or a chat channel, what happens here: each event you choose is sent to their address as JSON, signed with a secret only you and the tool know. Failed deliveries are tried again for up to 3 days.`}</Text>
      </div>

      <section className={card} aria-labelledby={CREATE_HEADING_ID}>
        <Heading level={2} size="md" id={CREATE_HEADING_ID}>
          {t`Add a webhook`}
        </Heading>
        {secret ? (
          <NewWebhookSecret secret={secret} onDone={copied} />
        ) : (
          <CreateWebhookForm headingId={CREATE_HEADING_ID} onCreated={created} />
        )}
      </section>

      <Heading level={2} size="md" id={LIST_HEADING_ID} tabIndex={-1}>
        {t`Webhooks in use`}
      </Heading>
      <QueryView
        state={list}
        read={read}
        loading={t`Loading the webhooks`}
        failed={t`We couldn't load the webhooks.`}
        className={card}
      />
      {list.status === "ready" && list.data.length === 0 && (
        <div className={card}>
          <Text>{t`There are no webhooks yet. Add one above to send events to another tool.`}</Text>
        </div>
      )}
      {list.status === "ready" &&
        list.data.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onDelete={setToDelete} />
        ))}

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t`Delete this webhook?`}
        confirmLabel={t`Delete webhook`}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      >
        {t`Nothing more will be sent to ${toDelete?.url ?? ""}, and its delivery log goes too. This can't be undone.`}
      </ConfirmDialog>
    </div>
  );
}
