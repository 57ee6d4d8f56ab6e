import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { isApiError } from "../../../../../core/api";
import { staffContact } from "../../../../../core/contacts/api";
import { invalidate, useQuery } from "../../../../../stores/query";
import { Button } from "../../../../../ui/button";
import { Spinner } from "../../../../../ui/spinner";
import { Heading, Text } from "../../../../../ui/typography";
import type { PageProps } from "../../../../router/types";
import { card } from "../../../card";
import { muted, pageStack, textLink } from "../../callouts/shared/styles";
import { useMoney } from "../../dashboard/useMoney";
import { contributionText } from "../shared/contribution";
import { ROLE_LABELS } from "../shared/roles";
import { Activity } from "./Activity";

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
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

/** `/admin/contacts/:id`: who a contact is (tags, joined, contribution, roles) and their timeline. */
export default function ContactPage({ params }: PageProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const id = params.id ?? "";
  const read = staffContact(id);
  const loaded = useQuery(read);
  const back = (
    <Link href="/admin/contacts" className={textLink}>
      {t`Back to the contacts`}
    </Link>
  );

  if (loaded.status !== "ready") {
    return (
      <div className={pageStack}>
        {back}
        <Heading level={1}>{t`Contact`}</Heading>
        {loaded.status === "loading" ? (
          <Spinner label={t`Loading the contact`} />
        ) : isApiError(loaded.error, undefined, [404]) ? (
          <Text>{t`This contact does not exist, or it was deleted.`}</Text>
        ) : (
          <div role="alert">
            <Text>{t`We couldn't load the contact.`}</Text>
            <Button variant="greyOutlined" size="sm" onClick={() => invalidate(read)}>
              {t`Try again`}
            </Button>
          </div>
        )}
      </div>
    );
  }
  const contact = loaded.data;
  const day = (iso: string) => <time dateTime={iso}>{i18n.date(iso, { dateStyle: "long" })}</time>;
  const contribution = contributionText(contact, i18n, money);
  const roles = contact.roles ?? [];

  return (
    <div className={pageStack}>
      {back}
      <div>
        <Heading level={1}>{contact.displayName}</Heading>
        <Text>{contact.email}</Text>
      </div>
      <div className={columns}>
        <section className={cx(card, panel)} aria-labelledby="contact-overview">
          <Heading level={2} size="sm" id="contact-overview">{t`Overview`}</Heading>
          <dl className={facts}>
            <dt>{t`Joined`}</dt>
            <dd>{day(contact.joined)}</dd>
            <dt>{t`Last seen`}</dt>
            <dd>
              {contact.lastSeen ? day(contact.lastSeen) : <span className={muted}>{t`Never`}</span>}
            </dd>
            <dt>{t`Contribution`}</dt>
            <dd>{contribution || <span className={muted}>{t`None`}</span>}</dd>
            <dt>{t`Roles`}</dt>
            <dd>
              {roles.length > 0 ? (
                roles.map((role) => (
                  <div key={role.role}>
                    {i18n._(ROLE_LABELS[role.role])}{" "}
                    <span className={muted}>
                      {role.dateExpires
                        ? t`from ${i18n.date(role.dateAdded)} to ${i18n.date(role.dateExpires)}`
                        : t`since ${i18n.date(role.dateAdded)}`}
                    </span>
                  </div>
                ))
              ) : (
                <span className={muted}>{t`None`}</span>
              )}
            </dd>
            <dt>{t`Tags`}</dt>
            <dd>
              {contact.tags && contact.tags.length > 0 ? (
                contact.tags.map((tag) => tag.name).join(", ")
              ) : (
                <span className={muted}>{t`None`}</span>
              )}
            </dd>
          </dl>
        </section>
        <section className={cx(card, panel)} aria-labelledby="contact-activity">
          <Heading level={2} size="sm" id="contact-activity">{t`Activity`}</Heading>
          <Activity contactId={contact.id} />
        </section>
      </div>
    </div>
  );
}
