import { loadCurrentUser } from "@stores/session";
import { preloadCallout } from "@ui/callout/callout-query";
import { CalloutFrame, preloadParts } from "./callout/CalloutFrame";
import { parseFramePath } from "./callout/route";
import { bootFrame } from "./shared/boot-frame";

// The callout frame: served at /embed/callouts/<id>[/respond|/thanks|/gallery|/map].
// The callout and the reader load while the frame boots, so the first screen is the form (with
// the rich-text sanitiser when the form shows rich text: `preloadParts`).
const route = parseFramePath(location.pathname);
const lang = new URLSearchParams(location.search).get("lang");
const ready = Promise.all([
  route &&
    preloadCallout(route.id, lang).then((state) =>
      state.status === "ready" ? preloadParts(state.data.callout) : undefined,
    ),
  // Nobody is signed in for the frame on most host pages (see docs/embedding.md): a 401.
  loadCurrentUser().catch(() => null),
]);

void bootFrame(async () => {
  await ready;
  return <CalloutFrame />;
});
