import type { CurrentUser } from "@core/contacts/current-user";
import { GalleryView } from "@ui/callout/GalleryView";
import { MapView } from "@ui/callout/MapView";
import { NextSteps } from "@ui/callout/NextSteps";
import { ThanksView } from "@ui/callout/ThanksView";
import type { ReaderCallout } from "@ui/callout/types";

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
