import { useLingui } from "@lingui/react/macro";
import { ResetDeviceRequest } from "@core/recovery";
import { requestDeviceReset } from "@core/recovery/api";
import { api } from "@stores/api";
import { LinkRequest } from "./LinkRequest";

/** Asks for a link that turns two-factor authentication off, for someone without their device. */
export default function LostDevicePage() {
  const { t } = useLingui();
  return (
    <LinkRequest
      formId="lost-device"
      heading={t`Lost your authenticator device?`}
      intro={t`Enter the email address of your account. We'll send you a link to turn off two-factor authentication, so you can log in with your password and set it up again on a new device.`}
      submitLabel={t`Send me a link`}
      schema={ResetDeviceRequest}
      body={(email): ResetDeviceRequest => ({
        email,
        resetUrl: `${window.location.origin}/auth/reset-device`,
        type: "totp",
      })}
      request={(body) => api.send(requestDeviceReset(body))}
      sentText={(email) =>
        t`If there is an account for ${email} that uses two-factor authentication, we've sent it a link to turn it off. The link works once, for 24 hours.`
      }
    />
  );
}
