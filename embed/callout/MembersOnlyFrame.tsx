import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { loadCurrentUser } from "@stores/session";
import { Button } from "@ui/button/Button";
import { LinkButton } from "@ui/button/LinkButton";
import { Notice } from "@ui/callout/Notice";
import { formActions } from "@ui/form/formLayout";

/**
 * A members-only callout in a frame, for a reader the frame does not know as a member. On a
 * news site of another domain the frame never sees the reader's sign-in (the session cookie
 * is first-party only, and browsers block third-party cookies), so the honest offer is the
 * callout on our own site, in a new tab, after signing in. On a site of the same domain
 * (news.example.org framing members.example.org) the cookie does reach the frame: "I have
 * signed in" checks again.
 */
export function MembersOnlyFrame({
  slug,
  reason,
}: {
  slug: string;
  reason: "sign-in" | "not-member";
}) {
  const { t } = useLingui();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const page = `/callouts/${encodeURIComponent(slug)}`;

  if (reason === "not-member") {
    return (
      <Notice>
        <p>{t`This callout is for members only, and your membership is not active.`}</p>
        <div className={formActions}>
          <LinkButton href="/profile/contribution" target="_blank" rel="noopener">
            {t`See your contribution (opens a new tab)`}
          </LinkButton>
        </div>
      </Notice>
    );
  }
  const recheck = async () => {
    setBusy(true);
    // Signing in again in the new tab sets the cookie; whether it reaches this frame is up to
    // the browser. The user store is what the form reads.
    await loadCurrentUser().catch(() => null);
    setBusy(false);
    setChecked(true);
  };
  return (
    <Notice>
      <p>{t`This callout is for members only.`}</p>
      <p>
        {t`Sign in on our site to answer it there: it opens in a new tab, and this article stays open.`}
      </p>
      <div className={formActions}>
        <LinkButton
          href={`/auth/login?next=${encodeURIComponent(page)}`}
          target="_blank"
          rel="noopener"
        >
          {t`Sign in and answer (opens a new tab)`}
        </LinkButton>
        <Button variant="primaryOutlined" loading={busy} onClick={() => void recheck()}>
          {t`I have signed in`}
        </Button>
      </div>
      {checked && (
        <p role="status">
          {t`This frame still cannot see that you are signed in. Your browser keeps sign-ins apart from other sites: please answer in the tab that opened.`}
        </p>
      )}
    </Notice>
  );
}
