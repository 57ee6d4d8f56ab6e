import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { CurrentUser } from "@core/contacts";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { factList } from "@app/pages/shared/facts";

/** A summary of who the member is to the organisation, with the way to change it. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const name = `${user.firstname} ${user.lastname}`.trim();
  return (
    <section className={card} aria-labelledby="profile-details">
      <Heading level={2} size="md" id="profile-details">
        {t`Your details`}
      </Heading>
      <dl className={factList}>
        {name && (
          <>
            <dt>{t`Name`}</dt>
            <dd>{name}</dd>
          </>
        )}
        <dt>{t`Email address`}</dt>
        <dd>{user.email}</dd>
        <dt>{t`Joined`}</dt>
        <dd>
          <time dateTime={user.joined}>{i18n.date(user.joined, { dateStyle: "long" })}</time>
        </dd>
      </dl>
      <p>
        <Link href="/profile/account">{t`Change your details, password or two-factor authentication`}</Link>
      </p>
    </section>
  );
}
