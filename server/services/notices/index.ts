import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { notFound, parseInput } from "@core/errors";
import {
  CreateNotice,
  noticeStatus,
  type Notice,
  type NoticePage,
  type NoticeSort,
  type NOTICE_FILTER_FIELDS,
  type UpdateNotice,
} from "@core/notices";
import type { ValidRuleGroup } from "@core/rules";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { notices } from "../../db/schema";
import { compileRuleGroup, paginate, sortBy, type FieldColumn } from "../rules";
import { noticeStageSql, noticeStatusSql, openSql } from "./status-sql";
import { uploadPathsIn } from "../uploads/own-address";

type NoticeRecord = typeof notices.$inferSelect;

/** Who is looking: admins see every notice, everyone else the open ones only. */
export interface NoticeViewer {
  isAdmin: boolean;
}

export interface NoticeListOptions {
  limit: number;
  offset: number;
  sort: NoticeSort;
  order: "ASC" | "DESC";
  /** A checked `rules` filter on the notices table's fields. */
  rules?: ValidRuleGroup | undefined;
}

function toNotice(record: NoticeRecord, now: Date): Notice {
  return {
    id: record.id,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    name: record.name,
    text: record.text,
    starts: record.starts?.toISOString() ?? null,
    expires: record.expires?.toISOString() ?? null,
    status: noticeStatus(record, now),
    buttonText: record.buttonText,
    url: record.url,
  };
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Blank is none: a button text or address of spaces would show an empty button. */
const textOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

/** The columns a create or update body sets; what it leaves out stays as it is. */
function columnsOf(body: UpdateNotice): Partial<typeof notices.$inferInsert> {
  const values = {
    name: body.name?.trim(),
    text: body.text,
    starts: toDate(body.starts),
    expires: toDate(body.expires),
    buttonText: textOrNull(body.buttonText),
    url: textOrNull(body.url),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Notices for members' profile pages, which admins write and schedule. */
export function createNoticeService(
  db: Database,
  /** The site's address: uploads sent with it (or its loopback names) are stored as paths. */
  { baseUrl }: { baseUrl?: string } = {},
) {
  const paths = <T>(body: T): T => (baseUrl ? uploadPathsIn(body, baseUrl) : body);

  function filterColumns(now: Date): Record<keyof typeof NOTICE_FILTER_FIELDS, FieldColumn> {
    return {
      id: sql`${notices.id}::text`,
      name: notices.name,
      text: notices.text,
      createdAt: notices.createdAt,
      updatedAt: notices.updatedAt,
      starts: notices.starts,
      expires: notices.expires,
      status: noticeStatusSql(now),
    };
  }

  async function find(id: string, viewer: NoticeViewer, now: Date): Promise<NoticeRecord> {
    const [record] = isUuid(id)
      ? await db
          .select()
          .from(notices)
          .where(and(eq(notices.id, id.toLowerCase()), viewer.isAdmin ? undefined : openSql(now)))
      : [];
    if (!record) throw notFound("No such notice");
    return record;
  }

  return {
    /** `GET /notice`: members get the open notices only, whatever they filter by. */
    async list(viewer: NoticeViewer, options: NoticeListOptions): Promise<NoticePage> {
      const now = new Date();
      const where = and(
        viewer.isAdmin ? undefined : openSql(now),
        options.rules && compileRuleGroup(options.rules, filterColumns(now)),
      );
      const columns: Record<NoticeSort, SQL | typeof notices.name> = {
        createdAt: sql`${notices.createdAt}`,
        updatedAt: sql`${notices.updatedAt}`,
        // Names ignore case, as people expect, on either engine's collation.
        name: sql`lower(${notices.name})`,
        starts: sql`${notices.starts}`,
        expires: sql`${notices.expires}`,
        status: noticeStageSql(now),
      };
      return paginate({
        query: db
          .select()
          .from(notices)
          .where(where)
          .orderBy(...sortBy(columns[options.sort], options.order, notices.id)),
        countQuery: db.select({ value: count() }).from(notices).where(where),
        limit: options.limit,
        offset: options.offset,
        map: (rows) => rows.map((row) => toNotice(row, now)),
      });
    },

    /** `GET /notice/:id`: 404 for a notice this viewer does not see. */
    async get(id: string, viewer: NoticeViewer): Promise<Notice> {
      const now = new Date();
      return toNotice(await find(id, viewer, now), now);
    },

    async create(sent: CreateNotice): Promise<Notice> {
      const body = paths(sent);
      const [record] = await db
        .insert(notices)
        .values({
          name: body.name.trim(),
          text: body.text,
          ...columnsOf(body),
        })
        .returning();
      if (!record) throw new Error("The notice was not stored");
      return toNotice(record, new Date());
    },

    /** Applies a partial change; the notice it makes must still hold together. */
    async update(id: string, sent: UpdateNotice): Promise<Notice> {
      const body = paths(sent);
      const now = new Date();
      return db.transaction(async (tx) => {
        const [current] = isUuid(id)
          ? await tx.select().from(notices).where(eq(notices.id, id.toLowerCase())).for("update")
          : [];
        if (!current) throw notFound("No such notice");
        const changes = columnsOf(body);
        const next = { ...current, ...changes };
        // The notice as it would be, checked as a whole one is when created.
        parseInput(
          CreateNotice,
          {
            name: next.name,
            text: next.text,
            starts: iso(next.starts),
            expires: iso(next.expires),
            buttonText: next.buttonText,
            url: next.url,
          },
          "body",
        );
        const [record] = await tx
          .update(notices)
          .set({ ...changes, updatedAt: now })
          .where(eq(notices.id, current.id))
          .returning();
        if (!record) throw notFound("No such notice");
        return toNotice(record, now);
      });
    },

    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(notices)
        .where(eq(notices.id, id.toLowerCase()))
        .returning({ id: notices.id });
      return deleted.length > 0;
    },
  };
}
