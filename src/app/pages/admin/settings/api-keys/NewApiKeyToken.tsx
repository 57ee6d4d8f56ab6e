import { useLingui } from "@lingui/react/macro";
import { Button } from "@ui/button";
import { CopyField, formStack } from "@ui/form";
import { Notification } from "@ui/notification";

export const NEW_TOKEN_FIELD_ID = "new-api-key";

/** The new key's token, shown once: the server keeps only a hash of it. */
export function NewApiKeyToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className={formStack}>
      <Notification
        mode="inline"
        variant="warning"
        title={t`This is the only time you'll see this key.`}
        description={t`Copy it now and store it somewhere safe, such as the settings of the service that uses it. If you lose it, delete it and create a new one.`}
      />
      <CopyField
        id={NEW_TOKEN_FIELD_ID}
        label={t`Your new API key`}
        hint={t`Copy it now: it won't be shown again.`}
        value={token}
      />
      <div>
        <Button variant="primaryOutlined" onClick={onDone}>
          {t`I've copied it`}
        </Button>
      </div>
    </div>
  );
}
