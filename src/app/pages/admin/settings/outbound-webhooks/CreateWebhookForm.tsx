import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  CreateWebhookEndpoint,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENTS,
  type NewWebhookEndpoint,
  type WebhookEvent,
} from "@core/outbound-webhooks";
import { createWebhookEndpoint } from "@core/outbound-webhooks/api";
import { api } from "@stores/api";
import { Button } from "@ui/button";
import { CheckboxGroup, ErrorSummary, TextField, formActions, formStack, useForm } from "@ui/form";
import { EVENT_WORDS } from "./event-words";

interface CreateValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

const INITIAL: CreateValues = { url: "", description: "", events: [] };

/** The address, a description and the events to send; the answer holds the secret, once. */
export function CreateWebhookForm({
  headingId,
  onCreated,
}: {
  headingId: string;
  onCreated: (created: NewWebhookEndpoint) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    id: "webhook-create",
    labels: {
      url: msg`Address (URL)`,
      description: msg`Description`,
      events: msg`Events to send`,
    },
    initial: INITIAL,
    schema: CreateWebhookEndpoint,
    toBody: ({ url, description, events }): CreateWebhookEndpoint => ({
      url: url.trim(),
      description: description.trim(),
      events,
    }),
  });

  const submit = form.handleSubmit(async (body) => {
    const created = await api.send(createWebhookEndpoint(body));
    form.reset();
    onCreated(created);
  });

  return (
    <form className={formStack} noValidate aria-labelledby={headingId} onSubmit={submit}>
      <TextField
        {...form.text("url")}
        type="url"
        hint={t`Where your tool receives webhooks, such as https://crm.example.org/hooks`}
      />
      <TextField
        {...form.text("description")}
        hint={t`Which tool this is, so you recognise it later. At most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`}
      />
      <CheckboxGroup
        {...form.checkboxes("events")}
        options={WEBHOOK_EVENTS.map((event) => ({
          value: event,
          label: i18n._(EVENT_WORDS[event]),
        }))}
      />
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" loading={form.busy}>
          {t`Add webhook`}
        </Button>
      </div>
    </form>
  );
}
