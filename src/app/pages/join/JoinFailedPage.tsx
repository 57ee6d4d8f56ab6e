import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { LinkButton } from "../../../ui/button";
import { AuthPanel } from "../auth/AuthPanel";

/** `/join/failed`: the payment was not set up or the link no longer works; a way back. */
export default function JoinFailedPage() {
  const { t } = useLingui();
  return (
    <AuthPanel
      focusHeading
      heading={t`Your join didn't go through`}
      intro={t`The payment wasn't set up, or the link you followed has expired. Nothing was charged. You can try again.`}
    >
      <div>
        <Link href="/join" asChild>
          <LinkButton href="/join">{t`Back to the join form`}</LinkButton>
        </Link>
      </div>
    </AuthPanel>
  );
}
