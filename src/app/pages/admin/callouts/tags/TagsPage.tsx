import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import { hasRole } from "@core/contacts";
import { $currentUser } from "@stores/session";
import type { PageProps } from "@app/router/types";
import { CalloutView } from "../shared/CalloutView";
import { ReviewerManager } from "../reviewers/ReviewerManager";
import { CalloutTagManager } from "./CalloutTagManager";

const columns = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  @media (min-width: 64rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** `/admin/callouts/view/:id/responses/tags`: the callout's tags, and who reviews it. */
export default function TagsPage({ params }: PageProps) {
  const user = useStore($currentUser);
  const isAdmin = user ? hasRole(user.activeRoles, "admin") : false;
  return (
    <CalloutView id={params.id ?? ""}>
      {(callout) => (
        <div className={columns}>
          <CalloutTagManager calloutId={callout.id} headingId="callout-tags" />
          <ReviewerManager calloutId={callout.id} isAdmin={isAdmin} headingId="callout-reviewers" />
        </div>
      )}
    </CalloutView>
  );
}
