import { notFound } from "@core/errors";

/** What the endpoints' and the deliveries' routes share: superadmins alone use them. */
export const SUPERADMIN = { config: { access: "superadmin" as const } };
export const TAG = "Webhooks";
export const ENDPOINT_NOT_FOUND = { 404: "No such webhook endpoint." };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Endpoints and deliveries are named by UUIDs; anything else names nothing. */
export function uuid(id: string): string {
  if (!UUID.test(id)) throw notFound("No such webhook endpoint or delivery");
  return id;
}
