import { css } from "@linaria/core";
import { GalleryView } from "@ui/callout/GalleryView";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutShell } from "./CalloutShell";
import { ResultsHeader } from "./ResultsHeader";

const page = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  padding: 1.5rem;

  @media (min-width: 768px) {
    padding: 2rem 2.5rem;
  }
`;

/** `/callouts/:id/gallery`: the public responses' photos, fullscreen. */
export default function GalleryPage({ params }: PageProps) {
  return (
    <CalloutShell id={params.id} className={page}>
      {({ callout, variant }) => (
        <>
          {!isEmbedded && <ResultsHeader callout={callout} variant={variant} page="gallery" />}
          <GalleryView callout={callout} />
        </>
      )}
    </CalloutShell>
  );
}
