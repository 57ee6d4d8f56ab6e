import { array, object, string, type Infer } from "superstruct";
import { Contact } from "../contacts/contact";
import { uuidText } from "./stored-text";

/** A contact who triages one callout's responses (contract 2.5, reviewers). */
export const CalloutReviewer = object({ id: string(), contact: Contact, createdAt: string() });
export type CalloutReviewer = Infer<typeof CalloutReviewer>;

export const CalloutReviewerList = array(CalloutReviewer);
export type CalloutReviewerList = Infer<typeof CalloutReviewerList>;

/**
 * `POST /callout/:id/reviewers`: an admin makes a contact a reviewer. A contact that does not
 * exist is 400 `unknown-contact`, one who reviews the callout already 400 `duplicate-reviewer`.
 */
export const CreateCalloutReviewer = object({ contactId: uuidText() });
export type CreateCalloutReviewer = Infer<typeof CreateCalloutReviewer>;
