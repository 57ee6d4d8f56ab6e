import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Redirect, useLocation, useSearch } from "wouter";
import { contentDocument } from "@core/content/api";
import type { PagePath } from "@core/pages";
import { useQuery } from "@stores/query";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { ContentLoadState } from "../shared/ContentLoadState";
import { settingsPage } from "../shared/settings-styles";
import { AccountTab } from "./AccountTab";
import { EmailsTab } from "./EmailsTab";
import { EmbedTab } from "./EmbedTab";
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
  padding-top: 1.5rem;
`;

type BuilderTab = "join" | "account" | "intro" | "emails" | "embed";

/** Each tab's address (SPEC.md's routes): the join form at the builder's own. */
const TAB_PATHS = {
  join: "/admin/membership-builder",
  account: "/admin/membership-builder/confirmation",
  intro: "/admin/membership-builder/intro",
  emails: "/admin/membership-builder/email",
  embed: "/admin/membership-builder/embed",
} as const satisfies Record<BuilderTab, PagePath>;

const tabAt = (path: string): BuilderTab =>
  (Object.keys(TAB_PATHS) as BuilderTab[]).find((tab) => TAB_PATHS[tab] === path) ?? "join";

/**
 * Where an address of the days of `?tab=` now lives, its other parameters (the email being
 * edited) kept; none for an address that is already a tab's own.
 */
function movedAddress(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const tab = query.get("tab");
  if (tab === null) return undefined;
  query.delete("tab");
  const path = tab in TAB_PATHS ? TAB_PATHS[tab as BuilderTab] : TAB_PATHS.join;
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * `/admin/membership-builder` (B11): what joining looks like, in tabs that are pages of their
 * own (`/confirmation`, `/intro`, `/email`, `/embed`): the join form, the account confirmation
 * page, the welcome message, the membership emails and the join form's embed snippet. Each
 * saves on its own, with a live preview beside it.
 */
export default function MembershipBuilderPage() {
  const { t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const moved = movedAddress(search);
  if (moved) return <Redirect to={moved} replace />;
  const tab = tabAt(path);
  return (
    <div className={cx(settingsPage, wide)}>
      <div>
        <Heading level={1}>{t`Membership builder`}</Heading>
        <Text>{t`How readers join and what new members see. Each tab saves on its own.`}</Text>
      </div>
      <div>
        <Tabs
          label={t`Membership builder`}
          tabs={[
            { href: TAB_PATHS.join, label: t`Join form` },
            { href: TAB_PATHS.account, label: t`Account confirmation` },
            { href: TAB_PATHS.intro, label: t`Intro messages` },
            { href: TAB_PATHS.emails, label: t`Emails` },
            { href: TAB_PATHS.embed, label: t`Embed` },
          ]}
        />
        {/* A new tab starts afresh. */}
        <div key={tab} className={panel}>
          {tab === "join" && <JoinFormPanel />}
          {tab === "account" && <AccountPanel />}
          {tab === "intro" && <IntroPanel />}
          {tab === "emails" && <EmailsTab />}
          {tab === "embed" && <EmbedPanel />}
        </div>
      </div>
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

function EmbedPanel() {
  const join = useQuery(contentDocument("join"));
  const general = useQuery(contentDocument("general"));
  if (join.status !== "ready")
    return <ContentLoadState state={join} read={contentDocument("join")} />;
  if (general.status !== "ready") {
    return <ContentLoadState state={general} read={contentDocument("general")} />;
  }
  return <EmbedTab join={join.data} general={general.data} />;
}
