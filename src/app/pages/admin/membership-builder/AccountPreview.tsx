import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { JoinSetupContent } from "@core/content";
import type { Contact } from "@core/contacts";
import { $currentUser } from "@stores/session";
import { Text } from "@ui/typography";
import { SetupForm } from "@app/pages/shared/join-setup/SetupForm";
import { previewCard, previewColumn, previewNote, previewStage } from "./builder-styles";

/** Who the preview greets: the admin, with nothing filled in yet. */
function previewContact(user: ReturnType<typeof $currentUser.get>): Contact {
  return {
    id: user?.id ?? "preview",
    email: user?.email ?? "",
    firstname: user?.firstname ?? "",
    lastname: user?.lastname ?? "",
    displayName: user?.displayName ?? "",
    joined: user?.joined ?? new Date().toISOString(),
    activeRoles: ["member"],
  };
}

/** The account confirmation page as new members see it, with the unsaved values. */
export function AccountPreview({ setup }: { setup: JoinSetupContent }) {
  const { t } = useLingui();
  const user = useStore($currentUser);
  return (
    <aside className={previewColumn} aria-label={t`Preview of the account confirmation page`}>
      <Text
        className={previewNote}
      >{t`Preview: it works as new members see it, and sends nothing.`}</Text>
      <div className={previewStage}>
        <div className={previewCard}>
          <SetupForm
            key={JSON.stringify(setup)}
            setup={setup}
            contact={previewContact(user)}
            preview
          />
        </div>
      </div>
    </aside>
  );
}
