import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { pathTo } from "@core/pages/path-to";
import { Button } from "@ui/button";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const part = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const panelText = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  align-items: flex-start;
`;

type CalloutPart = "intro" | "questions" | "thanks" | "settings" | "translations" | "sharing";
type Bucket = "inbox" | "review" | "verified" | "archived";

/**
 * Tabs three ways: pages of the admin area (links, the current one marked), the parts of a
 * callout in a query parameter with status markers, and response buckets with counts whose
 * tabs select only on Enter.
 */
export function TabsSection() {
  const { t } = useLingui();
  const [questionsDone, setQuestionsDone] = useState(false);

  const parts = [
    { id: "intro", label: t`Intro`, status: "valid" },
    { id: "questions", label: t`Questions`, status: questionsDone ? "valid" : "invalid" },
    { id: "thanks", label: t`Thank you` },
    { id: "settings", label: t`Settings` },
    { id: "translations", label: t`Translations` },
    { id: "sharing", label: t`Sharing` },
  ] as const;
  const partText: Record<CalloutPart, string> = {
    intro: t`The callout's title, image and introduction.`,
    questions: questionsDone
      ? t`Every question has a label.`
      : t`Two questions have no label yet, so this tab is marked as having problems.`,
    thanks: t`What people see once they have answered.`,
    settings: t`Who may answer, and until when.`,
    translations: t`The callout in each of your languages.`,
    sharing: t`The title, text and image of links to the callout.`,
  };

  const buckets = [
    { id: "inbox", label: t`Inbox`, count: 12 },
    { id: "review", label: t`Needs review`, count: 48 },
    { id: "verified", label: t`Verified`, count: 3 },
    { id: "archived", label: t`Archived`, count: 1234 },
  ] as const;
  const bucketText: Record<Bucket, string> = {
    inbox: t`Responses nobody has looked at yet.`,
    review: t`Responses someone marked for a second look.`,
    verified: t`Responses checked with the people who sent them.`,
    archived: t`Responses kept out of the way.`,
  };

  return (
    <ToolkitSection id="toolkit-tabs" title={t`Tabs`}>
      <Text>
        {t`The selected tab lives in the address, so a reload, a shared link and the Back button keep it. On a narrow screen the bar scrolls sideways.`}
      </Text>
      <div className={part}>
        <Heading level={3}>{t`Pages`}</Heading>
        <Text size="sm">
          {t`Each tab is a page of its own: links in a navigation, the current page marked.`}
        </Text>
        <Tabs
          label={t`Admin pages`}
          tabs={[
            { href: pathTo("/admin"), label: t`Dashboard` },
            { href: pathTo("/admin/ui-toolkit"), label: t`UI toolkit` },
            { href: pathTo("/admin/settings/api-keys"), label: t`API keys` },
          ]}
        />
      </div>
      <div className={part}>
        <Heading level={3}>{t`Parts of one page`}</Heading>
        <Text size="sm">
          {t`The tab is in the address as ?part=. Arrow keys move between the tabs and select them; a tab can say that its part is complete or has problems.`}
        </Text>
        <Tabs label={t`Parts of the example callout`} tabs={parts} param="part">
          {(selected) => (
            <div className={panelText}>
              <Text>{partText[selected]}</Text>
              {selected === "questions" && (
                <Button
                  variant="primaryOutlined"
                  size="sm"
                  onClick={() => setQuestionsDone((done) => !done)}
                >
                  {questionsDone ? t`Take a label away again` : t`Give every question a label`}
                </Button>
              )}
            </div>
          )}
        </Tabs>
      </div>
      <div className={part}>
        <Heading level={3}>{t`Counts, selected on Enter`}</Heading>
        <Text size="sm">
          {t`Arrow keys only move between these tabs; Enter or Space selects one, for lists that take a moment to load.`}
        </Text>
        <Tabs label={t`Response buckets`} tabs={buckets} param="bucket" activation="manual">
          {(selected) => <Text>{bucketText[selected]}</Text>}
        </Tabs>
      </div>
    </ToolkitSection>
  );
}
