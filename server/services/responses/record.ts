import type { CalloutResponse } from "../../../src/core/callouts";
import type { calloutResponses } from "../../db/schema";

export type ResponseRecord = typeof calloutResponses.$inferSelect;

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
