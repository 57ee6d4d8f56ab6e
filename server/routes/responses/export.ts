import type { FastifyPluginAsync } from "fastify";
import { object } from "superstruct";

import type { Services } from "../../services";
import { EXPORT_FORMATS, type ExportFormat } from "../../services/responses";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { IdParams } from "../params";
import { exportSlot } from "../exports/slot";
import { exportWithBody } from "../exports/with-body";
import { rulesParam } from "../list-query";

const ExportQuery = object({
  rules: rulesParam("query"),
});

/**
 * `GET /callout/:id/responses.csv` and `.xlsx` (contract 2.5): the responses a filter
 * matches, for the callout's staff, streamed; `POST` the same with the parameters in a JSON
 * body. `X-Total-Count` says how many rows follow the header, so a download can show its
 * progress.
 */
export const responseExportRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
    exportWithBody(
      app,
      `/callout/:id/responses.${format}`,
      staff,
      {
        summary: `The responses a filter matches, as ${format.toUpperCase()}`,
        description: "`X-Total-Count` says how many rows follow the header.",
        tag: "Callout responses",
        params: IdParams,
        query: ExportQuery,
        answerType: EXPORT_FORMATS[format],
        errors: { 404: "No such callout." },
        codes: ["invalid-rule"],
        headers: ["ExportTicket"],
      },
      async (request, reply, input) => {
        const id = request.params.id;
        const { rules } = input;
        await exportSlot(services.exports, request, reply);
        const file = await services.responses.export(viewerOf(request.caller), id, {
          rules,
          format,
        });
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("x-total-count", String(file.total))
          .header("cache-control", "no-store")
          .send(file.body);
      },
    );
  }
};
