import type { CurrentUser } from "../../src/core/contacts/current-user";
import { GalleryView } from "../../src/ui/callout/GalleryView";
import { MapView } from "../../src/ui/callout/MapView";
import { NextSteps } from "../../src/ui/callout/NextSteps";
import { ThanksView } from "../../src/ui/callout/ThanksView";
import type { ReaderCallout } from "../../src/ui/callout/types";

export interface OtherPageProps {
  page: "thanks" | "gallery" | "map";
  callout: ReaderCallout;
  user: CurrentUser | null;
  /** Just submitted: the thank-you takes focus. */
  submitted: boolean;
}

/** The frame's pages after the form, loaded when one opens (the map loads Leaflet on top). */
export function OtherPage({ page, callout, user, submitted }: OtherPageProps) {
  switch (page) {
    case "thanks":
      return (
        <>
          <ThanksView callout={callout} user={user} embedded focusHeading={submitted} />
          <NextSteps callout={callout} embedded signedIn={user !== null} />
        </>
      );
    case "gallery":
      return <GalleryView callout={callout} />;
    case "map":
      return <MapView callout={callout} />;
  }
}
