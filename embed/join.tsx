import { bootFrame } from "./shared/boot-frame";
import { FramePlaceholder } from "./shared/FramePlaceholder";

// The join frame: served at /embed/join.
void bootFrame(() => <FramePlaceholder path="/join" />);
