import { eq } from "drizzle-orm";
import type { ResponseNewsletter } from "@core/callouts";
import { HttpError } from "@core/errors";
import type { Database } from "../../db/connection";
import { contactProfiles } from "../../db/schema";
import type { CalloutFound } from "../callouts";
import type { ReaderGroups } from "../newsletter/reader-groups";

/** Whether the newsletter part of a response asks for anything. */
export function signsUp(
  newsletter: ResponseNewsletter | undefined,
): newsletter is ResponseNewsletter {
  return Boolean(newsletter && (newsletter.optIn || newsletter.groups.length > 0));
}

function newsletterProblem(message: string): HttpError {
  return new HttpError(400, {
    message,
    code: "invalid-callout-response",
    errors: [{ property: "newsletter", constraints: { isAllowed: message } }],
  });
}

/**
 * A sign-up needs the callout to offer one, contact details to sign up, and groups the callout
 * offers: its own, or the readers' groups (`GET /newsletter/groups`) when it has none.
 */
export async function checkNewsletter(
  found: CalloutFound,
  newsletter: ResponseNewsletter | undefined,
  collectsContact: boolean,
  readerGroups: ReaderGroups,
): Promise<void> {
  if (!signsUp(newsletter)) return;
  const offered = found.record.newsletterSchema;
  if (!offered) throw newsletterProblem("This callout offers no newsletter sign-up");
  if (!collectsContact) {
    throw newsletterProblem("A newsletter sign-up needs your contact details");
  }
  if (newsletter.groups.length === 0) return;
  const choices = offered.groups.length > 0 ? offered.groups : await readerGroups();
  const groups = new Set(choices.map((group) => group.id));
  const unknown = newsletter.groups.find((group) => !groups.has(group));
  if (unknown !== undefined) {
    throw newsletterProblem(`"${unknown.slice(0, 100)}" is not a newsletter group of this callout`);
  }
}

/**
 * A signed-in contact's sign-up: subscribed, with the groups merged into theirs. Answers
 * whether it signed them up.
 */
export async function subscribe(
  tx: Database,
  contactId: string,
  newsletter: ResponseNewsletter,
): Promise<boolean> {
  if (!newsletter.optIn) return false;
  const [profile] = await tx
    .select({ groups: contactProfiles.newsletterGroups })
    .from(contactProfiles)
    .where(eq(contactProfiles.contactId, contactId));
  const groups = [...new Set([...(profile?.groups ?? []), ...newsletter.groups])];
  await tx
    .update(contactProfiles)
    .set({ newsletterStatus: "subscribed", newsletterGroups: groups })
    .where(eq(contactProfiles.contactId, contactId));
  return true;
}
