// The values of a response's extras (guest details, newsletter), apart from their checks
// (extras.ts): the form shows them at once, the checks load when the reader sends.
import type { MessageDescriptor } from "@lingui/core";
import { offersNewsletter } from "./access";
import type { Callout } from "./types";

/** What the last slide asks besides the form: a guest's details and the newsletter opt-in. */
export interface ExtrasValues {
  firstname: string;
  lastname: string;
  email: string;
  optIn: boolean;
  /** Ids of the newsletter groups chosen. */
  groups: string[];
}

/** Nothing typed yet; the groups the callout ticks by default are ticked. */
export function initialExtras(callout: Callout): ExtrasValues {
  const groups = callout.newsletterSchema?.groups ?? [];
  return {
    firstname: "",
    lastname: "",
    email: "",
    optIn: false,
    groups: groups.filter((group) => group.checked).map((group) => group.id),
  };
}

export type ExtrasField = "firstname" | "lastname" | "email" | "captcha";
export type ExtrasErrors = Partial<Record<ExtrasField, MessageDescriptor>>;

/**
 * Whether a guest must give all three details: the callout asks for them (`guest`), the guest
 * wants the newsletter, or has started to fill them in (half a name helps nobody).
 */
export function guestDetailsRequired(callout: Callout, values: ExtrasValues): boolean {
  return (
    callout.access === "guest" ||
    (values.optIn && offersNewsletter(callout)) ||
    [values.firstname, values.lastname, values.email].some((value) => value.trim() !== "")
  );
}
