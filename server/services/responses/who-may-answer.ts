import { and, eq } from "drizzle-orm";
import type { CreateCalloutResponse } from "@core/callouts";
import type { Role } from "@core/contacts";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutResponses } from "../../db/schema";
import type { CalloutFound } from "../callouts";
import { sentSignedInBy } from "../callouts/sent-signed-in";

type SubCode =
  | "logged-in-guest-fields"
  | "guest-fields-missing"
  | "only-anonymous"
  | "closed"
  | "expired-user"
  | "cant-update";

export const refusal = (subCode: SubCode, message: string) =>
  badRequest(message, { code: "invalid-callout-response", extra: { subCode } });

export const cantUpdate = () =>
  refusal("cant-update", "You have answered this callout already, and answers cannot be changed");

/** Responses a contact sent signed in to one callout (a guest's, with their email, do not count). */
export const ownResponses = (calloutId: string, contactId: string) =>
  and(eq(calloutResponses.calloutId, calloutId), sentSignedInBy(contactId));

/** Rule 3: who may answer without signing in, and whether the callout is open. */
export function checkGuest({ record, status }: CalloutFound, body: CreateCalloutResponse): void {
  if (record.access === "guest" && !body.guest) {
    throw refusal("guest-fields-missing", "This callout asks for your name and email address");
  }
  if (record.access === "only-anonymous" && body.guest) {
    throw refusal("only-anonymous", "This callout takes anonymous answers only");
  }
  if (status !== "open" || record.access === "member") {
    throw refusal(
      "closed",
      record.access === "member" && status === "open"
        ? "This callout is for members: sign in to answer"
        : "This callout is not open for answers",
    );
  }
}

/**
 * Rule 4: members-only callouts need an active membership; the callout must be open; one
 * response each unless it may be changed (saving checks again under the callout's lock).
 */
export async function checkSignedIn(
  db: Database,
  { record, status }: CalloutFound,
  roles: readonly Role[],
  contactId: string,
): Promise<void> {
  if (record.access === "member" && !roles.includes("member")) {
    throw refusal("expired-user", "This callout is for members, and your membership is not active");
  }
  if (status !== "open") throw refusal("closed", "This callout is not open for answers");
  if (!record.allowMultiple && !record.allowUpdate) {
    const [previous] = await db
      .select({ id: calloutResponses.id })
      .from(calloutResponses)
      .where(ownResponses(record.id, contactId))
      .limit(1);
    if (previous) throw cantUpdate();
  }
}
