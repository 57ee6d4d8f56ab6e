import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { isApiError } from "@core/api/api-error";
import { confirmSignupEmail } from "@core/join/api";
import { api } from "@stores/api";
import { loadCurrentUser } from "@stores/session";
import { Button, LinkButton } from "@ui/button";
import { FieldError } from "@ui/form/FieldParts";
import { formActions } from "@ui/form";
import type { PageProps } from "../../router/types";
import { AuthPanel } from "@app/pages/shared/AuthPanel";

/**
 * `/join/confirm-email/:id`, opened from the confirmation email. Nothing happens until the
 * button is pressed (mail scanners open links); then the member exists, is signed in, and goes
 * on to set up their account. An address that has an account already is told to log in; so is
 * one whose account has a second factor, which the mailbox alone never passes.
 */
export default function ConfirmJoinPage({ params }: PageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [logInToContinue, setLogInToContinue] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await api.send(confirmSignupEmail({ joinFlowId: params.id ?? "" }));
    } catch (error) {
      setBusy(false);
      if (isApiError(error, ["requires-2fa"], [403])) setLogInToContinue(true);
      else if (isApiError(error, ["duplicate-email"])) setDuplicate(true);
      else navigate("/join/failed", { replace: true });
      return;
    }
    await loadCurrentUser();
    navigate("/join/setup", { replace: true });
  };

  const logIn = (
    <div>
      <Link href="/auth/login" asChild>
        <LinkButton href="/auth/login">{t`Log in`}</LinkButton>
      </Link>
    </div>
  );

  if (logInToContinue) {
    return (
      <AuthPanel
        focusHeading
        heading={t`Your email is confirmed`}
        intro={t`Log in to continue, with your password and the code from your authenticator app.`}
      >
        {logIn}
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      heading={t`Confirm your email address`}
      intro={t`One step left: confirm this is your address, and your membership starts.`}
    >
      {duplicate && (
        <div role="alert">
          <FieldError id="confirm-join-duplicate">
            {t`This address has an account already. Log in instead.`}
          </FieldError>
        </div>
      )}
      {duplicate ? (
        logIn
      ) : (
        <div className={formActions}>
          <Button loading={busy} onClick={() => void confirm()}>
            {t`Confirm my email address`}
          </Button>
        </div>
      )}
    </AuthPanel>
  );
}
