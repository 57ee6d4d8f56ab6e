import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { PageProps } from "@app/router/types";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { Activity } from "./Activity";
import { ContactView } from "./ContactView";
import { css } from "@linaria/core";

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** `/admin/contacts/:id/activity`: the contact's timeline, with who made each staff change. */
export default function ContactActivityPage({ params }: PageProps) {
  const { t } = useLingui();
  return (
    <ContactView id={params.id ?? ""}>
      {(contact) => (
        <section className={cx(card, panel)} aria-labelledby="contact-activity">
          <Heading level={2} size="sm" id="contact-activity">{t`Activity`}</Heading>
          <Activity contactId={contact.id} />
        </section>
      )}
    </ContactView>
  );
}
