import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { PageProps } from "@app/router/types";
import { Text } from "@ui/typography";
import { AccountSection } from "@app/pages/shared/account/AccountSection";
import { ContactView } from "../ContactView";
import { CancelContribution } from "./CancelContribution";
import { ContributionFacts } from "./ContributionFacts";
import { ForceContributionForm } from "./ForceContributionForm";
import { PaymentHistoryTable } from "./PaymentHistoryTable";

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 56rem;
`;

/**
 * `/admin/contacts/:id/contribution`: what the contact gives and their membership; recording a
 * manual contribution or none, cancelling an automatic one; and their payments.
 */
export default function ContactContributionPage({ params }: PageProps) {
  const { t } = useLingui();
  return (
    <ContactView id={params.id ?? ""}>
      {(contact) => {
        const info = contact.contribution;
        const automatic = info?.type === "Automatic";
        return (
          <div className={stack}>
            <AccountSection id="contact-contribution" heading={t`Contribution`}>
              {info ? <ContributionFacts info={info} /> : <Text>{t`No contribution.`}</Text>}
              {info && automatic && info.membership?.can.cancel && (
                <CancelContribution contactId={contact.id} email={contact.email} info={info} />
              )}
            </AccountSection>
            {info && (!automatic || info.cancellationDate) && (
              <ForceContributionForm
                key={`${info.type}-${info.amount ?? ""}-${info.period ?? ""}`}
                contactId={contact.id}
                info={info}
              />
            )}
            <PaymentHistoryTable contactId={contact.id} />
          </div>
        );
      }}
    </ContactView>
  );
}
