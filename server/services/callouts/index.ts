import { and, eq } from "drizzle-orm";
import {
  calloutStatus,
  isPublished,
  type Callout,
  type CreateCallout,
  type UpdateCallout,
} from "@core/callouts";
import { notFound } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutVariants } from "../../db/schema";
import type { ContentService } from "../content";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";
import { createReadCache } from "../shared-state/read-cache";
import { uploadPathsIn } from "../uploads/own-address";
import { cloneCallout, createCallout } from "./create";
import { listCallouts } from "./list";
import { presentOne } from "./present";
import { findOrFail, loadRow, mayView } from "./queries";
import type { CalloutRecord } from "./serialise";
import type {
  CalloutFound,
  CalloutListOptions,
  CalloutReadOptions,
  CalloutSummary,
  CalloutViewer,
} from "./types";
import { removeCallout, updateCallout } from "./update";
import type { CalloutWriteDeps } from "./write-deps";

export type { CalloutRecord } from "./serialise";
export { isCalloutStaff, staffOf } from "./staff";
export type {
  CalloutFound,
  CalloutListOptions,
  CalloutReadOptions,
  CalloutSummary,
  CalloutViewer,
} from "./types";

export type CalloutService = ReturnType<typeof createCalloutService>;

/**
 * Callouts: reading them as readers and admins see them, and the admin writes. Each use case
 * has a module of its own (list, create, update) taking what it needs.
 */
export function createCalloutService(
  db: Database,
  content: ContentService,
  {
    cacheMs,
    invalidation,
    baseUrl,
  }: {
    cacheMs: number;
    invalidation?: CacheInvalidation | undefined;
    /** The site's address: uploads sent with it (or its loopback names) are stored as paths. */
    baseUrl?: string;
  } = {
    cacheMs: 0,
  },
) {
  /**
   * Callouts as answers and page loads find them, reused for `cacheMs`: every answer needs its
   * callout's form and every page load its texts, which change rarely. Changes made here clear
   * it here and, through `invalidation`, on the other servers (within `cacheMs` at worst).
   */
  const answerable = createReadCache((idOrSlug: string) => loadRow(db, idOrSlug), {
    cacheMs,
    shared: invalidation && { name: "callouts", invalidation },
  });
  const findRow = (idOrSlug: string) => answerable.get(idOrSlug);
  const writes: CalloutWriteDeps = {
    db,
    content,
    paths: (body) => (baseUrl ? uploadPathsIn(body, baseUrl) : body),
    forget: () => answerable.forget(),
  };

  return {
    list: (viewer: CalloutViewer, options: CalloutListOptions) => listCallouts(db, viewer, options),

    /**
     * `GET /callout/:id`: by id or slug; drafts and scheduled callouts are 404 for readers,
     * and so is a variant the callout does not have.
     */
    async get(
      idOrSlug: string,
      viewer: CalloutViewer,
      options: CalloutReadOptions = {},
    ): Promise<Callout> {
      const now = new Date();
      const record = await findOrFail(db, idOrSlug, viewer, now);
      const variant = options.variant ?? "default";
      if (variant !== "default") {
        const [found] = await db
          .select({ name: calloutVariants.name })
          .from(calloutVariants)
          .where(and(eq(calloutVariants.calloutId, record.id), eq(calloutVariants.name, variant)));
        if (!found) throw notFound(`This callout has no variant "${variant.slice(0, 40)}"`);
      }
      return presentOne(db, record, viewer, options, now);
    },

    /** The callout to answer, as this viewer may see it; 404 otherwise. */
    async findForResponse(idOrSlug: string, viewer: CalloutViewer): Promise<CalloutFound> {
      const now = new Date();
      const found = await findRow(idOrSlug);
      if (!found || !(await mayView(db, found.record, viewer, now))) {
        throw notFound("No such callout");
      }
      const { record, main } = found;
      return { record, status: calloutStatus(record, now), title: main?.title ?? record.slug };
    },

    /** The callout's summary for the head of its pages, if a guest may open them. */
    async findForPage(idOrSlug: string): Promise<CalloutSummary | undefined> {
      const found = await findRow(idOrSlug);
      if (!found || !isPublished(calloutStatus(found.record, new Date()))) return undefined;
      const { record, main } = found;
      return {
        slug: record.slug,
        image: record.image,
        hidden: record.hidden,
        title: main?.title ?? record.slug,
        excerpt: main?.excerpt ?? "",
        shareTitle: main?.shareTitle ?? null,
        shareDescription: main?.shareDescription ?? null,
      };
    },

    /** A callout already found (`findForResponse`), as `GET /callout/:id` answers it. */
    describe: (record: CalloutRecord, viewer: CalloutViewer): Promise<Callout> =>
      presentOne(db, record, viewer, {}, new Date()),

    create: (sent: CreateCallout) => createCallout(writes, sent),
    clone: (fromId: string, sent: UpdateCallout) => cloneCallout(writes, fromId, sent),
    update: (idOrSlug: string, sent: UpdateCallout) => updateCallout(writes, idOrSlug, sent),
    remove: (idOrSlug: string) => removeCallout(writes, idOrSlug),
  };
}
