import { useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { isPublished } from "@core/callouts/status";
import { CalloutHeader } from "@ui/callout/CalloutHeader";
import { CalloutIntro } from "@ui/callout/CalloutIntro";
import { isEmbedded } from "../../embedded";
import { usePageTitle } from "../../router/page-title";
import type { PageProps } from "../../router/types";
import { CalloutPreviewBanner, CalloutPreviewForm } from "./CalloutPreview";
import { CalloutRespond } from "./CalloutRespond";
import { CalloutShell } from "./CalloutShell";
import { ResultsLinks } from "./ResultsLinks";

/** Names the document after the callout, as the server does, instead of the word "Callout". */
function CalloutTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/**
 * `/callouts/:id`: the callout's title, languages, cover, intro and share links, then its
 * form. Inside a frame it goes straight to the form, as the callout frame does. With
 * `?preview`, its staff see a callout readers cannot open yet, marked as such.
 */
export default function CalloutPage({ params }: PageProps) {
  const { t } = useLingui();
  const asksPreview = new URLSearchParams(useSearch()).has("preview");
  return (
    <CalloutShell id={params.id}>
      {({ callout, variant }) => (
        <>
          {asksPreview && !isPublished(callout.status) && (
            <CalloutPreviewBanner callout={callout} />
          )}
          <CalloutTitle title={callout.title} />
          <CalloutHeader callout={callout} variant={variant} hideTitle={isEmbedded} />
          {!isEmbedded && (
            <CalloutIntro
              callout={callout}
              shareUrl={`${location.origin}/callouts/${encodeURIComponent(callout.slug)}`}
            />
          )}
          {!isEmbedded && <ResultsLinks callout={callout} />}
          <section aria-label={t`Your response`}>
            {asksPreview && !isPublished(callout.status) ? (
              <CalloutPreviewForm callout={callout} />
            ) : (
              <CalloutRespond callout={callout} />
            )}
          </section>
        </>
      )}
    </CalloutShell>
  );
}
