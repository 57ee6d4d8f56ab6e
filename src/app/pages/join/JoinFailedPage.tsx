import { useLingui } from "@lingui/react/macro";
import { Link, useSearch } from "wouter";
import { setupFailureOf } from "@core/payments/setup-failure";
import { LinkButton } from "@ui/button";
import { failureReason } from "@ui/join-form/failure-reason";
import { loadDraft } from "@ui/join-form/join-draft";
import { AuthPanel } from "@app/pages/shared/AuthPanel";

/**
 * `/join/failed`: the payment was not set up (`?reason=` says why) or the link no longer
 * works; "Try again" opens the join form as the reader left it (kept in session storage).
 */
export default function JoinFailedPage() {
  const { t, i18n } = useLingui();
  const reason = setupFailureOf(new URLSearchParams(useSearch()).get("reason"));
  const kept = loadDraft()?.values;
  return (
    <AuthPanel
      focusHeading
      heading={
        reason ? i18n._(failureReason(reason, kept?.paymentMethod)) : t`Your join didn't go through`
      }
      intro={
        reason
          ? kept
            ? t`Nothing was charged. Your details are kept: try again when you're ready.`
            : t`Nothing was charged. You can try again.`
          : t`The payment wasn't set up, or the link you followed has expired. Nothing was charged. You can try again.`
      }
    >
      <div>
        <Link href="/join" asChild>
          <LinkButton href="/join">{reason ? t`Try again` : t`Back to the join form`}</LinkButton>
        </Link>
      </div>
    </AuthPanel>
  );
}
