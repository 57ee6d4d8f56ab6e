import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { LoadedCallout } from "@ui/callout/api";
import { CalloutNavigationContext, type CalloutNavigation } from "@ui/callout/navigation";
import { Notice } from "@ui/callout/Notice";
import { useCallout } from "@ui/callout/useCallout";
import { Spinner } from "@ui/spinner";
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
  const state = useCallout(id, lang);
  const navigation: CalloutNavigation = {
    base: "/callouts",
    lang,
    navigate,
    embedded: isEmbedded,
  };

  let body: ReactNode;
  switch (state.status) {
    case "loading":
      body = <Spinner size="lg" label={t`Loading the callout`} />;
      break;
    case "not-found":
      body = (
        <>
          <Heading level={1}>{t`Callout not found`}</Heading>
          <p>{t`This callout does not exist, or it is not open to the public yet.`}</p>
          <p>
            <Link href="/callouts">{t`See all callouts`}</Link>
          </p>
        </>
      );
      break;
    case "failed":
      body = (
        <Notice>
          <p role="alert">{t`The callout could not load. Please try again in a moment.`}</p>
        </Notice>
      );
      break;
    case "ready":
      body = children(state);
  }
  return (
    <CalloutNavigationContext.Provider value={navigation}>
      <div className={className}>{body}</div>
    </CalloutNavigationContext.Provider>
  );
}
