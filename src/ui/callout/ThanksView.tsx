import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { CurrentUser } from "@core/contacts/current-user";
import { LinkButton } from "../button/LinkButton";
import { ContentBlock } from "../callout-form/ContentBlock";
import { Heading, type HeadingLevel } from "../typography/Heading";
import { redirectTarget } from "./links";
import { Notice } from "./Notice";
import type { Callout } from "./types";

export interface ThanksViewProps {
  /** Prefix of the ids on the page; default "callout". */
  id?: string;
  callout: Callout;
  user: Pick<CurrentUser, "id"> | null;
  /** Inside a frame on another site: the redirect opens in the host's window. */
  embedded?: boolean;
  /** The level of the thank-you heading; default 2. */
  headingLevel?: HeadingLevel;
  /** Move focus to the heading, as after submitting; never on a page's first load. */
  focusHeading?: boolean;
}

const actions = css`
  margin-top: 0.5rem;
`;

/**
 * The callout's thank-you: its title and text; or, when the callout sends readers on to a
 * page of its own (`thanksRedirect`), a link there. A frame cannot move the host page by
 * itself (browsers block that without a click), so the link opens the page in the host's
 * window (`target="_top"`) when the reader follows it.
 */
export function ThanksView({
  id = "callout",
  callout,
  user,
  embedded = false,
  headingLevel = 2,
  focusHeading = false,
}: ThanksViewProps) {
  const { t } = useLingui();
  const headingId = `${id}-thanks`;
  const redirect = redirectTarget(callout.thanksRedirect);
  const onceOnly = callout.access === "guest" && !callout.allowMultiple && !user && !redirect;

  useEffect(() => {
    // In a frame the host page is asked to scroll instead: focus must not jump it.
    if (focusHeading) document.getElementById(headingId)?.focus({ preventScroll: embedded });
  }, [focusHeading, embedded, headingId]);

  return (
    <Notice variant="success">
      <Heading level={headingLevel} size="md" id={headingId} tabIndex={-1}>
        {callout.thanksTitle || t`Thank you for your response!`}
      </Heading>
      {callout.thanksText && <ContentBlock html={callout.thanksText} />}
      {onceOnly && <p>{t`Only one response per person counts.`}</p>}
      {redirect && (
        <p className={actions}>
          <LinkButton href={redirect} target={embedded ? "_top" : undefined}>
            {t`Continue`}
          </LinkButton>
        </p>
      )}
    </Notice>
  );
}
