import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useSearch } from "wouter";
import { LinkButton } from "@ui/button";
import { Notice } from "@ui/callout/Notice";
import { formActions } from "@ui/form";

/**
 * A members-only callout for someone who may not answer it: sign in or join; or, signed in
 * without an active membership, see their contribution.
 */
export function MembersOnlyPrompt({ reason }: { reason: "sign-in" | "not-member" }) {
  const { t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const next = encodeURIComponent(search ? `${path}?${search}` : path);
  return (
    <Notice>
      {reason === "sign-in" ? (
        <>
          <p>{t`This callout is for members only. Please log in to answer it.`}</p>
          <div className={formActions}>
            <Link href={`/auth/login?next=${next}`} asChild>
              <LinkButton href={`/auth/login?next=${next}`}>{t`Log in`}</LinkButton>
            </Link>
            <Link href="/join" asChild>
              <LinkButton href="/join" variant="primaryOutlined">
                {t`Become a member`}
              </LinkButton>
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t`This callout is for members only, and your membership is not active.`}</p>
          <div className={formActions}>
            <Link href="/profile/contribution" asChild>
              <LinkButton href="/profile/contribution">{t`See your contribution`}</LinkButton>
            </Link>
          </div>
        </>
      )}
    </Notice>
  );
}
