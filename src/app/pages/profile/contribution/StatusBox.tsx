import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ContributionInfo } from "../../../../core/contributions/schemas";
import { Heading, Text } from "../../../../ui/typography";
import { formatDate, formatMoney } from "./money";

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  border-radius: 8px;
  background: rgb(var(--c-primary-5));

  & p {
    margin: 0;
  }
`;

const amountLine = css`
  font-size: 2rem;
  font-weight: 700;
  font-family: var(--ff-title);
`;

const danger = css`
  color: rgb(var(--c-danger-text));
  font-weight: 600;
`;

/** What the member gives and how their membership stands (B1's status box). */
export function StatusBox({ info, currency }: { info: ContributionInfo; currency: string }) {
  const { t, i18n } = useLingui();
  if (info.type === "None" && info.membershipStatus === "none") return null;
  if (info.membershipStatus === "expired") {
    return (
      <section className={box} aria-labelledby="contribution-status">
        <Heading id="contribution-status" level={2} size="md">
          {t`Your membership has ended`}
        </Heading>
        <Text>{t`Start a contribution below to become a member again.`}</Text>
      </section>
    );
  }
  const amount = info.amount ?? 0;
  const money = formatMoney(i18n, amount, currency);
  return (
    <section className={box} aria-labelledby="contribution-status">
      <Heading id="contribution-status" level={2} size="sm">
        {t`Your contribution`}
      </Heading>
      {info.amount !== undefined && (
        <p className={amountLine}>
          {info.period === "annually" ? t`${money} a year` : t`${money} a month`}
        </p>
      )}
      {info.membershipStatus === "expiring" && info.membershipExpiryDate ? (
        <Text className={danger}>
          {t`Your membership ends on ${formatDate(i18n, info.membershipExpiryDate)}.`}
        </Text>
      ) : (
        <>
          <Text>{t`Thank you for supporting us!`}</Text>
          {info.hasPendingPayment ? (
            <Text>{t`Your latest payment is on its way.`}</Text>
          ) : (
            info.renewalDate && (
              <Text>
                {info.type === "Automatic"
                  ? t`It renews on ${formatDate(i18n, info.renewalDate)}.`
                  : t`It is due to renew on ${formatDate(i18n, info.renewalDate)}.`}
              </Text>
            )
          )}
          {info.nextAmount !== undefined && info.renewalDate && (
            <Text>
              {t`From ${formatDate(i18n, info.renewalDate)} you give ${formatMoney(i18n, info.nextAmount, currency)}.`}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
