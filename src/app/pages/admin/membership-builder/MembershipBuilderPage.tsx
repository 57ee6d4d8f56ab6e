import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Redirect, useLocation, useSearch } from "wouter";
import { contentDocument } from "@core/content/api";
import type { PagePath } from "@core/pages";
import { useQuery } from "@stores/query";
import { allOf, QueryView } from "@ui/query-view";
import { Tabs } from "@ui/tabs";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { settingsLoadWords } from "../shared/settings-load-words";
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

/** The settings documents a tab edits, loaded before it shows; a failure offers a retry. */
function useSettingsLoad() {
  const { i18n } = useLingui();
  return { ...settingsLoadWords(i18n), className: card };
}

function JoinFormPanel() {
  const words = useSettingsLoad();
  const reads = [
    contentDocument("join"),
    contentDocument("payment"),
    contentDocument("general"),
  ] as const;
  const state = allOf(useQuery(reads[0]), useQuery(reads[1]), useQuery(reads[2]));
  return (
    <QueryView state={state} read={reads} {...words}>
      {([join, payment, general]) => (
        <JoinFormTab join={join} payment={payment} general={general} />
      )}
    </QueryView>
  );
}

function AccountPanel() {
  const words = useSettingsLoad();
  const read = contentDocument("join/setup");
  return (
    <QueryView state={useQuery(read)} read={read} {...words}>
      {(setup) => <AccountTab setup={setup} />}
    </QueryView>
  );
}

function IntroPanel() {
  const words = useSettingsLoad();
  const read = contentDocument("profile");
  return (
    <QueryView state={useQuery(read)} read={read} {...words}>
      {(profile) => <IntroTab profile={profile} />}
    </QueryView>
  );
}

function EmbedPanel() {
  const words = useSettingsLoad();
  const reads = [contentDocument("join"), contentDocument("general")] as const;
  const state = allOf(useQuery(reads[0]), useQuery(reads[1]));
  return (
    <QueryView state={state} read={reads} {...words}>
      {([join, general]) => <EmbedTab join={join} general={general} />}
    </QueryView>
  );
}
