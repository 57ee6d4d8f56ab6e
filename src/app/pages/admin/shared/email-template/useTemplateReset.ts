import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { EmailTemplateDetail } from "@core/email";
import { emailTemplate, emailTemplateList, resetEmailTemplate } from "@core/email/api";
import type { Locale } from "@core/i18n";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { messageForRefusal } from "@ui/form";

/**
 * Back to the built-in text of an email in one language, once confirmed: `confirming` while
 * the dialog asks, `resetting` while the request runs; `done` resets the form.
 */
export function useTemplateReset(id: EmailTemplateDetail["id"], locale: Locale, done: () => void) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  const reset = async () => {
    setResetting(true);
    try {
      await api.send(resetEmailTemplate(id, locale));
      done();
      invalidate(emailTemplateList());
      invalidate(emailTemplate(id, locale));
      notify.success(t`The built-in text of this email is back.`);
    } catch (error) {
      const message = messageForRefusal(error);
      notify.error(
        t`The text could not be reset.`,
        message ? { description: i18n._(message) } : {},
      );
    } finally {
      setResetting(false);
      setConfirming(false);
    }
  };
  return { confirming, setConfirming, resetting, reset };
}
