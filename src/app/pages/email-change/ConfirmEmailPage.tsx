import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { confirmEmailChange } from "@core/email-change/api";
import { api } from "@stores/api";
import { loadCurrentUser } from "@stores/session";
import { Button, LinkButton } from "@ui/button";
import { ErrorSummary, formActions, formStack, useForm } from "@ui/form";
import type { PageProps } from "../../router/types";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { ExpiredLink, type LinkProblem } from "@app/pages/shared/sign-in/ExpiredLink";
import { linkProblemOf } from "@app/pages/shared/sign-in/linkProblem";
import { isFlowId } from "@app/pages/shared/sign-in/signIn";

/**
 * Opened from the email sent to a new address. It changes nothing until the button is pressed:
 * mail scanners that open links must not confirm an address on their own.
 */
export default function ConfirmEmailPage({ params }: PageProps) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<LinkProblem | undefined>(
    isFlowId(params.id) ? undefined : "invalid",
  );
  const [done, setDone] = useState(false);
  const form = useForm({ id: "confirm-email", initial: {}, labels: {} });

  if (problem) return <ExpiredLink problem={problem} newLinkHref="/profile/account" />;
  if (done) {
    return (
      <AuthPanel
        focusHeading
        heading={t`Your email address is changed`}
        intro={t`From now on, log in with your new address.`}
      >
        <div>
          <Link href="/profile/account" asChild>
            <LinkButton href="/profile/account">{t`Go to my account`}</LinkButton>
          </Link>
        </div>
      </AuthPanel>
    );
  }

  const submit = form.handleSubmit(async () => {
    try {
      await api.send(confirmEmailChange(params.id ?? ""));
    } catch (error) {
      const linkProblem = linkProblemOf(error);
      if (!linkProblem) throw error;
      setProblem(linkProblem);
      return;
    }
    setDone(true);
    // The menu shows the address of whoever is logged in.
    await loadCurrentUser();
  });

  return (
    <AuthPanel
      heading={t`Confirm your new email address`}
      intro={t`Once you confirm, you log in with this address and our emails go to it.`}
    >
      <form className={formStack} onSubmit={submit} noValidate>
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>{t`Confirm my new email address`}</Button>
        </div>
      </form>
    </AuthPanel>
  );
}
