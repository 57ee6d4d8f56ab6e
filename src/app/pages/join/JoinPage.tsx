import { useLingui } from "@lingui/react/macro";
import { useLocation, useSearch } from "wouter";
import { JoinView } from "@ui/join-form/JoinView";
import { Text } from "@ui/typography";
import { isEmbedded } from "../../embedded";
import { goTo } from "@app/pages/shared/go-to";

/** `/join`: the join form in the auth card over the organisation's background (B3). */
export default function JoinPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  return (
    <JoinView
      query={new URLSearchParams(search)}
      embedded={isEmbedded}
      go={(url) => goTo(url, navigate)}
      failed={<Text>{t`The join form can't load right now. Please try again in a moment.`}</Text>}
    />
  );
}
