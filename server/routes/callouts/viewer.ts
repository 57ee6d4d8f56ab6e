import { hasRole } from "../../../src/core/contacts";
import type { Caller } from "../../plugins/access";
import type { CalloutViewer } from "../../services/callouts";

/** The caller as callouts see them: admin or not, and their contact for `hasAnswered`. */
export function viewerOf(caller: Caller): CalloutViewer {
  return { isAdmin: hasRole(caller.roles, "admin"), contactId: caller.contactId };
}
