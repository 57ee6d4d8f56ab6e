import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { CopyField, formStack } from "@ui/form";
import { Notification } from "@ui/notification";

export const NEW_SECRET_FIELD_ID = "new-webhook-secret";

/** The new endpoint's signing secret, shown once. */
export function NewWebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className={formStack}>
      <Notification
        mode="inline"
        variant="warning"
        title={t`This is the only time you'll see this secret.`}
        description={t`Copy it into the tool that receives the webhooks: it checks each delivery's signature with it. If you lose it, delete the webhook and add it again.`}
      />
      <CopyField
        id={NEW_SECRET_FIELD_ID}
        label={t`Signing secret`}
        hint={t`Copy it now: it won't be shown again.`}
        value={secret}
      />
      <div>
        <Button variant="primaryOutlined" onClick={onDone}>
          {t`I've copied it`}
        </Button>
      </div>
    </div>
  );
}
