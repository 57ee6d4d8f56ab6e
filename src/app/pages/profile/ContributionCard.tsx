import { useLingui } from "@lingui/react/macro";
import { contribution } from "@core/contributions/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { ContributionSummary } from "./ContributionSummary";
import { actions, ManageLink } from "./ManageLink";

/** The summary card of `/profile`, loading the member's contribution. */
export function ContributionCard({ currency }: { currency: string }) {
  const { t } = useLingui();
  const read = contribution();
  const info = useQuery(read);
  if (info.status === "ready") {
    return <ContributionSummary info={info.data} currency={currency} />;
  }
  return (
    <section className={card} aria-labelledby="home-contribution">
      <Heading level={2} size="md" id="home-contribution">
        {t`Your contribution`}
      </Heading>
      <QueryView
        state={info}
        read={read}
        loading={t`Loading your contribution`}
        failed={
          <>
            <Text>{t`Your contribution can't load right now.`}</Text>
            <div className={actions}>
              <ManageLink label={t`Manage contribution`} />
            </div>
          </>
        }
      />
    </section>
  );
}
