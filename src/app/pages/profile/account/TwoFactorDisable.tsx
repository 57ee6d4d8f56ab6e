import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@core/api";
import { DeleteMfaBody } from "@core/auth";
import { validateVerifyCode } from "@core/validation";
import { deleteMyMfa } from "@core/contacts/api";
import { api } from "@stores/api";
import { Button } from "@ui/button";
import {
  ErrorSummary,
  VERIFY_CODE_LABEL,
  VerifyCodeField,
  formActions,
  formStack,
  normaliseVerifyCode,
  useForm,
} from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";

export const DISABLE_HEADING_ID = "mfa-disable-heading";

/** Turning two-factor authentication off takes a current code, so a stolen session cannot. */
export function TwoFactorDisable({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useForm({
    id: "mfa-disable",
    labels: { token: VERIFY_CODE_LABEL },
    initial: { token: "" },
    schema: DeleteMfaBody,
    toBody: ({ token }): DeleteMfaBody => ({ type: "totp", token: normaliseVerifyCode(token) }),
    validate: ({ token }) => ({ token: validateVerifyCode(token) }),
    explain: (error) =>
      isApiError(error, ["invalid-token", "missing-token"], [400, 401])
        ? { field: "token" }
        : undefined,
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body) => {
    try {
      await api.send(deleteMyMfa(body));
    } catch (error) {
      // Already off (another tab, or an admin): the result the person wanted.
      if (!isApiError(error, undefined, [404])) throw error;
    }
    onDone();
  });

  return (
    <form className={formStack} noValidate aria-labelledby={DISABLE_HEADING_ID} onSubmit={submit}>
      {leaveGuard}
      <Heading level={3} size="sm" id={DISABLE_HEADING_ID} tabIndex={-1}>
        {t`Turn off two-factor authentication`}
      </Heading>
      <Text>{t`Your account will then be protected by your password alone. Enter a code from your authenticator app to confirm.`}</Text>
      <VerifyCodeField {...form.text("token")} />
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" variant="danger" loading={form.busy}>
          {t`Turn off`}
        </Button>
        <Button variant="greyOutlined" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
