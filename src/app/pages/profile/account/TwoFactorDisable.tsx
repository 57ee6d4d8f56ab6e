import { useLingui } from "@lingui/react/macro";
import { isApiError } from "../../../../core/api";
import type { DeleteMfaBody } from "../../../../core/auth";
import { validateVerifyCode } from "../../../../core/validation";
import { deleteMyMfa } from "../../../../core/contacts/api";
import { api } from "../../../../stores/api";
import { Button } from "../../../../ui/button";
import {
  ErrorSummary,
  VERIFY_CODE_LABEL,
  VerifyCodeField,
  formActions,
  formStack,
  normaliseVerifyCode,
  useForm,
} from "../../../../ui/form";
import { Heading, Text } from "../../../../ui/typography";

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
    labels: { code: VERIFY_CODE_LABEL },
    initial: { code: "" },
    validate: ({ code }) => ({ code: validateVerifyCode(code) }),
    explain: (error) =>
      isApiError(error, ["invalid-token", "missing-token"], [400, 401])
        ? { field: "code" }
        : undefined,
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const body: DeleteMfaBody = { type: "totp", token: normaliseVerifyCode(code) };
      await api.send(deleteMyMfa(body));
    } catch (error) {
      // Already off (another tab, or an admin): the result the person wanted.
      if (!isApiError(error, undefined, [404])) throw error;
    }
    onDone();
  });

  return (
    <form className={formStack} noValidate aria-labelledby={DISABLE_HEADING_ID} onSubmit={submit}>
      <Heading level={3} size="sm" id={DISABLE_HEADING_ID} tabIndex={-1}>
        {t`Turn off two-factor authentication`}
      </Heading>
      <Text>{t`Your account will then be protected by your password alone. Enter a code from your authenticator app to confirm.`}</Text>
      <VerifyCodeField {...form.text("code")} />
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
