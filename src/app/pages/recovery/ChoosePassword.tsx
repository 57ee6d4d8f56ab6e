import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { isApiError } from "@core/api";
import { ResetPasswordBody } from "@core/recovery";
import { validateVerifyCode } from "@core/validation";
import { resetPassword } from "@core/recovery/api";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import {
  ErrorSummary,
  NewPasswordFields,
  NEW_PASSWORD_LABELS,
  VERIFY_CODE_LABEL,
  VerifyCodeField,
  formActions,
  formStack,
  normaliseVerifyCode,
  repeatedPasswordError,
  useForm,
} from "@ui/form";
import { Notification } from "@ui/notification";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { ExpiredLink, type LinkProblem } from "@app/pages/shared/sign-in/ExpiredLink";
import { linkProblemOf } from "@app/pages/shared/sign-in/linkProblem";
import { isFlowId, useCompleteSignIn, useNextPath } from "@app/pages/shared/sign-in/signIn";

/** "reset": a forgotten password; "set": the first password of an account made for someone. */
export type ChoosePasswordMode = "reset" | "set";

/**
 * The page a password link opens: a new password twice, and the authenticator code when the
 * account has two-factor authentication. Success logs the person in.
 */
export function ChoosePassword({ mode, flowId }: { mode: ChoosePasswordMode; flowId: string }) {
  const { t } = useLingui();
  const next = useNextPath("/");
  const completeSignIn = useCompleteSignIn();
  const [problem, setProblem] = useState<LinkProblem | undefined>(
    isFlowId(flowId) ? undefined : "invalid",
  );
  const [needsCode, setNeedsCode] = useState(false);

  const form = useForm({
    id: "choose-password",
    labels: { ...NEW_PASSWORD_LABELS, token: VERIFY_CODE_LABEL },
    initial: { password: "", confirmPassword: "", token: "" },
    schema: ResetPasswordBody,
    toBody: ({ password, token }): ResetPasswordBody => ({
      password,
      ...(needsCode ? { token: normaliseVerifyCode(token) } : {}),
    }),
    validate: ({ password, confirmPassword, token }) => ({
      confirmPassword: repeatedPasswordError(password, confirmPassword),
      token: needsCode ? validateVerifyCode(token) : undefined,
    }),
    explain: (error) =>
      isApiError(error, ["invalid-token"], [401]) ? { field: "token" } : undefined,
  });

  const focusAfterRender = useFocusAfterRender();

  if (problem) return <ExpiredLink problem={problem} newLinkHref="/auth/forgot-password" />;

  const submit = form.handleSubmit(async (body) => {
    try {
      await api.send(resetPassword(flowId, body));
    } catch (error) {
      const linkProblem = linkProblemOf(error);
      if (linkProblem) {
        setProblem(linkProblem);
        return;
      }
      if (!isApiError(error, ["mfa-token-required"], [400])) throw error;
      focusAfterRender(form.fieldId("token"));
      setNeedsCode(true);
      return;
    }
    notify.success(
      mode === "set"
        ? t`Your password is saved and you're logged in.`
        : t`Your new password is saved and you're logged in.`,
    );
    await completeSignIn(next);
  });

  return (
    <AuthPanel
      heading={mode === "set" ? t`Set your password` : t`Choose a new password`}
      intro={
        mode === "set"
          ? t`Choose a password for your account. You'll be logged in straight after.`
          : t`Choose a new password for your account. You'll be logged in straight after.`
      }
    >
      <form className={formStack} noValidate onSubmit={submit}>
        <NewPasswordFields
          password={form.text("password")}
          confirmation={form.text("confirmPassword")}
        />
        {needsCode && (
          <>
            <Notification
              id="choose-password-code-info"
              mode="inline"
              title={t`Your account uses two-factor authentication.`}
              description={t`Enter the 6-digit code your authenticator app shows for this site to finish.`}
            />
            <VerifyCodeField {...form.text("token")} aria-describedby="choose-password-code-info" />
            <Link href="/auth/lost-device">{t`Lost your authenticator device?`}</Link>
          </>
        )}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {mode === "set" ? t`Save password and log in` : t`Save new password`}
          </Button>
          {mode === "reset" && <Link href="/auth/login">{t`Back to log in`}</Link>}
        </div>
      </form>
    </AuthPanel>
  );
}
