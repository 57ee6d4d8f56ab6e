import { asc, sql } from "drizzle-orm";
import type { CreateResponseSegment, ResponseSegment, UpdateResponseSegment } from "@core/callouts";
import { calloutResponseViews as views } from "../../db/schema";
import type { CalloutRecord, CalloutViewer } from "../callouts";
import { definedOnly } from "../saved-filters";
import { checkRules, type ViewRecord, type ViewStore } from "./store";

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

/** `/callout/:id/segments`: beabee's segments of a callout's responses, its views in place. */
export function createSegmentUseCases(store: ViewStore) {
  return {
    async listSegments(calloutId: string): Promise<ResponseSegment[]> {
      const order = [asc(views.position), asc(sql`lower(${views.name})`), asc(views.id)];
      return (await store.list(order, calloutId)).map(toSegment);
    },

    async getSegment(calloutId: string, segmentId: string): Promise<ResponseSegment> {
      return toSegment(await store.find(segmentId, calloutId));
    },

    /** A view of every bucket, newest first, placed after the last unless `order` says. */
    async createSegment(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      body: CreateResponseSegment,
    ): Promise<ResponseSegment> {
      checkRules(callout, viewer, body.ruleGroup);
      const name = body.name.trim();
      const values = {
        calloutId: callout.id,
        name,
        rules: body.ruleGroup,
        sort: "createdAt",
        order: "DESC" as const,
        bucket: null,
        position: body.order ?? store.lastPosition(callout.id),
        createdBy: viewer.contactId ?? null,
      };
      return toSegment(await store.insert(values, name));
    },

    async updateSegment(
      callout: CalloutRecord,
      viewer: CalloutViewer,
      segmentId: string,
      body: UpdateResponseSegment,
    ): Promise<ResponseSegment> {
      const found = await store.find(segmentId, callout.id);
      if (body.ruleGroup !== undefined) checkRules(callout, viewer, body.ruleGroup);
      const name = body.name?.trim();
      const changes = definedOnly({ name, rules: body.ruleGroup, position: body.order });
      return toSegment(await store.change(found.id, { ...changes, updatedAt: new Date() }, name));
    },
  };
}
