import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { contentDocument } from "../../../../core/content/api";
import { useQuery } from "../../../../stores/query";
import { Tabs } from "../../../../ui/tabs";
import { Heading, Text } from "../../../../ui/typography";
import { ContentLoadState } from "../settings/ContentLoadState";
import { settingsPage } from "../settings/styles";
import { AccountTab } from "./AccountTab";
import { EmailsTab } from "./EmailsTab";
import { IntroTab } from "./IntroTab";
import { JoinFormTab } from "./JoinFormTab";

/** Wide enough for a form and its preview side by side. */
const wide = css`
  max-width: 84rem;
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin-top: 1.5rem;
`;

type BuilderTab = "join" | "account" | "intro" | "emails";

/**
 * `/admin/membership-builder` (B11): what joining looks like, in four tabs kept in the address
 * (`?tab=`): the join form, the account confirmation page, the welcome message and the
 * membership emails. Each saves on its own, with a live preview beside it.
 */
export default function MembershipBuilderPage() {
  const { t } = useLingui();
  return (
    <div className={cx(settingsPage, wide)}>
      <div>
        <Heading level={1}>{t`Membership builder`}</Heading>
        <Text>{t`How readers join and what new members see. Each tab saves on its own.`}</Text>
      </div>
      <Tabs<BuilderTab>
        label={t`Membership builder`}
        param="tab"
        tabs={[
          { id: "join", label: t`Join form` },
          { id: "account", label: t`Account confirmation` },
          { id: "intro", label: t`Intro messages` },
          { id: "emails", label: t`Emails` },
        ]}
        clearParams={["email", "locale"]}
      >
        {(tab) => (
          <div className={panel}>
            {tab === "join" && <JoinFormPanel />}
            {tab === "account" && <AccountPanel />}
            {tab === "intro" && <IntroPanel />}
            {tab === "emails" && <EmailsTab />}
          </div>
        )}
      </Tabs>
    </div>
  );
}

function JoinFormPanel() {
  const join = useQuery(contentDocument("join"));
  const payment = useQuery(contentDocument("payment"));
  const general = useQuery(contentDocument("general"));
  if (join.status !== "ready")
    return <ContentLoadState state={join} read={contentDocument("join")} />;
  if (payment.status !== "ready") {
    return <ContentLoadState state={payment} read={contentDocument("payment")} />;
  }
  if (general.status !== "ready") {
    return <ContentLoadState state={general} read={contentDocument("general")} />;
  }
  return <JoinFormTab join={join.data} payment={payment.data} general={general.data} />;
}

function AccountPanel() {
  const setup = useQuery(contentDocument("join/setup"));
  if (setup.status !== "ready") {
    return <ContentLoadState state={setup} read={contentDocument("join/setup")} />;
  }
  return <AccountTab setup={setup.data} />;
}

function IntroPanel() {
  const profile = useQuery(contentDocument("profile"));
  if (profile.status !== "ready") {
    return <ContentLoadState state={profile} read={contentDocument("profile")} />;
  }
  return <IntroTab profile={profile.data} />;
}
