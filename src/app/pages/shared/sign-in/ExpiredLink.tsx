import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { LinkButton } from "@ui/button";
import { AuthPanel } from "../AuthPanel";

/** "expired": too old or used already; "invalid": cut short, or sent for another purpose. */
export type LinkProblem = "expired" | "invalid";

/** Shown instead of a reset form whose link cannot be used, with the way to ask for a new one. */
export function ExpiredLink({
  problem,
  newLinkHref,
}: {
  problem: LinkProblem;
  /** The page that sends a new link of this kind. */
  newLinkHref: string;
}) {
  const { t } = useLingui();
  return (
    <AuthPanel
      focusHeading
      heading={problem === "expired" ? t`This link has expired` : t`This link doesn't work`}
      intro={
        problem === "expired"
          ? t`The links in our emails work once, for 24 hours. This one is too old or has been used already. Ask for a new one and we'll email it to you.`
          : t`It may have been cut short, or it was sent for something else. Ask for a new one and we'll email it to you.`
      }
    >
      <div>
        <Link href={newLinkHref} asChild>
          <LinkButton href={newLinkHref}>{t`Send me a new link`}</LinkButton>
        </Link>
      </div>
    </AuthPanel>
  );
}
