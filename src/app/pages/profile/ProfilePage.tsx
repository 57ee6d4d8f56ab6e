import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $currentUser } from "../../../stores/session";
import { BigTitle } from "../../../ui/typography";
import { ProfileCallouts } from "./ProfileCallouts";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileNotices } from "./ProfileNotices";
import { useMyContact } from "./useMyContact";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/** The member's home: a greeting, the organisation's notices and callouts, their details. */
export default function ProfilePage() {
  const { t } = useLingui();
  const user = useStore($currentUser);
  // The join date is not part of the signed-in user the app keeps.
  const { contact } = useMyContact({ withProfile: false });
  // The route requires login, so a user is always present here.
  if (!user) return null;
  const name = user.firstname.trim() || user.displayName;
  return (
    <div className={page}>
      <BigTitle>{t`Hello, ${name}!`}</BigTitle>
      <ProfileNotices />
      <ProfileCallouts />
      <ProfileDetails user={user} joined={contact?.joined} />
    </div>
  );
}
