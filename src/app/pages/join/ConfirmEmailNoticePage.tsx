import { useLingui } from "@lingui/react/macro";
import { AuthPanel } from "@app/pages/shared/AuthPanel";

/** `/join/confirm-email`: the join is sent; the emailed link finishes it. */
export default function ConfirmEmailNoticePage() {
  const { t } = useLingui();
  return (
    <AuthPanel
      focusHeading
      heading={t`Check your inbox`}
      intro={t`We've sent you an email. Open the link in it to confirm your address and finish joining. The link works for 7 days.`}
    />
  );
}
