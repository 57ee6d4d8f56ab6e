import { useLingui } from "@lingui/react/macro";
import { myContact } from "@core/contacts/api";
import { contentDocument } from "@core/content/api";
import { newsletterGroups } from "@core/newsletter/api";
import { useQuery } from "@stores/query";
import { allOf, QueryView } from "@ui/query-view";
import { AuthPanel } from "@app/pages/shared/AuthPanel";
import { SetupForm } from "@app/pages/shared/join-setup/SetupForm";

/**
 * `/join/setup` (B3): a new member, just confirmed and signed in, gives their names and a
 * password, and, as the organisation asks, a delivery address for post and the newsletter.
 */
export default function JoinSetupPage() {
  const { t } = useLingui();
  const reads = [contentDocument("join/setup"), myContact()] as const;
  const loaded = allOf(useQuery(reads[0]), useQuery(reads[1]));
  // The audience's groups when a newsletter provider is connected; join setup's own otherwise.
  const groups = useQuery(newsletterGroups());
  if (loaded.status === "ready" && groups.status !== "loading") {
    const [setup, contact] = loaded.data;
    const offered = groups.status === "ready" ? groups.data : setup.newsletterGroups;
    return <SetupForm setup={{ ...setup, newsletterGroups: offered }} contact={contact} />;
  }
  return (
    <QueryView
      state={loaded.status === "ready" ? { status: "loading" } : loaded}
      read={reads}
      loading={t`Loading`}
      spinnerSize="lg"
      failed={
        <AuthPanel
          heading={t`Set up your account`}
          intro={t`This page can't load right now. Please try again in a moment.`}
        />
      }
    />
  );
}
