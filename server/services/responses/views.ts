import { asc, eq, sql } from "drizzle-orm";
import type {
  CreateResponseSegment,
  CreateResponseView,
  ResponseSegment,
  ResponseView,
  UpdateResponseSegment,
  UpdateResponseView,
} from "../../../src/core/callouts";
import type { Contact } from "../../../src/core/contacts";
import { badRequest, notFound } from "../../../src/core/errors";
import { parseRuleGroup, type RuleGroup } from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { calloutResponseViews } from "../../db/schema";
import type { CalloutRecord, CalloutViewer } from "../callouts";
import type { ContactService } from "../contacts";
import { definedOnly, savedFilterRows } from "../saved-filters";
import { responseFilter } from "./filter";

const views = calloutResponseViews;
type ViewRecord = typeof views.$inferSelect;

function toView(record: ViewRecord, people: Map<string, Contact>): ResponseView {
  return {
    id: record.id,
    calloutId: record.calloutId,
    name: record.name,
    rules: record.rules,
    sort: record.sort as ResponseView["sort"],
    order: record.order,
    bucket: record.bucket,
    createdBy: (record.createdBy && people.get(record.createdBy)) || null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A view as beabee's response segment: its rules as `ruleGroup`, its position as `order`. */
function toSegment(record: ViewRecord): ResponseSegment {
  return {
    id: record.id,
    calloutId: record.calloutId,
    name: record.name,
    ruleGroup: record.rules ?? { condition: "AND", rules: [] },
    order: record.position,
  };
}

async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, "callout_response_views_name")) {
      throw badRequest(`A view named "${name.slice(0, 100)}" exists already`, {
        code: "duplicate-view-name",
      });
    }
    throw error;
  }
}

/**
 * Saved views of a callout's responses, shared by its staff (the routes check who). Rules are
 * checked against the callout's filters and stored as sent, so `me` stays whoever opens it.
 */
export function createResponseViews(options: { db: Database; contacts: ContactService }) {
  const { db } = options;
  const rows = savedFilterRows({
    db,
    table: views,
    columns: { id: views.id, position: views.position, scope: views.calloutId },
    missing: "This callout has no such view",
  });

  async function serialise(records: readonly ViewRecord[]): Promise<ResponseView[]> {
    const people = await options.contacts.getMany(
      records.flatMap((record) => (record.createdBy ? [record.createdBy] : [])),
    );
    return records.map((record) => toView(record, people));
  }

  function checkRules(callout: CalloutRecord, viewer: CalloutViewer, rules: RuleGroup | null) {
    if (!rules) return;
    // A stand-in for `me`, so a view saved through an API key without a contact checks too.
    const contactId = viewer.contactId ?? "00000000-0000-4000-8000-000000000000";
    parseRuleGroup(rules, responseFilter(callout.formSchema, true).fields, { contactId });
  }

  const find = (calloutId: string, viewId: string): Promise<ViewRecord> =>
    rows.find(viewId, calloutId);

  async function one(record: ViewRecord): Promise<ResponseView> {
    const [view] = await serialise([record]);
    if (!view) throw notFound("This callout has no such view");
    return view;
  }

  return {
    async list(calloutId: string): Promise<ResponseView[]> {
      const records = await db
        .select()
        .from(views)
        .where(eq(views.calloutId, calloutId))
        .orderBy(asc(sql`lower(${views.name})`), asc(views.id));
      return serialise(records);
    },

    async get(calloutId: string, viewId: string): Promise<ResponseView> {
      return one(await find(calloutId, viewId));
    },

    async create(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      body: CreateResponseView,
    ): Promise<ResponseView> {
      checkRules(callout, viewer, body.rules ?? null);
      const name = body.name.trim();
      const [record] = await uniqueName(name, () =>
        db
          .insert(views)
          .values({
            calloutId: callout.id,
            name,
            rules: body.rules ?? null,
            sort: body.sort ?? "createdAt",
            order: body.order ?? "DESC",
            bucket: body.bucket ?? null,
            createdBy: viewer.contactId ?? null,
          })
          .returning(),
      );
      if (!record) throw new Error("The new view was not returned");
      return one(record);
    },

    async update(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      viewId: string,
      body: UpdateResponseView,
    ): Promise<ResponseView> {
      const found = await find(callout.id, viewId);
      if (body.rules !== undefined) checkRules(callout, viewer, body.rules);
      const name = body.name?.trim();
      const changes = definedOnly({
        name,
        rules: body.rules,
        sort: body.sort,
        order: body.order,
        bucket: body.bucket,
      });
      const [record] = await uniqueName(name, () =>
        db
          .update(views)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(views.id, found.id))
          .returning(),
      );
      if (!record) throw notFound("This callout has no such view");
      return one(record);
    },

    /** beabee's segments of the callout's responses: its views, in their positions. */
    async listSegments(calloutId: string): Promise<ResponseSegment[]> {
      const records = await db
        .select()
        .from(views)
        .where(eq(views.calloutId, calloutId))
        .orderBy(asc(views.position), asc(sql`lower(${views.name})`), asc(views.id));
      return records.map(toSegment);
    },

    async getSegment(calloutId: string, segmentId: string): Promise<ResponseSegment> {
      return toSegment(await find(calloutId, segmentId));
    },

    /** A view of every bucket, newest first, placed after the last unless `order` says. */
    async createSegment(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      body: CreateResponseSegment,
    ): Promise<ResponseSegment> {
      checkRules(callout, viewer, body.ruleGroup);
      const name = body.name.trim();
      const [record] = await uniqueName(name, () =>
        db
          .insert(views)
          .values({
            calloutId: callout.id,
            name,
            rules: body.ruleGroup,
            sort: "createdAt",
            order: "DESC",
            bucket: null,
            position: body.order ?? rows.lastPosition(callout.id),
            createdBy: viewer.contactId ?? null,
          })
          .returning(),
      );
      if (!record) throw new Error("The new segment was not returned");
      return toSegment(record);
    },

    async updateSegment(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      segmentId: string,
      body: UpdateResponseSegment,
    ): Promise<ResponseSegment> {
      const found = await find(callout.id, segmentId);
      if (body.ruleGroup !== undefined) checkRules(callout, viewer, body.ruleGroup);
      const name = body.name?.trim();
      const changes = definedOnly({ name, rules: body.ruleGroup, position: body.order });
      const [record] = await uniqueName(name, () =>
        db
          .update(views)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(views.id, found.id))
          .returning(),
      );
      if (!record) throw notFound("This callout has no such view");
      return toSegment(record);
    },

    remove: (calloutId: string, viewId: string): Promise<boolean> => rows.remove(viewId, calloutId),
  };
}
