import { msg } from "@lingui/core/macro";
import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { isApiError } from "@core/api";
import { CreateMfaBody } from "@core/auth";
import { validateVerifyCode } from "@core/validation";
import { createMyMfa } from "@core/contacts/api";
import { api } from "@stores/api";
import { $general } from "@stores/settings";
import { Button } from "@ui/button";
import {
  CopyField,
  ErrorSummary,
  VerifyCodeField,
  formActions,
  formStack,
  normaliseVerifyCode,
  useForm,
} from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { groupInFours, newTotpSecret, qrCodeImage, totpUri } from "./totp";

const steps = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  margin: 0;
  padding-left: 1.5rem;
  & > li > * + * {
    margin-top: 0.75rem;
  }
`;

const qr = css`
  display: block;
  width: 12rem;
  height: 12rem;
  border: 1px solid rgb(var(--c-grey-light));
`;

export const SETUP_HEADING_ID = "mfa-setup-heading";

/**
 * Setting up two-factor authentication: a new secret made in the browser, shown as a QR code
 * and as text, and a code from the app to prove it has the secret before it is saved.
 */
export function TwoFactorSetup({
  account,
  onDone,
  onCancel,
}: {
  /** Shown in the app next to the codes, to tell accounts apart: the email address. */
  account: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { organisationName } = useStore($general);
  const [secret] = useState(newTotpSecret);
  const [qrImage] = useState(() =>
    qrCodeImage(totpUri({ secret, issuer: organisationName || window.location.hostname, account })),
  );
  const form = useForm({
    id: "mfa-setup",
    labels: {
      token: msg`Enter the 6-digit code the app shows`,
    },
    initial: { token: "" },
    schema: CreateMfaBody,
    toBody: ({ token }): CreateMfaBody => ({
      secret,
      token: normaliseVerifyCode(token),
      type: "totp",
    }),
    validate: ({ token }) => ({ token: validateVerifyCode(token) }),
    explain: (error) =>
      isApiError(error, ["invalid-token"], [401]) ? { field: "token" } : undefined,
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body) => {
    await api.send(createMyMfa(body));
    onDone();
  });

  return (
    <form className={formStack} noValidate aria-labelledby={SETUP_HEADING_ID} onSubmit={submit}>
      {leaveGuard}
      <Heading level={3} size="sm" id={SETUP_HEADING_ID} tabIndex={-1}>
        {t`Set up two-factor authentication`}
      </Heading>
      <ol className={steps}>
        <li>
          <Text>{t`Open an authenticator app on your phone, or install one from your app store.`}</Text>
        </li>
        <li>
          <Text>{t`Scan this QR code with the app.`}</Text>
          <img
            className={qr}
            src={qrImage}
            alt={t`QR code to add your account to an authenticator app`}
          />
          <CopyField
            label={t`Can't scan it? Enter this key in the app instead`}
            value={groupInFours(secret)}
            copyValue={secret}
          />
        </li>
        <li>
          <VerifyCodeField {...form.text("token")} />
        </li>
      </ol>
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" loading={form.busy}>
          {t`Turn on`}
        </Button>
        <Button variant="greyOutlined" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
