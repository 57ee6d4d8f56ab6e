import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { CalloutHeader } from "@ui/callout/CalloutHeader";
import { calloutPath, CalloutLink, useCalloutNavigation } from "@ui/callout/navigation";
import type { Callout } from "@ui/callout/types";
import { ResultsLinks } from "./ResultsLinks";

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;

  & a {
    color: rgb(var(--c-link-text));
  }
`;

/** Title, languages and links of the fullscreen gallery and map: back to the callout, across. */
export function ResultsHeader({
  callout,
  variant,
  page,
}: {
  callout: Callout;
  variant: string;
  page: "gallery" | "map";
}) {
  const { t } = useLingui();
  const navigation = useCalloutNavigation();
  return (
    <>
      <CalloutHeader callout={callout} variant={variant} page={page} />
      <div className={bar}>
        <CalloutLink href={calloutPath(navigation, callout.slug)}>
          {t`Back to the callout`}
        </CalloutLink>
        <ResultsLinks callout={callout} except={page} />
      </div>
    </>
  );
}
