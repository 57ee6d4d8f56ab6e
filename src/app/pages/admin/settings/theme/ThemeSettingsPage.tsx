import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { settingsLoadWords } from "../../shared/settings-load-words";
import { SettingsTabs } from "../SettingsTabs";
import { settingsPage } from "../../shared/settings-styles";
import { ThemeForm } from "./ThemeForm";

/** Wide enough for the form and the previews side by side. */
const wide = css`
  max-width: 84rem;
`;

/** The organisation's fonts and colours, previewed live. */
export default function ThemeSettingsPage() {
  const { t, i18n } = useLingui();
  const general = useQuery(contentDocument("general"));
  return (
    <div className={cx(settingsPage, wide)}>
      <SettingsTabs />
      <div>
        <Heading level={1}>{t`Theme`}</Heading>
        <Text>{t`Your members' pages, the frames in your articles and this dashboard use these fonts and colours.`}</Text>
      </div>
      <QueryView
        state={general}
        read={contentDocument("general")}
        {...settingsLoadWords(i18n)}
        className={card}
      >
        {(data) => <ThemeForm general={data} />}
      </QueryView>
    </div>
  );
}
