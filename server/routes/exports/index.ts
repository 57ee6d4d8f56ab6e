import type { FastifyPluginAsync } from "fastify";
import { nullable, number, object, type Infer } from "superstruct";
import { uuidText } from "@core/callouts/stored-text";

import type { Services } from "../../services";
import { EXPORT_SLOTS } from "../../lib/export/limiter";
import { EXPORT_TICKET_HEADER, exportCaller } from "./slot";
import { route } from "../route";

// The ticket is the UUID the client sent in the export's ticket header.
const TicketParams = object({ ticket: uuidText() });

const ExportQueuePlace = object({
  /** Exports that start before this one; null once it runs (or when the ticket is unknown). */
  position: nullable(number()),
  /** Exports the server streams at once. */
  slots: number(),
});
type ExportQueuePlace = Infer<typeof ExportQueuePlace>;

/**
 * `GET /export-queue/:ticket`: where a waiting export stands. A download names itself with
 * the `Agora-Export-Ticket` header; the export dialog asks here while it waits.
 */
export const exportQueueRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "GET",
    "/export-queue/:ticket",
    { config: { access: "loggedIn" as const } },
    {
      summary: "Where one of your exports waits",
      description: `A server streams two exports at once; the others wait, taking turns by caller. An export request may carry an \`${EXPORT_TICKET_HEADER}\` header (a UUID you choose); this answers how many exports start before it, or null once it runs or when the ticket is not one of your waiting exports.`,
      tag: "API",
      params: TicketParams,
      answer: ExportQueuePlace,
    },
    async (request): Promise<ExportQueuePlace> => {
      const { ticket } = request.params;
      const position = services.exports.position(exportCaller(request), ticket.toLowerCase());
      return { position: position ?? null, slots: EXPORT_SLOTS };
    },
  );
};
