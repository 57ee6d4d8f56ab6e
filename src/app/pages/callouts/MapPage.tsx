import { css } from "@linaria/core";
import { useSearch } from "wouter";
import { MapView } from "@ui/callout/MapView";
import { isEmbedded } from "../../embedded";
import type { PageProps } from "../../router/types";
import { CalloutShell } from "./CalloutShell";
import { MapBucketHeading } from "./MapBucketHeading";
import { ResultsHeader } from "./ResultsHeader";

const page = css`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-height: 100%;
  padding: 1.5rem;

  @media (min-width: 768px) {
    padding: 1.5rem 2.5rem;
  }
`;

/**
 * `/callouts/:id/map`: the public responses on a map, fullscreen (Leaflet loads with it). The
 * callout's staff may add `?bucket=` to see one bucket's responses (`*`: every bucket's).
 */
export default function MapPage({ params }: PageProps) {
  const bucket = new URLSearchParams(useSearch()).get("bucket") ?? undefined;
  return (
    <CalloutShell id={params.id} className={page}>
      {({ callout, variant }) => (
        <>
          {!isEmbedded && <ResultsHeader callout={callout} variant={variant} page="map" />}
          <MapBucketHeading bucket={bucket} />
          <MapView callout={callout} bucket={bucket} />
        </>
      )}
    </CalloutShell>
  );
}
