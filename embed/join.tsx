import { sharedCatalog } from "@core/i18n/catalog";
import { joinCatalog } from "@ui/join-form/catalog";
import { bootFrame } from "./shared/boot-frame";
import { JoinFrame } from "./join/JoinFrame";

// The join frame: served at /embed/join.
void bootFrame(() => <JoinFrame />, [sharedCatalog, joinCatalog]);
