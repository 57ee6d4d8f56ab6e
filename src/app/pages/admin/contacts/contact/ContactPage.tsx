import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { card } from "@app/pages/shared/card";
import { muted } from "../../shared/styles";
import { useMoney } from "../../shared/useMoney";
import { contributionText } from "../shared/contribution";
import { NEWSLETTER_LABELS } from "../shared/newsletter";
import type { PageProps } from "@app/router/types";
import { Heading } from "@ui/typography";
import { ContactView } from "./ContactView";
import { RolesEditor } from "./overview/RolesEditor";
import { JoinSurveyAnswer } from "./overview/JoinSurveyAnswer";
import { ContactTagsEditor } from "./overview/ContactTagsEditor";
import { StaffNotes } from "./overview/StaffNotes";
import { TwoFactorRemoval } from "./overview/TwoFactorRemoval";
import { factList } from "@app/pages/shared/facts";

const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/**
 * `/admin/contacts/:id`: who a contact is (joined, last seen, contribution, newsletter, phone,
 * address, second factor, join survey), their roles, tags and staff's notes.
 */
export default function ContactPage({ params }: PageProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const id = params.id ?? "";
  const day = (iso: string) => <time dateTime={iso}>{i18n.date(iso, { dateStyle: "long" })}</time>;
  const none = <span className={muted}>{t`None`}</span>;

  return (
    <ContactView id={id}>
      {(contact) => {
        const contribution = contributionText(contact, i18n, money);
        const profile = contact.profile;
        const newsletter = profile?.newsletterStatus;
        const groups = profile?.newsletterGroups ?? [];
        const address = profile?.deliveryAddress;
        return (
          <div className={columns}>
            <div className={panel}>
              <section className={cx(card, panel)} aria-labelledby="contact-overview">
                <Heading level={2} size="sm" id="contact-overview">{t`Overview`}</Heading>
                <dl className={factList}>
                  <dt>{t`Joined`}</dt>
                  <dd>{day(contact.joined)}</dd>
                  <dt>{t`Last seen`}</dt>
                  <dd>
                    {contact.lastSeen ? (
                      day(contact.lastSeen)
                    ) : (
                      <span className={muted}>{t`Never`}</span>
                    )}
                  </dd>
                  <dt>{t`Contribution`}</dt>
                  <dd>{contribution || none}</dd>
                  <dt>{t`Newsletter`}</dt>
                  <dd>
                    {newsletter ? i18n._(NEWSLETTER_LABELS[newsletter]) : none}
                    {groups.length > 0 && <span className={muted}> ({groups.join(", ")})</span>}
                  </dd>
                  <dt>{t`Phone number`}</dt>
                  <dd>{profile?.telephone || none}</dd>
                  <dt>{t`Delivery address`}</dt>
                  <dd>
                    {address ? (
                      <>
                        {[address.line1, address.line2, address.city, address.postcode]
                          .filter(Boolean)
                          .join(", ")}
                        <span className={muted}>
                          {" "}
                          {profile?.deliveryOptIn ? t`(post welcome)` : t`(no post wanted)`}
                        </span>
                      </>
                    ) : (
                      none
                    )}
                  </dd>
                  <dt>{t`Two-factor authentication`}</dt>
                  <dd>
                    <TwoFactorRemoval contact={contact} />
                  </dd>
                  <JoinSurveyAnswer contactId={contact.id} />
                </dl>
              </section>
              <section className={cx(card, panel)} aria-labelledby="contact-notes-heading">
                <Heading level={2} size="sm" id="contact-notes-heading">{t`About`}</Heading>
                <StaffNotes contact={contact} />
              </section>
            </div>
            <div className={panel}>
              <section className={cx(card, panel)} aria-labelledby="contact-roles">
                <Heading level={2} size="sm" id="contact-roles">{t`Roles`}</Heading>
                <RolesEditor contactId={contact.id} roles={contact.roles ?? []} />
              </section>
              <section className={cx(card, panel)} aria-labelledby="contact-tags">
                <Heading level={2} size="sm" id="contact-tags">{t`Tags`}</Heading>
                <ContactTagsEditor contact={contact} />
              </section>
            </div>
          </div>
        );
      }}
    </ContactView>
  );
}
