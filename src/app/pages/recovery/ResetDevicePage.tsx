import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isApiError } from "@core/api";
import { ResetDeviceBody } from "@core/recovery";
import { resetDevice } from "@core/recovery/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import type { PageProps } from "../../router/types";
import { Button } from "@ui/button";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "@ui/form";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { ExpiredLink, type LinkProblem } from "@app/pages/shared/sign-in/ExpiredLink";
import { linkProblemOf } from "@app/pages/shared/sign-in/linkProblem";
import { isFlowId, useCompleteSignIn } from "@app/pages/shared/sign-in/signIn";

/**
 * Opened from the "lost device" email: the account's password turns two-factor authentication
 * off and logs the person in, so they can set it up again on their new device.
 */
export default function ResetDevicePage({ params }: PageProps) {
  const { t } = useLingui();
  const flowId = params.id ?? "";
  const completeSignIn = useCompleteSignIn();
  const [problem, setProblem] = useState<LinkProblem | undefined>(
    isFlowId(flowId) ? undefined : "invalid",
  );

  const form = useForm({
    id: "reset-device",
    labels: {
      password: msg`Password`,
    },
    initial: { password: "" },
    schema: ResetDeviceBody,
    toBody: ({ password }): ResetDeviceBody => ({ password, type: "totp" }),
    explain: (error) =>
      isApiError(error, ["login-failed"], [401])
        ? { field: "password", message: msg`That password is not right.` }
        : undefined,
  });

  if (problem) return <ExpiredLink problem={problem} newLinkHref="/auth/lost-device" />;

  const submit = form.handleSubmit(async (body) => {
    try {
      await api.send(resetDevice(flowId, body));
    } catch (error) {
      const linkProblem = linkProblemOf(error);
      if (!linkProblem) throw error;
      setProblem(linkProblem);
      return;
    }
    notify.success(
      t`Two-factor authentication is off and you're logged in. You can set it up again on this page.`,
    );
    await completeSignIn("/profile/account");
  });

  return (
    <AuthPanel
      heading={t`Turn off two-factor authentication`}
      intro={t`Enter your password to remove two-factor authentication from your account. You'll be logged in, and can then set it up again with your new device.`}
    >
      <form className={formStack} noValidate onSubmit={submit}>
        <TextField {...form.text("password")} type="password" autoComplete="current-password" />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Turn off and log in`}
          </Button>
        </div>
      </form>
    </AuthPanel>
  );
}
