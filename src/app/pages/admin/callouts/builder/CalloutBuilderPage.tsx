import { useLingui } from "@lingui/react/macro";
import { staffCallout } from "@core/callouts/api";
import { useQuery } from "@stores/query";
import { QueryView } from "@ui/query-view";
import { Heading } from "@ui/typography";
import { usePageTitle } from "@app/router/page-title";
import type { PageProps } from "@app/router/types";
import { CalloutBuilder } from "./CalloutBuilder";

/** The builder of a callout that exists: loaded with its form, views and every variant. */
function EditCallout({ id }: { id: string }) {
  const { t } = useLingui();
  const state = useQuery(staffCallout(id));
  usePageTitle(state.status === "ready" ? t`Edit: ${state.data.title}` : t`Edit a callout`);
  return (
    <QueryView
      state={state}
      read={staffCallout(id)}
      loading={t`Loading the callout`}
      spinnerSize="lg"
      failed={
        <>
          <Heading level={1}>{t`The callout could not load`}</Heading>
          <p>{t`Please try again in a moment.`}</p>
        </>
      }
      notFound={
        <div role="alert">
          <Heading level={1}>{t`Callout not found`}</Heading>
          <p>{t`It may have been deleted.`}</p>
        </div>
      }
    >
      {/* One builder per callout: its form starts from what was loaded, and keeps its edits after. */}
      {(callout) => <CalloutBuilder key={callout.id} callout={callout} />}
    </QueryView>
  );
}

/** `/admin/callouts/new` and `/admin/callouts/edit/:id`: the callout builder. */
export default function CalloutBuilderPage({ params }: PageProps) {
  return params.id ? <EditCallout id={params.id} /> : <CalloutBuilder />;
}
