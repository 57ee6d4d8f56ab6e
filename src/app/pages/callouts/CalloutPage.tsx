import { useLingui } from "@lingui/react/macro";
import { CalloutHeader } from "../../../ui/callout/CalloutHeader";
import { CalloutIntro } from "../../../ui/callout/CalloutIntro";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutRespond } from "./CalloutRespond";
import { CalloutShell } from "./CalloutShell";
import { ResultsLinks } from "./ResultsLinks";

/**
 * `/callouts/:id`: the callout's title, languages, cover, intro and share links, then its
 * form. Inside a frame it goes straight to the form, as the callout frame does.
 */
export default function CalloutPage({ params }: PageProps) {
  const { t } = useLingui();
  return (
    <CalloutShell id={params.id}>
      {({ callout, variant }) => (
        <>
          <CalloutHeader callout={callout} variant={variant} hideTitle={isEmbedded} />
          {!isEmbedded && (
            <CalloutIntro
              callout={callout}
              shareUrl={`${location.origin}/callouts/${encodeURIComponent(callout.slug)}`}
            />
          )}
          {!isEmbedded && <ResultsLinks callout={callout} />}
          <section aria-label={t`Your response`}>
            <CalloutRespond callout={callout} />
          </section>
        </>
      )}
    </CalloutShell>
  );
}
