import { useLingui } from "@lingui/react/macro";
import { cancellationEndsAt, type MembershipState } from "@core/contributions/state";
import { formatDate } from "./money";

/**
 * When cancelling now ends the membership, in the words of the page that offers it: the date
 * the membership state will give once cancelled (issue #23), so the pages agree before and
 * after.
 */
export function CancellationEnd({
  state,
  now = new Date(),
}: {
  state: MembershipState | undefined;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const end = state && cancellationEndsAt(state);
  if (!end)
    return <>{t`If you cancel, you stay a member until the end of the period you paid for.`}</>;
  if (Date.parse(end) <= now.getTime()) {
    return <>{t`If you cancel, your membership ends at once: the period you paid for is over.`}</>;
  }
  return (
    <>{t`If you cancel, you stay a member until ${formatDate(i18n, end)}, the end of the period you paid for.`}</>
  );
}
