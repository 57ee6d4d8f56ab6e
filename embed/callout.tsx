import { bootFrame } from "./shared/boot-frame";
import { FramePlaceholder } from "./shared/FramePlaceholder";

// The callout frame: served at /embed/callouts/<id>[/thanks|/gallery|/map].
void bootFrame(() => <FramePlaceholder path={location.pathname.replace(/^\/embed/, "")} />);
