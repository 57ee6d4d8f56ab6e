import { array, object, optional, refine, string, type Infer } from "superstruct";
import { textSize } from "../validation";
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

/**
 * `GET /callout/:id/reviewer-candidates?search=`: contacts whose name or email holds the
 * text, who do not review the callout yet, for an admin adding a reviewer (at most `limit`,
 * 20 by default).
 */
export const ReviewerCandidatesQuery = object({
  search: textSize(string(), 1, 200),
  limit: optional(
    refine(
      string(),
      "limit",
      (value) => /^([1-9]|[1-4]\d|50)$/.test(value) || "limit must be from 1 to 50",
    ),
  ),
});
export type ReviewerCandidatesQuery = Infer<typeof ReviewerCandidatesQuery>;

export const ReviewerCandidates = array(Contact);
export type ReviewerCandidates = Infer<typeof ReviewerCandidates>;
