import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isApiError } from "@core/api";
import type { EmailTemplateDetail } from "@core/email";
import { sendTestEmail } from "@core/email/api";
import type { Locale } from "@core/i18n";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { messageForRefusal } from "@ui/form";

/** A test of the text being edited, sent to the person editing it; `testing` while it goes. */
export function useTestEmail(id: EmailTemplateDetail["id"], locale: Locale) {
  const { t, i18n } = useLingui();
  const [testing, setTesting] = useState(false);

  const sendTest = async ({ subject, body }: { subject: string; body: string }) => {
    if (!subject.trim() || !body.trim()) {
      notify.error(t`Write a subject and a text before sending a test.`);
      return;
    }
    setTesting(true);
    try {
      const sent = await api.send(sendTestEmail(id, { locale, subject: subject.trim(), body }));
      notify.success(t`A test is on its way to ${sent.to}.`);
    } catch (error) {
      if (isApiError(error, undefined, [429])) {
        notify.error(t`You sent several tests just now. Please wait a few minutes.`);
      } else {
        const message = messageForRefusal(error);
        notify.error(
          t`The test could not be sent.`,
          message ? { description: i18n._(message) } : {},
        );
      }
    } finally {
      setTesting(false);
    }
  };
  return { testing, sendTest };
}
