import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CalloutResponse } from "@core/callouts/response";

/** Who sent a response, as the staff may see it. */
export interface Sender {
  /** What to call them: a name, an email, "Anonymous" or "Hidden". */
  name: string;
  /** Their email, when it is known and not the name already. */
  email?: string;
  kind: "contact" | "guest" | "anonymous" | "hidden";
}

/**
 * A response's sender: a contact, a guest by the details they gave, nobody (an anonymous
 * answer), or hidden when the callout keeps contact details from its reviewers.
 */
export function senderOf(
  response: Pick<CalloutResponse, "contact" | "guestName" | "guestEmail" | "contactHidden">,
  i18n: I18n,
): Sender {
  if (response.contactHidden) return { name: i18n._(msg`Hidden from reviewers`), kind: "hidden" };
  if (response.contact) {
    const { displayName, email } = response.contact;
    return { name: displayName, email: email === displayName ? undefined : email, kind: "contact" };
  }
  if (response.guestName || response.guestEmail) {
    const name = response.guestName || response.guestEmail || "";
    const email = response.guestName ? (response.guestEmail ?? undefined) : undefined;
    return { name, email, kind: "guest" };
  }
  return { name: i18n._(msg`Anonymous`), kind: "anonymous" };
}
