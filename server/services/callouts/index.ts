import { and, count, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { sentSignedInBy } from "./sent-signed-in";
import { alias } from "drizzle-orm/pg-core";
import {
  CALLOUT_NOW,
  calloutStatus,
  completeVariant,
  isPublished,
  slugify,
  type Callout,
  type CalloutPage,
  type CalloutSort,
  type CalloutStatus,
  type CalloutWith,
  type CreateCallout,
  type UpdateCallout,
} from "../../../src/core/callouts";
import { isUuid } from "../../../src/core/validation";
import { badRequest, notFound, unauthorized } from "../../../src/core/errors";
import {
  flattenRules,
  type CALLOUT_FILTER_FIELDS,
  type ValidRuleGroup,
} from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import {
  calloutResponseChanges,
  calloutResponseHistory,
  calloutResponses,
  calloutTags,
  calloutVariants,
  callouts,
} from "../../db/schema";
import type { ContentService } from "../content";
import {
  compileRule,
  compileRuleGroup,
  paginate,
  sortBy,
  valueOf,
  type FieldColumn,
} from "../rules";
import { freeSlug } from "./slugs";
import { isCalloutStaff, staffOf, type StaffViewer } from "./staff";
import { listedSql, statusRankSql, statusSql } from "./status-sql";
import {
  storedForm,
  toCallout,
  type CalloutExtras,
  type CalloutRecord,
  type VariantRecord,
} from "./serialise";
import { createReadCache } from "../shared-state/read-cache";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";
import { uploadPathsIn } from "../uploads/own-address";

export type { CalloutRecord } from "./serialise";
export { isCalloutStaff, staffOf, type StaffViewer } from "./staff";

/**
 * Who is looking: admins see every callout, reviewers also the callouts they review (drafts
 * included); `contactId` is for `hasAnswered` and reviewing.
 */
export type CalloutViewer = StaffViewer;

export interface CalloutReadOptions {
  with?: readonly CalloutWith[];
  /** The language of the texts; `default` when left out. */
  variant?: string;
}

export interface CalloutListOptions extends CalloutReadOptions {
  limit: number;
  offset: number;
  sort: CalloutSort;
  order: "ASC" | "DESC";
  /** A checked `rules` filter (src/core/rules) on the callouts table's fields. */
  rules?: ValidRuleGroup | undefined;
}

/** The default variant's texts a callout's pages show before they load it. */
type MainTexts = Pick<VariantRecord, "title" | "excerpt" | "shareTitle" | "shareDescription">;

interface FoundRow {
  record: CalloutRecord;
  /** Null should the default variant be lost. */
  main: MainTexts | null;
}

/** What the head of a callout's pages says of it: its default texts, image and listing. */
export interface CalloutSummary extends MainTexts {
  slug: string;
  image: string;
  hidden: boolean;
}

/** A callout as found for answering it: the stored record and its status now. */
export interface CalloutFound {
  record: CalloutRecord;
  status: CalloutStatus;
  /** The default variant's title, for emails. */
  title: string;
}

/** The variant tables as list filters and sorts see them: the one asked for, and `default`. */
const chosenVariant = alias(calloutVariants, "chosen");
const mainVariant = alias(calloutVariants, "main");
const chosenOn = (variant: string) =>
  and(eq(chosenVariant.calloutId, callouts.id), eq(chosenVariant.name, variant));
const mainOn = and(eq(mainVariant.calloutId, callouts.id), eq(mainVariant.name, "default"));
/** The title in the language asked for, falling back to the default one. */
const titleSql = sql<string>`coalesce(nullif(${chosenVariant.title}, ''), ${mainVariant.title})`;

/**
 * Non-admins may only ask which callouts they answered themselves (contract 1.6); reviewing
 * is for a signed-in contact.
 */
function checkRules(rules: ValidRuleGroup, viewer: CalloutViewer): void {
  for (const rule of flattenRules(rules)) {
    if (rule.field === "answeredBy" && !viewer.isAdmin && rule.value[0] !== viewer.contactId) {
      throw unauthorized("Only admins may ask who else answered a callout");
    }
    if (rule.field === "canReview" && !viewer.isAdmin && !viewer.contactId) {
      throw unauthorized("Sign in to ask which callouts you review");
    }
  }
}

/** How each field of the callouts filter table reaches the database (contract 1.6). */
function filterColumns(
  now: Date,
  viewer: CalloutViewer,
): Record<keyof typeof CALLOUT_FILTER_FIELDS, FieldColumn> {
  return {
    id: callouts.id,
    slug: callouts.slug,
    title: titleSql,
    status: statusSql(now),
    // Guest answers linked by email count for admins only (see ./sent-signed-in).
    answeredBy: (rule) =>
      sql`exists (select 1 from ${calloutResponses} where ${calloutResponses.calloutId} = ${callouts.id} and ${
        viewer.isAdmin
          ? sql`${calloutResponses.contactId} = ${valueOf(rule)}`
          : sentSignedInBy(String(valueOf(rule)))
      })`,
    starts: callouts.starts,
    expires: callouts.expires,
    hidden: callouts.hidden,
    channels: callouts.channels,
    // Admins review every callout, reviewers the ones they were given.
    canReview: (rule) => compileRule(rule, staffOf(viewer, callouts.id)),
  };
}

const MAX_SLUG_ATTEMPTS = 5;

const duplicateSlug = (slug: string) =>
  badRequest(`The slug "${slug}" is taken by another callout`, {
    code: "duplicate-id",
    extra: { id: slug },
  });

/** `:id` is a callout id or its slug (slugs never look like ids). */
function byIdOrSlug(idOrSlug: string): SQL {
  return isUuid(idOrSlug) ? eq(callouts.id, idOrSlug.toLowerCase()) : eq(callouts.slug, idOrSlug);
}

/**
 * Readers see published callouts (hidden ones are only left out of lists, a direct link
 * works); admins and the callout's reviewers see its drafts and schedule too.
 */
async function mayView(
  db: Database,
  record: CalloutRecord,
  viewer: CalloutViewer,
  now: Date,
): Promise<boolean> {
  return isPublished(calloutStatus(record, now)) || isCalloutStaff(db, viewer, record.id);
}

/** A date of a write; `now` is the server's time, so the admin's clock does not matter. */
function toDate(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return value === CALLOUT_NOW ? now : new Date(value);
}

/** Whether the callout has been published: its slug is in readers' links since. */
export function slugLocked(
  record: Pick<CalloutRecord, "publishedAt" | "starts">,
  now: Date,
): boolean {
  return record.publishedAt !== null || (record.starts !== null && record.starts <= now);
}

const lockedSlug = () =>
  badRequest(
    "This callout has been published: its slug is in readers' links and can no longer change",
    { code: "slug-locked" },
  );

/** The columns a create or update body sets; what it leaves out stays as it is. */
function columnsOf(body: UpdateCallout, now: Date) {
  const values = {
    slug: body.slug ?? undefined,
    image: body.image,
    starts: toDate(body.starts, now),
    expires: toDate(body.expires, now),
    allowUpdate: body.allowUpdate,
    allowMultiple: body.allowMultiple,
    hidden: body.hidden,
    hideContactFromReviewers: body.hideContactFromReviewers,
    access: body.access,
    captcha: body.captcha,
    responseEmails: body.responseEmails,
    sendResponseEmail: body.sendResponseEmail,
    thanksNextSteps: body.thanksNextSteps && [...new Set(body.thanksNextSteps)],
    channels: body.channels,
    formSchema: body.formSchema && storedForm(body.formSchema),
    newsletterSchema: body.newsletterSchema,
    responseViewSchema: body.responseViewSchema,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<typeof callouts.$inferInsert>;
}

/** What no callout may be once a write is applied, whatever the write changed. */
function checkSettings(
  callout: Pick<CalloutRecord, "starts" | "expires" | "access"> & {
    newsletterSchema: unknown;
  },
): void {
  if (callout.starts && callout.expires && callout.expires <= callout.starts) {
    throw badRequest("expires must be after starts");
  }
  if (callout.access === "only-anonymous" && callout.newsletterSchema) {
    // SPEC section 5: no newsletter sign-up without contact details to sign up with.
    throw badRequest(
      "A callout that takes only anonymous responses collects no contact details: it cannot offer a newsletter sign-up",
    );
  }
}

export type CalloutService = ReturnType<typeof createCalloutService>;

/** Callouts: reading them as readers and admins see them, and the admin writes. */
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
  const paths = <T>(body: T): T => (baseUrl ? uploadPathsIn(body, baseUrl) : body);

  /**
   * Callouts as answers and page loads find them, reused for `cacheMs`: every answer needs its
   * callout's form and every page load its texts, which change rarely. Changes made here clear
   * it here and, through `invalidation`, on the other servers (within `cacheMs` at worst).
   */
  const answerable = createReadCache(loadRow, {
    cacheMs,
    shared: invalidation && { name: "callouts", invalidation },
  });
  const forget = () => answerable.forget();
  const findRow = (idOrSlug: string) => answerable.get(idOrSlug);

  function loadRow(idOrSlug: string): Promise<FoundRow | undefined> {
    return db
      .select({
        record: callouts,
        main: {
          title: mainVariant.title,
          excerpt: mainVariant.excerpt,
          shareTitle: mainVariant.shareTitle,
          shareDescription: mainVariant.shareDescription,
        },
      })
      .from(callouts)
      .leftJoin(mainVariant, mainOn)
      .where(byIdOrSlug(idOrSlug))
      .then((rows) => rows[0]);
  }

  async function variantsOf(
    ids: readonly string[],
    names: readonly string[] | "all",
  ): Promise<VariantRecord[]> {
    if (ids.length === 0) return [];
    const ofCallouts = inArray(calloutVariants.calloutId, [...ids]);
    return db
      .select()
      .from(calloutVariants)
      .where(
        names === "all" ? ofCallouts : and(ofCallouts, inArray(calloutVariants.name, [...names])),
      );
  }

  /** `hasAnswered` and `responseCount` of some callouts, when asked for and allowed. */
  async function extrasOf(
    ids: readonly string[],
    wanted: ReadonlySet<CalloutWith>,
    viewer: CalloutViewer,
  ): Promise<Map<string, CalloutExtras>> {
    const extras = new Map<string, CalloutExtras>(ids.map((id) => [id, {}]));
    if (ids.length === 0) return extras;
    if (wanted.has("hasAnswered") && viewer.contactId) {
      const answered = await db
        .selectDistinct({ id: calloutResponses.calloutId })
        .from(calloutResponses)
        .where(
          and(inArray(calloutResponses.calloutId, [...ids]), sentSignedInBy(viewer.contactId)),
        );
      const found = new Set(answered.map((row) => row.id));
      for (const [id, extra] of extras) extra.hasAnswered = found.has(id);
    }
    if (wanted.has("responseCount") && (viewer.isAdmin || viewer.contactId)) {
      // Kept by the triggers of callout_responses: nothing to count. For the callouts' staff.
      const counts = await db
        .select({ id: callouts.id, value: callouts.responseCount })
        .from(callouts)
        .where(and(inArray(callouts.id, [...ids]), staffOf(viewer, callouts.id)));
      const byId = new Map(counts.map((row) => [row.id, row.value]));
      for (const [id, extra] of extras) {
        const value = byId.get(id);
        if (value !== undefined) extra.responseCount = value;
      }
    }
    return extras;
  }

  async function serialise(
    records: readonly CalloutRecord[],
    viewer: CalloutViewer,
    options: CalloutReadOptions,
    now: Date,
  ): Promise<Callout[]> {
    const variant = options.variant ?? "default";
    const wanted = new Set(options.with ?? []);
    const ids = records.map((record) => record.id);
    const allVariants = wanted.has("variants") || wanted.has("variantNames");
    const [variants, extras] = await Promise.all([
      variantsOf(ids, allVariants ? "all" : [variant, "default"]),
      extrasOf(ids, wanted, viewer),
    ]);
    return records.map((record) =>
      toCallout(
        record,
        variants.filter((row) => row.calloutId === record.id),
        variant,
        wanted,
        extras.get(record.id) ?? {},
        now,
      ),
    );
  }

  /**
   * The stored callout by id or slug, if this viewer may see it (its staff see drafts too);
   * 404 otherwise.
   */
  async function findOrFail(idOrSlug: string, viewer: CalloutViewer, now: Date) {
    const [record] = await db.select().from(callouts).where(byIdOrSlug(idOrSlug));
    if (!record || !(await mayView(db, record, viewer, now))) throw notFound("No such callout");
    return record;
  }

  async function getAsAdmin(id: string): Promise<Callout> {
    const now = new Date();
    const record = await findOrFail(id, { isAdmin: true }, now);
    const [callout] = await serialise([record], { isAdmin: true }, {}, now);
    if (!callout) throw notFound("No such callout");
    return callout;
  }

  /** A join survey must stay open with no end (SPEC section 5): no end, no unpublishing. */
  async function checkJoinSurvey(record: CalloutRecord, body: UpdateCallout): Promise<void> {
    const { surveySlug } = await content.get("join/setup");
    // Admins store the survey's slug; an id is accepted too.
    if (!surveySlug || (surveySlug !== record.slug && surveySlug !== record.id)) return;
    const starts = toDate(body.starts, new Date());
    if ((body.expires !== undefined && body.expires !== null) || starts === null) {
      throw badRequest("The join survey must stay open, without an end date");
    }
    if (starts && starts.getTime() > Date.now()) {
      throw badRequest("The join survey must stay open: it cannot start in the future");
    }
  }

  /** The default title a write leaves the callout with. */
  async function defaultTitle(tx: Database, calloutId: string, body: UpdateCallout) {
    const given = body.variants?.default?.title;
    if (given !== undefined) return given;
    const [main] = await tx
      .select({ title: calloutVariants.title })
      .from(calloutVariants)
      .where(and(eq(calloutVariants.calloutId, calloutId), eq(calloutVariants.name, "default")));
    return main?.title ?? "";
  }

  /**
   * Applies an update body to a stored callout, in a transaction of the caller's. Until the
   * callout is first published, `slug: null` makes the slug again from the default title;
   * after, the slug stays. The first time the callout is (or was) open is recorded.
   */
  async function applyUpdate(tx: Database, record: CalloutRecord, body: UpdateCallout, now: Date) {
    const columns = columnsOf(body, now);
    const locked = slugLocked(record, now);
    if (locked && body.slug != null && body.slug !== record.slug) throw lockedSlug();
    if (!locked && body.slug === null) {
      const base = slugify(await defaultTitle(tx, record.id, body)) || "callout";
      columns.slug = await freeSlug(tx, base, { except: record.id });
    }
    const merged = { ...record, ...columns };
    checkSettings(merged);
    const opened = [record.starts, merged.starts].find((date) => date && date <= now);
    if (record.publishedAt === null && opened) columns.publishedAt = opened;
    if (Object.keys(columns).length > 0) {
      await tx.update(callouts).set(columns).where(eq(callouts.id, record.id));
    }
    if (body.variants) {
      await tx.delete(calloutVariants).where(eq(calloutVariants.calloutId, record.id));
      await insertVariants(tx, record.id, body.variants);
    }
  }

  async function insertVariants(
    tx: Database,
    calloutId: string,
    variants: NonNullable<UpdateCallout["variants"]>,
  ) {
    await tx.insert(calloutVariants).values(
      Object.entries(variants).map(([name, variant]) => ({
        calloutId,
        name,
        ...completeVariant(variant),
      })),
    );
  }

  /**
   * Runs a write that picks a slug. A given slug that is taken is a 400 `duplicate-id`; a
   * generated one taken meanwhile by another writer is picked again.
   */
  async function withSlug<T>(
    given: string | null | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!isUniqueViolation(error, "callouts_slug_unique")) throw error;
        if (given !== undefined && given !== null) throw duplicateSlug(given);
        if (attempt >= MAX_SLUG_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * `GET /callout`: readers see published callouts that are not hidden, reviewers also the
     * callouts they review (whatever their status); admins all.
     */
    async list(viewer: CalloutViewer, options: CalloutListOptions): Promise<CalloutPage> {
      const now = new Date();
      const variant = options.variant ?? "default";
      if (options.rules) checkRules(options.rules, viewer);
      const where = and(
        viewer.isAdmin
          ? undefined
          : viewer.contactId
            ? or(listedSql(now), staffOf(viewer, callouts.id))
            : listedSql(now),
        options.rules && compileRuleGroup(options.rules, filterColumns(now, viewer)),
      );
      const columns: Record<CalloutSort, SQLWrapper> = {
        // Titles ignore case, as readers expect, on either engine's collation.
        title: sql`lower(${titleSql})`,
        starts: callouts.starts,
        expires: callouts.expires,
        status: statusRankSql(now),
        responseCount: callouts.responseCount,
        hidden: callouts.hidden,
      };
      return paginate({
        query: db
          .select({ callout: callouts })
          .from(callouts)
          .leftJoin(chosenVariant, chosenOn(variant))
          .leftJoin(mainVariant, mainOn)
          .where(where)
          .orderBy(...sortBy(columns[options.sort], options.order, callouts.id)),
        countQuery: db
          .select({ value: count() })
          .from(callouts)
          .leftJoin(chosenVariant, chosenOn(variant))
          .leftJoin(mainVariant, mainOn)
          .where(where),
        limit: options.limit,
        offset: options.offset,
        map: (rows) =>
          serialise(
            rows.map((row) => row.callout),
            viewer,
            options,
            now,
          ),
      });
    },

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
      const record = await findOrFail(idOrSlug, viewer, now);
      const variant = options.variant ?? "default";
      if (variant !== "default") {
        const [found] = await db
          .select({ name: calloutVariants.name })
          .from(calloutVariants)
          .where(and(eq(calloutVariants.calloutId, record.id), eq(calloutVariants.name, variant)));
        if (!found) throw notFound(`This callout has no variant "${variant.slice(0, 40)}"`);
      }
      const [callout] = await serialise([record], viewer, options, now);
      if (!callout) throw notFound("No such callout");
      return callout;
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
    async describe(record: CalloutRecord, viewer: CalloutViewer): Promise<Callout> {
      const [callout] = await serialise([record], viewer, {}, new Date());
      if (!callout) throw notFound("No such callout");
      return callout;
    },

    /** `POST /callout`: the new callout (no relations). */
    async create(sent: CreateCallout): Promise<Callout> {
      const body = paths(sent);
      const now = new Date();
      const columns = columnsOf(body, now);
      if (columns.starts && columns.starts <= now) columns.publishedAt = columns.starts;
      checkSettings({
        starts: null,
        expires: null,
        access: "member",
        newsletterSchema: null,
        ...columns,
      });
      const title = body.variants.default?.title ?? "";
      const id = await withSlug(body.slug, () =>
        db.transaction(async (tx) => {
          const slug = body.slug ?? (await freeSlug(tx, slugify(title) || "callout"));
          const [record] = await tx
            .insert(callouts)
            .values({ ...columns, slug, formSchema: storedForm(body.formSchema) })
            .returning({ id: callouts.id });
          if (!record) throw new Error("The new callout was not returned");
          await insertVariants(tx, record.id, body.variants);
          return record.id;
        }),
      );
      // A slug that was looked up in vain before now names this callout.
      forget();
      return getAsAdmin(id);
    },

    /**
     * `POST /callout?fromId=`: a copy with its variants and tags (not its responses, reviewers
     * or saved views) under the next free `<slug>-N`, then the body applied as an update. The
     * copy has never been published, whatever the original was.
     */
    async clone(fromId: string, sent: UpdateCallout): Promise<Callout> {
      const body = paths(sent);
      const now = new Date();
      const source = await findOrFail(fromId, { isAdmin: true }, now);
      const dates = columnsOf({ starts: body.starts, expires: body.expires }, now);
      const id = await withSlug(body.slug, () =>
        db.transaction(async (tx) => {
          const slug = body.slug ?? (await freeSlug(tx, source.slug, { numberedOnly: true }));
          const [record] = await tx
            .insert(callouts)
            .values({
              slug,
              image: source.image,
              starts: dates.starts === undefined ? source.starts : dates.starts,
              expires: dates.expires === undefined ? source.expires : dates.expires,
              allowUpdate: source.allowUpdate,
              allowMultiple: source.allowMultiple,
              hidden: source.hidden,
              hideContactFromReviewers: source.hideContactFromReviewers,
              access: source.access,
              captcha: source.captcha,
              responseEmails: source.responseEmails,
              sendResponseEmail: source.sendResponseEmail,
              thanksNextSteps: source.thanksNextSteps,
              channels: source.channels,
              formSchema: source.formSchema,
              newsletterSchema: source.newsletterSchema,
              responseViewSchema: source.responseViewSchema,
            })
            .returning();
          if (!record) throw new Error("The cloned callout was not returned");
          const variants = await tx
            .select()
            .from(calloutVariants)
            .where(eq(calloutVariants.calloutId, source.id));
          if (variants.length > 0) {
            await tx
              .insert(calloutVariants)
              .values(variants.map((variant) => ({ ...variant, calloutId: record.id })));
          }
          const tags = await tx
            .select({ name: calloutTags.name, description: calloutTags.description })
            .from(calloutTags)
            .where(eq(calloutTags.calloutId, source.id));
          if (tags.length > 0) {
            await tx
              .insert(calloutTags)
              .values(tags.map((tag) => ({ ...tag, calloutId: record.id })));
          }
          await applyUpdate(tx, record, { ...body, slug: undefined }, now);
          return record.id;
        }),
      );
      forget();
      return getAsAdmin(id);
    },

    /** `PATCH /callout/:id`: the parts sent; `variants` replaces every variant. */
    async update(idOrSlug: string, sent: UpdateCallout): Promise<Callout> {
      const body = paths(sent);
      const now = new Date();
      const found = await findOrFail(idOrSlug, { isAdmin: true }, now);
      await checkJoinSurvey(found, body);
      await withSlug(body.slug, () =>
        db.transaction(async (tx) => {
          const [record] = await tx
            .select()
            .from(callouts)
            .where(eq(callouts.id, found.id))
            .for("update");
          if (!record) throw notFound("No such callout");
          await applyUpdate(tx, record, body, now);
        }),
      );
      forget();
      return getAsAdmin(found.id);
    },

    /**
     * `DELETE /callout/:id`: the callout and all it owns: variants, responses with their tags,
     * comments and history, its tags, reviewers and saved views, and the triage changes that
     * touched only its responses.
     */
    async remove(idOrSlug: string): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(callouts)
          .where(byIdOrSlug(idOrSlug))
          .returning({ id: callouts.id });
        if (rows.length > 0) {
          await tx
            .delete(calloutResponseChanges)
            .where(
              sql`not exists (select 1 from ${calloutResponseHistory} where ${calloutResponseHistory.changeId} = ${calloutResponseChanges.id})`,
            );
        }
        return rows;
      });
      forget();
      return deleted.length > 0;
    },
  };
}
