import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import type { Callout } from "@core/callouts/callout";
import { hasRole } from "@core/contacts";
import { $currentUser } from "@stores/session";
import type { PageProps } from "@app/router/types";
import { CalloutView } from "../shared/CalloutView";
import { CalloutActions } from "./CalloutActions";
import { EmbedSnippet } from "./EmbedSnippet";
import { ResponsesChart } from "./ResponsesChart";
import { SettingsCard } from "./SettingsCard";
import { SummaryCard } from "./SummaryCard";

/*
 * Two columns on a wide screen: what the callout is and how it does on the left, what to do
 * with it on the right. On a narrow screen one column, in the same order as the markup (so
 * focus follows what is seen): the summary, the actions and the snippet, the rest.
 */
const layout = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;

  @media (min-width: 64rem) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const main = css`
  min-width: 0;

  @media (min-width: 64rem) {
    grid-column: 1;
  }
`;

const side = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;

  @media (min-width: 64rem) {
    grid-column: 2;
    grid-row: 1 / span 3;
  }
`;

function Overview({ callout }: { callout: Callout }) {
  const user = useStore($currentUser);
  const isAdmin = user ? hasRole(user.activeRoles, "admin") : false;
  return (
    <div className={layout}>
      <div className={main}>
        <SummaryCard callout={callout} headingId="callout-summary" />
      </div>
      <div className={side}>
        <CalloutActions callout={callout} isAdmin={isAdmin} headingId="callout-actions" />
        <EmbedSnippet callout={callout} headingId="callout-embed" />
      </div>
      <div className={main}>
        <ResponsesChart callout={callout} headingId="callout-responses" />
      </div>
      <div className={main}>
        <SettingsCard callout={callout} headingId="callout-settings" />
      </div>
    </div>
  );
}

/**
 * `/admin/callouts/view/:id`: a callout at a glance for its staff (summary, responses per
 * day, settings in words), the status actions for admins, and the snippet for an article.
 */
export default function CalloutOverviewPage({ params }: PageProps) {
  return (
    <CalloutView id={params.id ?? ""}>{(callout) => <Overview callout={callout} />}</CalloutView>
  );
}
