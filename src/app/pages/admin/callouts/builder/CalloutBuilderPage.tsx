import { useLingui } from "@lingui/react/macro";
import { staffCallout } from "@core/callouts/api";
import { useQuery } from "@stores/query";
import { isApiError } from "@core/api/api-error";
import { Spinner } from "@ui/spinner";
import { Heading } from "@ui/typography";
import { usePageTitle } from "../../../../router/page-title";
import type { PageProps } from "../../../../router/types";
import { CalloutBuilder } from "./CalloutBuilder";

/** The builder of a callout that exists: loaded with its form, views and every variant. */
function EditCallout({ id }: { id: string }) {
  const { t } = useLingui();
  const state = useQuery(staffCallout(id));
  usePageTitle(state.status === "ready" ? t`Edit: ${state.data.title}` : t`Edit a callout`);
  if (state.status === "loading") return <Spinner size="lg" label={t`Loading the callout`} />;
  if (state.status === "failed") {
    return (
      <div role="alert">
        <Heading level={1}>
          {isApiError(state.error, undefined, [404])
            ? t`Callout not found`
            : t`The callout could not load`}
        </Heading>
        <p>
          {isApiError(state.error, undefined, [404])
            ? t`It may have been deleted.`
            : t`Please try again in a moment.`}
        </p>
      </div>
    );
  }
  // One builder per callout: its form starts from what was loaded, and keeps its edits after.
  return <CalloutBuilder key={state.data.id} callout={state.data} />;
}

/** `/admin/callouts/new` and `/admin/callouts/edit/:id`: the callout builder. */
export default function CalloutBuilderPage({ params }: PageProps) {
  return params.id ? <EditCallout id={params.id} /> : <CalloutBuilder />;
}
