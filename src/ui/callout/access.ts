import type { CurrentUser } from "@core/contacts/current-user";
import type { Callout } from "./types";

/** Why the form is not offered, if it is not. */
export type ResponseBlock =
  /** Not open (yet, or any more). */
  | "closed"
  /** For members: sign in first. */
  | "sign-in"
  /** For members: signed in without an active membership. */
  | "not-member"
  /** One response each, already given, and not to be changed. */
  | "answered";

type Reader = Pick<CurrentUser, "activeRoles"> | null;

/** Whether a reader may answer, as the server's rules will judge it (contract 2.5). */
export function responseBlock(callout: Callout, user: Reader): ResponseBlock | undefined {
  if (callout.status !== "open") return "closed";
  if (callout.access === "member") {
    if (!user) return "sign-in";
    if (!user.activeRoles.includes("member")) return "not-member";
  }
  if (user && callout.hasAnswered && !callout.allowMultiple && !callout.allowUpdate) {
    return "answered";
  }
  return undefined;
}

/** Guests give first name, last name and email, unless the callout keeps everyone anonymous. */
export function asksGuestDetails(callout: Callout, user: Reader): boolean {
  return !user && callout.access !== "only-anonymous";
}

/** The newsletter opt-in needs contact details: a signed-in reader's, or a guest's. */
export function offersNewsletter(callout: Callout): boolean {
  return Boolean(callout.newsletterSchema) && callout.access !== "only-anonymous";
}

/** A captcha for everyone, or for guests only. */
export function needsCaptcha(callout: Callout, user: Reader): boolean {
  return callout.captcha === "all" || (callout.captcha === "guest" && !user);
}

/** Whether anything is asked below the last slide's questions. */
export function hasSubmitExtras(callout: Callout, user: Reader): boolean {
  return (
    asksGuestDetails(callout, user) || offersNewsletter(callout) || needsCaptcha(callout, user)
  );
}

/** The id of a guest detail's field or of the captcha, for moving focus to a problem. */
export function extrasFieldId(
  id: string,
  field: "firstname" | "lastname" | "email" | "captcha",
): string {
  return field === "captcha" ? `${id}-captcha` : `${id}-guest-${field}`;
}
