import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useSearch } from "wouter";
import { contentDocument } from "@core/content/api";
import { useQuery } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { BigTitle } from "@ui/typography";
import { ContributionCard } from "./ContributionCard";
import { OpenCallouts } from "./OpenCallouts";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileNotices } from "./ProfileNotices";
import { QuickActions } from "./QuickActions";
import { WelcomeCard } from "@app/pages/shared/WelcomeCard";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/**
 * The member's home: a greeting, the organisation's welcome just after joining
 * (`?welcomeMessage=true`, when it has one), shortcuts on a phone, the notices open now, their
 * contribution (unless the organisation hides contributions), the newest open callouts and
 * their details.
 */
export default function ProfilePage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const justJoined = new URLSearchParams(useSearch()).get("welcomeMessage") === "true";
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const profile = useQuery(contentDocument("profile"));
  const general = useStore($general);
  // The route requires login, so a user is always present here.
  if (!user) return null;
  const name = user.firstname.trim() || user.displayName;
  return (
    <div className={page}>
      <BigTitle>{t`Hello, ${name}!`}</BigTitle>
      {justJoined && !welcomeClosed && profile.status === "ready" && profile.data.introMessage && (
        <WelcomeCard
          name={`${user.firstname} ${user.lastname}`.trim()}
          message={profile.data.introMessage}
          onClose={() => setWelcomeClosed(true)}
        />
      )}
      <QuickActions contribution={!general.hideContribution} />
      <ProfileNotices />
      {!general.hideContribution && <ContributionCard currency={general.currencyCode} />}
      <OpenCallouts />
      <ProfileDetails user={user} />
    </div>
  );
}
