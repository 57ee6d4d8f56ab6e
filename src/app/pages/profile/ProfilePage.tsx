import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useSearch } from "wouter";
import { contentDocument } from "../../../core/content/api";
import { useQuery } from "../../../stores/query";
import { $currentUser } from "../../../stores/session";
import { BigTitle } from "../../../ui/typography";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileNotices } from "./ProfileNotices";
import { WelcomeCard } from "./WelcomeCard";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/**
 * The member's home: a greeting, the organisation's welcome just after joining
 * (`?welcomeMessage=true`, when it has one), the notices open now and their details.
 */
export default function ProfilePage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const justJoined = new URLSearchParams(useSearch()).get("welcomeMessage") === "true";
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const profile = useQuery(contentDocument("profile"));
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
      <ProfileNotices />
      <ProfileDetails user={user} />
    </div>
  );
}
