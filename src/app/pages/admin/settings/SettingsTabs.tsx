import { useLingui } from "@lingui/react/macro";
import { pathTo } from "../../../../core/pages";
import { Tabs } from "../../../../ui/tabs";

/** The settings' pages as tabs, above each of them. */
export function SettingsTabs() {
  const { t } = useLingui();
  return (
    <Tabs
      label={t`Settings`}
      tabs={[
        { href: pathTo("/admin/settings"), label: t`General` },
        { href: pathTo("/admin/settings/theme"), label: t`Theme` },
        { href: pathTo("/admin/settings/email"), label: t`Email` },
        { href: pathTo("/admin/settings/api-keys"), label: t`API keys` },
      ]}
    />
  );
}
