import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { CALLOUT_NEXT_STEPS } from "@core/callouts/callout";
import { Heading, Text } from "../typography";
import { ShareBox } from "./ShareBox";
import type { Callout } from "./types";
import { useOpenCallouts } from "./useOpenCallouts";

const steps = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin-top: 1.5rem;
`;
const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;

  & a {
    font-weight: 600;
    color: rgb(var(--c-link-text));
  }
`;

export interface NextStepsProps {
  callout: Pick<Callout, "id" | "slug" | "title" | "shareTitle" | "status" | "thanksNextSteps">;
  /** In a frame: other pages open in a new tab, so the reader keeps the article. */
  embedded?: boolean;
  /** Someone signed in is also offered members-only callouts. */
  signedIn: boolean;
}

/** After the thank-you: what the newsroom offers next (sharing, its other open callouts). */
export function NextSteps({ callout, embedded = false, signedIn }: NextStepsProps) {
  const chosen = callout.thanksNextSteps ?? CALLOUT_NEXT_STEPS;
  const share = chosen.includes("share") && callout.status === "open";
  return (
    <div className={steps}>
      {share && (
        <ShareBox
          open
          url={`${location.origin}/callouts/${encodeURIComponent(callout.slug)}`}
          title={callout.shareTitle || callout.title}
        />
      )}
      {chosen.includes("callouts") && (
        <OtherCallouts exclude={callout.id} embedded={embedded} guest={!signedIn} />
      )}
    </div>
  );
}

/** The newsroom's other open callouts, or nothing when there are none. */
function OtherCallouts({
  exclude,
  embedded,
  guest,
}: {
  exclude: string;
  embedded: boolean;
  guest: boolean;
}) {
  const { t } = useLingui();
  const others = useOpenCallouts({ exclude, guestsOnly: guest });
  if (!others.length) return null;
  const target = embedded ? { target: "_blank", rel: "noopener" } : {};
  return (
    <section aria-labelledby="next-callouts">
      <Heading level={2} size="sm" id="next-callouts">
        {t`More callouts you can answer`}
      </Heading>
      <ul className={list}>
        {others.map((other) => (
          <li key={other.id}>
            <a href={`/callouts/${encodeURIComponent(other.slug)}`} {...target}>
              {other.title}
            </a>
            {other.excerpt && <Text size="sm">{other.excerpt}</Text>}
          </li>
        ))}
      </ul>
    </section>
  );
}
