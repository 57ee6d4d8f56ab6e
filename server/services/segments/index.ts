import { asc, sql } from "drizzle-orm";
import type { CreateSegment, Segment, UpdateSegment } from "@core/segments";
import { badRequest } from "@core/errors";
import type { RuleGroup } from "@core/rules";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { segments } from "../../db/schema";
import type { ContactList } from "../contact-list/list";
import { definedOnly, savedFilterStore } from "../saved-filters";

type SegmentRecord = typeof segments.$inferSelect;

export type SegmentSort = "name" | "description" | "order";

const SORTS = {
  name: sql`lower(${segments.name})`,
  description: sql`lower(${segments.description})`,
  order: segments.order,
};

function toSegment(record: SegmentRecord, contactCount?: number): Segment {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ruleGroup: record.ruleGroup,
    order: record.order,
    ...(contactCount === undefined ? {} : { contactCount }),
  };
}

/**
 * Segments (contract 2.12): contact filters saved under a name. Their rules are checked
 * against the contacts filter table when saved (the predecessor checked only their shape),
 * so a segment never fails to list.
 */
export function createSegmentService(db: Database, contactList: ContactList) {
  const rows = savedFilterStore({
    db,
    table: segments,
    columns: { id: segments.id, position: segments.order },
    missing: "No such segment",
  });
  const find = (id: string): Promise<SegmentRecord> => rows.find(id);

  async function described(record: SegmentRecord, counts: boolean): Promise<Segment> {
    return toSegment(record, counts ? await contactList.count([record.ruleGroup]) : undefined);
  }

  /** 400 `invalid-rule` unless every rule is one of the contacts filter table's. */
  async function check(group: RuleGroup): Promise<void> {
    await contactList.where([group], {});
  }

  /** A whole segment's columns, last in the order unless given a place. */
  const valuesOf = (body: CreateSegment) => ({
    name: body.name.trim(),
    description: body.description?.trim() ?? "",
    ruleGroup: body.ruleGroup,
    order: body.order ?? rows.lastPosition(),
  });

  return {
    find,
    async list(options: {
      sort: SegmentSort;
      order: "ASC" | "DESC";
      counts: boolean;
    }): Promise<Segment[]> {
      const column = SORTS[options.sort];
      const records = await rows.list([
        options.order === "DESC" ? sql`${column} desc` : asc(column),
        asc(segments.order),
        asc(segments.id),
      ]);
      return Promise.all(records.map((record) => described(record, options.counts)));
    },

    async get(id: string, counts: boolean): Promise<Segment> {
      return described(await find(id), counts);
    },

    /** A new segment, last in the order unless given one; answered with its count. */
    async create(body: CreateSegment): Promise<Segment> {
      await check(body.ruleGroup);
      return described(await rows.insert(valuesOf(body)), true);
    },

    async update(id: string, body: UpdateSegment): Promise<Segment> {
      const found = await find(id);
      if (body.ruleGroup) await check(body.ruleGroup);
      const changes = definedOnly({
        name: body.name?.trim(),
        description: body.description?.trim(),
        ruleGroup: body.ruleGroup,
        order: body.order,
      });
      if (Object.keys(changes).length === 0) return described(found, true);
      return described(await rows.change(found.id, changes), true);
    },

    /**
     * The segment under this id, created or replaced whole: how a deleted segment comes back
     * as it was (its id, so links to it work again, and its name, rules and place).
     */
    async put(id: string, body: CreateSegment): Promise<Segment> {
      if (!isUuid(id)) throw badRequest("A segment's id is a UUID");
      await check(body.ruleGroup);
      return described(await rows.upsert(id, valuesOf(body)), true);
    },

    remove: (id: string): Promise<boolean> => rows.remove(id),
  };
}
