import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { hasRole } from "@core/contacts";
import { pathTo } from "@core/pages";
import { $currentUser } from "@stores/session";
import { Tabs } from "@ui/tabs";

/** The settings' pages as tabs, above each of them; the integrations' for superadmins. */
export function SettingsTabs() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const superadmin = user ? hasRole(user.activeRoles, "superadmin") : false;
  return (
    <Tabs
      label={t`Settings`}
      tabs={[
        { href: pathTo("/admin/settings"), label: t`General` },
        { href: pathTo("/admin/settings/theme"), label: t`Theme` },
        { href: pathTo("/admin/settings/payments"), label: t`Payments` },
        { href: pathTo("/admin/settings/email"), label: t`Email` },
        { href: pathTo("/admin/settings/api-keys"), label: t`API keys` },
        { href: pathTo("/admin/settings/newsletter"), label: t`Newsletter` },
        ...(superadmin
          ? [
              { href: pathTo("/admin/settings/api"), label: t`API reference` },
              { href: pathTo("/admin/settings/webhooks"), label: t`Webhooks` },
            ]
          : []),
      ]}
    />
  );
}
