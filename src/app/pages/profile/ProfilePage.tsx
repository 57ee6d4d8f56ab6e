import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $currentUser } from "../../../stores/session";
import { BigTitle } from "../../../ui/typography";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileNotices } from "./ProfileNotices";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/** The member's home: a greeting, the notices open now and their details. */
export default function ProfilePage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  // The route requires login, so a user is always present here.
  if (!user) return null;
  const name = user.firstname.trim() || user.displayName;
  return (
    <div className={page}>
      <BigTitle>{t`Hello, ${name}!`}</BigTitle>
      <ProfileNotices />
      <ProfileDetails user={user} />
    </div>
  );
}
