import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { staffContact } from "@core/contacts/api";
import { cancelContribution } from "@core/contributions/api";
import type { ContributionInfo } from "@core/contributions/schemas";
import { cancellationEndsAt } from "@core/contributions/state";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { Text } from "@ui/typography";

/** Stops an automatic contribution at the provider; the membership lasts to the end of what was paid. */
export function CancelContribution({
  contactId,
  email,
  info,
}: {
  contactId: string;
  email: string;
  info: ContributionInfo;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The end the membership state will give once cancelled: the same date the tab then shows.
  const until = info.membership && cancellationEndsAt(info.membership);

  const cancel = async () => {
    setBusy(true);
    try {
      await api.send(cancelContribution(contactId));
      setAsking(false);
      notify.success(t`The automatic contribution of ${email} is cancelled.`);
      invalidate(staffContact(contactId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Button variant="dangerOutlined" onClick={() => setAsking(true)}>
          {t`Cancel the contribution`}
        </Button>
      </p>
      <ConfirmDialog
        open={asking}
        title={t`Cancel the automatic contribution of ${email}?`}
        confirmLabel={t`Cancel contribution`}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      >
        <Text>{t`No more payments are taken from them.`}</Text>
        <Text>
          {until
            ? t`They stay a member until ${i18n.date(until, { dateStyle: "long" })}, the end of the period they paid for.`
            : t`They stay a member until the end of the period they paid for.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}
