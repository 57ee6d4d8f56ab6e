import type { CalloutResponse } from "../../../src/core/callouts";
import { calloutResponses } from "../../db/schema";

/** What lists select of a response: every column but `answers_text`, which only filters read. */
export const responseColumns = {
  id: calloutResponses.id,
  calloutId: calloutResponses.calloutId,
  number: calloutResponses.number,
  contactId: calloutResponses.contactId,
  guestName: calloutResponses.guestName,
  guestEmail: calloutResponses.guestEmail,
  answers: calloutResponses.answers,
  newsletter: calloutResponses.newsletter,
  bucket: calloutResponses.bucket,
  assigneeId: calloutResponses.assigneeId,
  createdAt: calloutResponses.createdAt,
  updatedAt: calloutResponses.updatedAt,
} satisfies Record<keyof ResponseRecord, unknown>;

export type ResponseRecord = Omit<typeof calloutResponses.$inferSelect, "answersText">;

/** A response as the API answers it, before what `with` adds. */
export function toResponse(record: ResponseRecord): CalloutResponse {
  return {
    id: record.id,
    number: record.number,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    bucket: record.bucket,
    guestName: record.guestName,
    guestEmail: record.guestEmail,
  };
}
