import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { Heading, Text } from "@ui/typography";
import { ContentLoadState } from "../../shared/ContentLoadState";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { ThemeForm } from "./ThemeForm";

/** Wide enough for the form and the previews side by side. */
const wide = css`
  max-width: 84rem;
`;

/** The organisation's fonts and colours, previewed live. */
export default function ThemeSettingsPage() {
  const { t } = useLingui();
  const general = useQuery(contentDocument("general"));
  return (
    <div className={cx(settingsPage, wide)}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Theme`}</Heading>
        <Text>{t`Your members' pages, the frames in your articles and this dashboard use these fonts and colours.`}</Text>
      </div>
      {general.status === "ready" ? (
        <ThemeForm general={general.data} />
      ) : (
        <ContentLoadState state={general} read={contentDocument("general")} />
      )}
    </div>
  );
}
