import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { contactMfa, removeContactMfa } from "../../../../../../core/contacts/api";
import { api } from "../../../../../../stores/api";
import { notify } from "../../../../../../stores/notifications";
import { invalidate, setQueryData, useQuery } from "../../../../../../stores/query";
import { Button } from "../../../../../../ui/button";
import { ConfirmDialog } from "../../../../../../ui/dialog";
import { muted } from "../../../callouts/shared/styles";

/**
 * Whether the contact needs a code from an authenticator app to log in, and turning that off
 * for one who lost their device (staff need no code; the timeline records who did it).
 */
export function TwoFactorRemoval({ contactId, email }: { contactId: string; email: string }) {
  const { t } = useLingui();
  const read = contactMfa(contactId);
  const mfa = useQuery(read);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (mfa.status === "loading") return <span className={muted}>{t`Checking…`}</span>;
  if (mfa.status === "failed") return <span className={muted}>{t`Unknown`}</span>;
  const factor = mfa.data;
  if (!factor) return <span>{t`Off`}</span>;

  const remove = async () => {
    setBusy(true);
    try {
      await api.send(removeContactMfa(contactId, { type: factor.type }));
      setQueryData(read, undefined);
      setAsking(false);
      notify.success(t`Two-factor authentication is off for ${email}.`);
      invalidate(read);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span>
      {t`On (authenticator app)`}{" "}
      <Button variant="dangerOutlined" size="xs" onClick={() => setAsking(true)}>
        {t`Turn off`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Turn off two-factor authentication?`}
        confirmLabel={t`Turn off`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {t`${email} will log in with their password alone until they set up an authenticator app again. Do this only once you are sure who is asking.`}
      </ConfirmDialog>
    </span>
  );
}
