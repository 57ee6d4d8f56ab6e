import { useLingui } from "@lingui/react/macro";
import { contribution } from "@core/contributions/api";
import { useQuery } from "@stores/query";
import { Spinner } from "@ui/spinner";
import { Heading, Text } from "@ui/typography";
import { card } from "../card";
import { ContributionSummary } from "./ContributionSummary";
import { actions, ManageLink } from "./ManageLink";

/** The summary card of `/profile`, loading the member's contribution. */
export function ContributionCard({ currency }: { currency: string }) {
  const { t } = useLingui();
  const info = useQuery(contribution());
  if (info.status === "ready") {
    return <ContributionSummary info={info.data} currency={currency} />;
  }
  return (
    <section className={card} aria-labelledby="home-contribution">
      <Heading level={2} size="md" id="home-contribution">
        {t`Your contribution`}
      </Heading>
      {info.status === "failed" ? (
        <>
          <Text role="alert">{t`Your contribution can't load right now.`}</Text>
          <div className={actions}>
            <ManageLink label={t`Manage contribution`} />
          </div>
        </>
      ) : (
        <Spinner label={t`Loading your contribution`} />
      )}
    </section>
  );
}
