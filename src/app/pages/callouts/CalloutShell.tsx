import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { LoadedCallout } from "@ui/callout/api";
import { CalloutNavigationContext, type CalloutNavigation } from "@ui/callout/navigation";
import { calloutQuery, calloutRead } from "@ui/callout/callout-query";
import { QueryView } from "@ui/query-view/QueryView";
import { Heading } from "@ui/typography";
import { isEmbedded } from "../../embedded";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

export interface CalloutShellProps {
  /** The callout's slug or id, from the address. */
  id: string | undefined;
  children(loaded: LoadedCallout): ReactNode;
  /** A class for the page, instead of the default column. */
  className?: string;
}

/**
 * What every callout page shares: loading the callout in the reader's language (`?lang`),
 * links between its pages that keep the language, and what to say while it loads or when it
 * cannot be shown.
 */
export function CalloutShell({ id = "", children, className = page }: CalloutShellProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const lang = new URLSearchParams(useSearch()).get("lang");
  const state = useStore(calloutQuery(id, lang));
  const navigation: CalloutNavigation = {
    base: "/callouts",
    lang,
    navigate,
    embedded: isEmbedded,
  };

  return (
    <CalloutNavigationContext.Provider value={navigation}>
      <div className={className}>
        <QueryView
          state={state}
          read={calloutRead(id)}
          loading={t`Loading the callout`}
          spinnerSize="lg"
          failed={t`The callout could not load. Please try again in a moment.`}
          notFound={
            <>
              <Heading level={1}>{t`Callout not found`}</Heading>
              <p>{t`This callout does not exist, or it is not open to the public yet.`}</p>
              <p>
                <Link href="/callouts">{t`See all callouts`}</Link>
              </p>
            </>
          }
        >
          {children}
        </QueryView>
      </div>
    </CalloutNavigationContext.Provider>
  );
}
