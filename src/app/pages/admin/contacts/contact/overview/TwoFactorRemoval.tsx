import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useRef, useState } from "react";
import type { Contact } from "@core/contacts";
import { contactMfa, removeContactMfa } from "@core/contacts/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, setQueryData, useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { messageForRefusal } from "@ui/form";
import { QueryView } from "@ui/query-view";
import { muted } from "@app/pages/admin/shared/styles";

/** The highest staff role a contact holds now; none for everyone else. */
const staffRoleOf = (contact: Contact) =>
  (["superadmin", "admin"] as const).find((role) => contact.activeRoles.includes(role));

/**
 * Whether the contact needs a code from an authenticator app to log in, and turning that off
 * for one who lost their device (staff need no code; the timeline records who did it). The
 * question first says whose second factor it is and what goes with it: more when the contact
 * is staff, whose password alone then opens the dashboard.
 */
export function TwoFactorRemoval({ contact }: { contact: Contact }) {
  const { t, i18n } = useLingui();
  const user = useStore($currentUser);
  const read = contactMfa(contact.id);
  const mfa = useQuery(read);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLSpanElement>(null);

  if (mfa.status !== "ready") {
    return (
      <QueryView
        state={mfa}
        read={read}
        loading={t`Checking…`}
        failed={t`Unknown`}
        layout="inline"
        className={muted}
      />
    );
  }
  const factor = mfa.data;
  if (!factor) {
    // Focus lands here once the button it replaces is gone.
    return (
      <span ref={status} tabIndex={-1}>
        {t`Off`}
      </span>
    );
  }

  const { displayName: name, email } = contact;
  const own = user?.id === contact.id;
  const staffRole = staffRoleOf(contact);

  const remove = async () => {
    setBusy(true);
    try {
      await api.send(removeContactMfa(contact.id, { type: factor.type }));
      setAsking(false);
      setQueryData(read, undefined);
      notify.success(t`Two-factor authentication is off for ${email}.`);
      invalidate(read);
      requestAnimationFrame(() => status.current?.focus());
    } catch (error) {
      const problem = messageForRefusal(error);
      if (problem) {
        notify.error(t`Two-factor authentication could not be turned off.`, {
          description: i18n._(problem),
        });
      }
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
        title={
          own
            ? t`Turn off your two-factor authentication?`
            : t`Turn off two-factor authentication for ${name}?`
        }
        confirmLabel={t`Turn it off`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {own ? (
          <p>
            {t`You will log in with your password alone until you set up an authenticator app again on your account page.`}
          </p>
        ) : (
          <>
            <p>
              {staffRole === "superadmin"
                ? t`${name} (${email}) is a superadmin: until they set up an authenticator app again, their password alone opens the dashboard and every setting of the organisation.`
                : staffRole === "admin"
                  ? t`${name} (${email}) is an admin: until they set up an authenticator app again, their password alone opens the dashboard, with every contact and payment.`
                  : t`${name} (${email}) will log in with their password alone until they set up an authenticator app again.`}
            </p>
            <p>{t`Do this only once you are sure it is them asking, for example because they lost their phone.`}</p>
          </>
        )}
      </ConfirmDialog>
    </span>
  );
}
