import { and, asc, eq, inArray } from "drizzle-orm";
import { showsResponses, type CalloutResponseMapPage } from "@core/callouts";
import { forbidden, notFound } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutResponseTriage as triage, calloutResponses } from "../../db/schema";
import { countResponses, triageOfResponse } from "./record";
import type { CalloutService, CalloutViewer } from "../callouts";
import { isCalloutStaff } from "../callouts/staff";
import { paginate } from "../rules";
import { englishI18n } from "../../lib/english";
import { toMapItem } from "./public-view";

/** Public views show up to this many responses at once (the contract's map page size). */
export const PUBLIC_PAGE_MAX = 2200;

/** `bucket` of the map's query for the responses of every bucket. */
export const EVERY_BUCKET = "*";

/**
 * `GET /callout/:id/responses/map`: the responses in the buckets the callout shows publicly
 * (none when it chose none), for its gallery and map. The callout's staff may ask for one
 * bucket instead, or every one (`*`), to see on the map what they triage.
 */
export function createPublicPage({ db, callouts }: { db: Database; callouts: CalloutService }) {
  return async function publicPage(
    idOrSlug: string,
    viewer: CalloutViewer,
    page: { limit: number; offset: number; bucket?: string },
  ): Promise<CalloutResponseMapPage> {
    const { record } = await callouts.findForResponse(idOrSlug, viewer);
    const view = record.responseViewSchema;
    if (!view || !showsResponses(view)) {
      throw notFound("This callout shows no responses publicly");
    }
    const { bucket } = page;
    if (bucket !== undefined && !(await isCalloutStaff(db, viewer, record.id))) {
      throw forbidden("Only the callout's staff may choose the bucket shown");
    }
    const buckets = bucket === undefined ? view.buckets : [bucket];
    if (buckets.length === 0) {
      return { total: 0, offset: page.offset, count: 0, items: [] };
    }
    const where = and(
      eq(calloutResponses.calloutId, record.id),
      bucket === EVERY_BUCKET ? undefined : inArray(triage.bucket, buckets),
    );
    return paginate({
      // In number order: one bucket's page reads `callout_response_triage_bucket`, more
      // buckets' `callout_responses_number` (the triage row keeps no number index of its own).
      query: db
        .select({ number: triage.number, answers: calloutResponses.answers })
        .from(calloutResponses)
        .innerJoin(triage, triageOfResponse)
        .where(where)
        .orderBy(
          asc(
            buckets.length === 1 && bucket !== EVERY_BUCKET
              ? triage.number
              : calloutResponses.number,
          ),
        ),
      countQuery: countResponses(db, where),
      limit: page.limit,
      offset: page.offset,
      map: async (rows) => {
        const english = await englishI18n();
        return rows.map((row) => toMapItem(record.formSchema, view, row, english));
      },
    });
  };
}
