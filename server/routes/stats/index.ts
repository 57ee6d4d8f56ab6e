import type { FastifyPluginAsync } from "fastify";
import { badRequest } from "@core/errors";
import { STATS_WINDOW_DAYS, Stats, StatsQuery } from "@core/stats";
import type { Services } from "../../services";
import { route } from "../route";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `GET /stats` (admins, contract 2.14): the figures of `from` to `to` (by default the last 30
 * days), the same for the period before, and 12 months of members and revenue. Times are the
 * payment clock's, as memberships are.
 */
export const statsRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "GET",
    "/stats",
    { config: { access: "admin" } },
    {
      summary: "The dashboard's figures for a period, the period before, and 12 months",
      description:
        "`from` and `to` are ISO dates; by default the last 30 days. `from` must be before `to`.",
      tag: "Stats",
      query: StatsQuery,
      answer: Stats,
      examples: [
        { summary: "The last 30 days", as: "admin", status: 200 },
        {
          summary: "A period that ends before it starts",
          as: "admin",
          status: 400,
          query: { from: "2026-02-01", to: "2026-01-01" },
        },
      ],
    },
    async (request) => {
      const query = request.query;
      const now = await services.payments.clock.now();
      const to = query.to ? new Date(query.to) : now;
      const from = query.from
        ? new Date(query.from)
        : new Date(to.getTime() - STATS_WINDOW_DAYS * DAY_MS);
      if (from.getTime() >= to.getTime()) {
        throw badRequest("Invalid queries, check 'errors' property for more info.", {
          errors: [{ property: "from", constraints: { isBefore: "from must be before to" } }],
        });
      }
      return services.stats({ from, to }, now);
    },
  );
};
