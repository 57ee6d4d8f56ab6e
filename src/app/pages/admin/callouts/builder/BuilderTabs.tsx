import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { BuilderTab, BuilderValues } from "@core/callouts/builder";
import { Tabs } from "@ui/tabs";
import { TAB_IDS, TAB_OF_ID } from "./builder-tabs";
import type { ComponentsBySlide } from "./form-values";
import type { CalloutLanguage } from "./languages";
import { ContentTab, type ContentPart } from "./tabs/content/ContentTab";
import { ResponseDisplayTab } from "./tabs/ResponseDisplayTab";
import { SettingsTab } from "./tabs/SettingsTab";
import { TitleImageTab } from "./tabs/TitleImageTab";
import { TranslationsTab } from "./tabs/TranslationsTab";
import type { BuilderTabProps } from "./types";

/** The tab bar stays; the tab's panel scrolls under it. */
const tabs = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  & > [role="tabpanel"] {
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: 1.5rem 0.25rem 3rem;
  }
  @media (max-width: 767px) {
    flex: none;
    & > [role="tabpanel"] {
      flex: none;
      overflow: visible;
    }
  }
`;

interface BuilderTabsProps extends BuilderTabProps {
  tabNames: Record<BuilderTab, string>;
  statusOf(tab: BuilderTab): "valid" | "invalid";
  builder: BuilderValues;
  components: ComponentsBySlide;
  setComponents(next: ComponentsBySlide): void;
  problemPaths: string[];
  contentPart: ContentPart;
  onPart(part: ContentPart): void;
  languages: readonly CalloutLanguage[];
}

/** The builder's five tabs, each marked complete or not, and the panel of the one chosen. */
export function BuilderTabs({
  tabNames,
  statusOf,
  builder,
  components,
  setComponents,
  problemPaths,
  contentPart,
  onPart,
  languages,
  ...tabProps
}: BuilderTabsProps) {
  const { t } = useLingui();
  return (
    <Tabs
      className={tabs}
      label={t`Parts of the callout builder`}
      param="tab"
      activation="manual"
      tabs={(Object.keys(TAB_IDS) as BuilderTab[]).map((tab) => ({
        id: TAB_IDS[tab],
        label: tabNames[tab],
        status: statusOf(tab),
      }))}
    >
      {(id) => {
        switch (TAB_OF_ID[id] ?? "content") {
          case "content":
            return (
              <ContentTab
                {...tabProps}
                builder={builder}
                components={components}
                setComponents={setComponents}
                problemPaths={problemPaths}
                part={contentPart}
                onPart={onPart}
                languages={languages}
              />
            );
          case "titleImage":
            return <TitleImageTab {...tabProps} />;
          case "settings":
            return <SettingsTab {...tabProps} />;
          case "display":
            return <ResponseDisplayTab {...tabProps} slides={builder.slides} />;
          case "translations":
            return <TranslationsTab {...tabProps} builder={builder} languages={languages} />;
        }
      }}
    </Tabs>
  );
}
