import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import type { Callout } from "../../../../../core/callouts/callout";
import { hasRole } from "../../../../../core/contacts";
import { $currentUser } from "../../../../../stores/session";
import type { PageProps } from "../../../../router/types";
import { CalloutView } from "../shared/CalloutView";
import { CalloutActions } from "./CalloutActions";
import { EmbedSnippet } from "./EmbedSnippet";
import { ResponsesChart } from "./ResponsesChart";
import { SettingsCard } from "./SettingsCard";
import { SummaryCard } from "./SummaryCard";

/* Two columns on a wide screen: what it is and how it does; what to do with it. */
const columns = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

function Overview({ callout }: { callout: Callout }) {
  const user = useStore($currentUser);
  const isAdmin = user ? hasRole(user.activeRoles, "admin") : false;
  return (
    <div className={columns}>
      <div className={column}>
        <SummaryCard callout={callout} headingId="callout-summary" />
        <ResponsesChart callout={callout} headingId="callout-responses" />
        <SettingsCard callout={callout} headingId="callout-settings" />
      </div>
      <div className={column}>
        <CalloutActions callout={callout} isAdmin={isAdmin} headingId="callout-actions" />
        <EmbedSnippet callout={callout} headingId="callout-embed" />
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
