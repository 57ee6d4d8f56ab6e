import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest } from "@core/errors";
import type { ExportLimiter } from "../../lib/export/limiter";

/** The header a download names its place in the export queue by (a UUID the client picks). */
export const EXPORT_TICKET_HEADER = "agora-export-ticket";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose exports these are: turns are taken per caller. */
export const exportCaller = (request: FastifyRequest): string =>
  request.caller.contactId ?? "anonymous";

/**
 * Waits for one of the server's export slots (server/lib/export/limiter) before an export
 * route reads anything; the slot is given back when the answer ends or the client goes away,
 * and a client that leaves while waiting leaves the queue.
 */
export async function exportSlot(
  limiter: ExportLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const header = request.headers[EXPORT_TICKET_HEADER];
  if (header !== undefined && (typeof header !== "string" || !UUID.test(header))) {
    throw badRequest(`The ${EXPORT_TICKET_HEADER} header must be a UUID`, {
      errors: [{ property: EXPORT_TICKET_HEADER, constraints: { isUuid: "Not a UUID" } }],
    });
  }
  const controller = new AbortController();
  const slot: { release?: () => void } = {};
  reply.raw.once("close", () => {
    if (slot.release) slot.release();
    else controller.abort(new Error("The client went away before its export started"));
  });
  slot.release = await limiter.acquire(exportCaller(request), {
    ...(header ? { ticket: header.toLowerCase() } : {}),
    signal: controller.signal,
  });
  // Closed in the same turn its slot came: give it back at once.
  if (reply.raw.destroyed) slot.release();
}
