import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { calloutPath, CalloutLink, useCalloutNavigation } from "@ui/callout/navigation";
import type { Callout } from "@ui/callout/types";

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    color: rgb(var(--c-link-text));
    font-weight: 600;
  }
`;

/** Links to a callout's public gallery and map, when it has them. */
export function ResultsLinks({
  callout,
  except,
}: {
  callout: Callout;
  except?: "gallery" | "map";
}) {
  const { t } = useLingui();
  const navigation = useCalloutNavigation();
  const view = callout.responseViewSchema;
  const links = [
    view?.gallery &&
      except !== "gallery" &&
      (["gallery", t`See the gallery of responses`] as const),
    view?.map && except !== "map" && (["map", t`See the responses on a map`] as const),
  ].filter((link) => link !== false && link !== undefined && link !== null);
  if (links.length === 0) return null;
  return (
    <ul className={list}>
      {links.map(([page, text]) => (
        <li key={page}>
          <CalloutLink href={calloutPath(navigation, callout.slug, page)}>{text}</CalloutLink>
        </li>
      ))}
    </ul>
  );
}
