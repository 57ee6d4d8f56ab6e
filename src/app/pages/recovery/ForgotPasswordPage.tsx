import { useLingui } from "@lingui/react/macro";
import { ResetPasswordRequest } from "@core/recovery";
import { requestPasswordReset } from "@core/recovery/api";
import { api } from "@stores/api";
import { LinkRequest } from "./LinkRequest";

/** Asks for a link to choose a new password; the answer never tells whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <LinkRequest
      formId="forgot-password"
      heading={t`Forgot your password?`}
      intro={t`Enter the email address of your account and we'll send you a link to choose a new password.`}
      submitLabel={t`Send me a link`}
      schema={ResetPasswordRequest}
      body={(email): ResetPasswordRequest => ({
        email,
        resetUrl: `${window.location.origin}/auth/reset-password`,
      })}
      request={(body) => api.send(requestPasswordReset(body))}
      sentText={(email) =>
        t`If there is an account for ${email}, we've sent it a link to choose a new password. The link works once, for 24 hours.`
      }
    />
  );
}
