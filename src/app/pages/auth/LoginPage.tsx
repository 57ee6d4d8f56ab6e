import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Link, Redirect } from "wouter";
import { isApiError } from "@core/api";
import { LoginBody } from "@core/auth";
import { validateVerifyCode } from "@core/validation";
import { login } from "@core/auth/api";
import { api } from "@stores/api";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { Button } from "@ui/button";
import {
  ErrorSummary,
  TextField,
  VERIFY_CODE_LABEL,
  VerifyCodeField,
  formActions,
  formStack,
  normaliseVerifyCode,
  useForm,
} from "@ui/form";
import { Notification } from "@ui/notification";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { OpenCalloutsOffer } from "./OpenCalloutsOffer";
import {
  useCompleteSignIn,
  useEmailParam,
  useNextPath,
  withEmail,
} from "@app/pages/shared/sign-in/signIn";

const links = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Email and password; when the account uses two-factor authentication, a second step asks for
 * the authenticator code and sends everything again. `?next` is honoured for paths of this site.
 */
export default function LoginPage() {
  const { t } = useLingui();
  // Only someone signed in on arrival is sent away: after signing in here, `next` decides.
  const [signedInOnArrival] = useState(() => $currentUser.get() !== null);
  const next = useNextPath("/");
  const completeSignIn = useCompleteSignIn();
  const [needsCode, setNeedsCode] = useState(false);
  // Joining is closed in reviewer-only mode (its pages are hidden then).
  const { reviewerOnly } = useStore($general);

  const form = useForm({
    id: "login",
    labels: {
      email: msg`Email address`,
      password: msg`Password`,
      token: VERIFY_CODE_LABEL,
    },
    initial: { email: useEmailParam(), password: "", token: "" },
    schema: LoginBody,
    toBody: ({ email, password, token }): LoginBody => ({
      email: email.trim(),
      password,
      ...(needsCode ? { token: normaliseVerifyCode(token) } : {}),
    }),
    validate: ({ token }) => ({ token: needsCode ? validateVerifyCode(token) : undefined }),
    explain: (error) =>
      isApiError(error, ["invalid-token"], [401]) ? { field: "token" } : undefined,
  });

  const focusAfterRender = useFocusAfterRender();

  if (signedInOnArrival) return <Redirect to="/" replace />;

  const submit = form.handleSubmit(async (body) => {
    try {
      await api.send(login(body));
    } catch (error) {
      if (!isApiError(error, ["requires-2fa"], [401])) throw error;
      focusAfterRender(form.fieldId("token"));
      setNeedsCode(true);
      return;
    }
    await completeSignIn(next);
  });

  const backToPassword = () => {
    setNeedsCode(false);
    form.set("token", "");
  };

  return (
    <AuthPanel
      heading={needsCode ? t`Enter your code` : t`Log in`}
      intro={needsCode ? undefined : t`Log in with the email address and password of your account.`}
    >
      <form className={formStack} noValidate onSubmit={submit}>
        {needsCode ? (
          <>
            <Notification
              id="login-code-info"
              mode="inline"
              title={t`Your account uses two-factor authentication.`}
              description={t`Open your authenticator app and enter the 6-digit code it shows for this site.`}
            />
            <VerifyCodeField {...form.text("token")} aria-describedby="login-code-info" />
          </>
        ) : (
          <>
            <TextField {...form.text("email")} type="email" autoComplete="username" />
            <TextField {...form.text("password")} type="password" autoComplete="current-password" />
          </>
        )}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Log in`}
          </Button>
          {needsCode && (
            <Button variant="text" onClick={backToPassword}>
              {t`Back`}
            </Button>
          )}
        </div>
      </form>
      <ul className={links}>
        {needsCode ? (
          <li>
            <Link href={withEmail("/auth/lost-device", form.values.email)}>
              {t`Lost your authenticator device?`}
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link href={withEmail("/auth/forgot-password", form.values.email)}>
                {t`Forgot your password?`}
              </Link>
            </li>
            {!reviewerOnly && (
              <li>
                <Link href="/join">{t`Not a member yet? Join us`}</Link>
              </li>
            )}
          </>
        )}
      </ul>
      {/* A reader who came to the front door, not a member sent here by a page of theirs. */}
      {next === "/" && !needsCode && <OpenCalloutsOffer />}
    </AuthPanel>
  );
}
