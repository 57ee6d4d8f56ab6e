import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { boolean, nullable, object, optional, string, type Infer } from "superstruct";
import {
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  ImportReport,
  NAME_MAX_LENGTH,
  NEWSLETTER_STATUSES,
  TELEPHONE_MAX_LENGTH,
  normaliseEmail,
  type ContactImport,
  type ImportDryRun,
  type ImportField,
  type ImportPreview,
  type ImportRowError,
  type ImportRowProblem,
  type ImportStatus,
  type NewsletterStatus,
} from "@core/contacts";
import { TAG_NAME_MAX_LENGTH } from "@core/callouts/tag";
import { ContactImport as ContactImportStruct } from "@core/contacts/import";
import { badRequest } from "@core/errors";
import { characterCount, isEmail, isPhoneNumber } from "@core/validation";
import type { Database } from "../../db/connection";
import {
  contactActivity,
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
} from "../../db/schema";
import { defineJob, type JobLog, type JobRunner } from "../jobs";
import type { BusyTable } from "../maintenance/table-stats";
import type { Emit } from "../events/emit";
import { parseCsv } from "./csv-parse";

const NOTES_MAX_LENGTH = 10_000;
/** Rows per transaction: a batch is stored whole or not at all. */
export const IMPORT_BATCH_SIZE = 500;
/** Failures kept in the report (the dry run lists them all). */
const REPORT_ERRORS = 200;

/** What a row's problem needs to be worded: the limit, the earlier row, the values allowed. */
type RowErrorDetails = Pick<ImportRowError, "max" | "firstRow" | "allowed">;

const tooManyRows = () =>
  badRequest(`A file can hold at most ${IMPORT_MAX_ROWS} rows; split it`, {
    code: "import-too-many-rows",
  });

/** One row, checked and ready to store: only the mapped fields are set. */
interface ImportRow {
  row: number;
  email: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  newsletterStatus?: NewsletterStatus;
  notes?: string;
  tags?: string[];
}

interface Checked {
  rows: ImportRow[];
  errors: ImportRowError[];
  total: number;
}

/** 400 unless the mapping names the email column once and no field twice. */
function checkMapping(mapping: readonly (ImportField | null)[], columns: number): void {
  const fields = mapping.filter((field): field is ImportField => field !== null);
  if (!fields.includes("email")) {
    throw badRequest("Choose the column that holds the email addresses");
  }
  const twice = fields.find((field, index) => fields.indexOf(field) !== index);
  if (twice) throw badRequest(`Only one column can fill ${twice}`);
  if (mapping.length !== columns) {
    throw badRequest(`The file has ${columns} columns; give a field (or null) for each`);
  }
}

const tooLong = (value: string, max: number) => characterCount(value) > max;

/**
 * The file's rows, header first. A NUL character is in no text file (but in every spreadsheet
 * or image saved in a binary format), and a file without a header row has nothing to import.
 */
/** What a file that is not CSV text is told (also by the routes, for a NUL: safe-text). */
export const NOT_CSV = {
  code: "import-not-csv",
  message: "This is not a CSV file: save the spreadsheet as CSV and try again",
} as const;

function readCsv(csv: string): [string[], ...string[][]] {
  if (csv.includes("\0")) throw badRequest(NOT_CSV.message, { code: NOT_CSV.code });
  const [header, ...data] = parseCsv(csv);
  if (!header) throw badRequest("The file is empty", { code: "import-empty" });
  return [header, ...data];
}

/** Each data row as the fields it fills, or the reasons it cannot be imported. */
function checkRows(input: ContactImport): Checked {
  const [header, ...data] = readCsv(input.csv);
  if (data.length > IMPORT_MAX_ROWS) throw tooManyRows();
  checkMapping(input.mapping, header.length);
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 1;
    const fail = (field: ImportField, code: ImportRowProblem, details?: RowErrorDetails) =>
      errors.push({ row, field, code, ...details });
    const before = errors.length;
    const value: Partial<Record<ImportField, string>> = {};
    input.mapping.forEach((field, column) => {
      if (field) value[field] = (cells[column] ?? "").trim();
    });
    const email = normaliseEmail(value.email ?? "");
    const firstRow = seen.get(email);
    if (email === "") fail("email", "required");
    else if (tooLong(email, 254) || !isEmail(email)) fail("email", "invalid-email");
    else if (firstRow !== undefined) fail("email", "duplicate-in-file", { firstRow });
    else seen.set(email, row);
    for (const name of ["firstname", "lastname"] as const) {
      if (value[name] !== undefined && tooLong(value[name], NAME_MAX_LENGTH)) {
        fail(name, "too-long", { max: NAME_MAX_LENGTH });
      }
    }
    const telephone = value.telephone;
    if (telephone && (tooLong(telephone, TELEPHONE_MAX_LENGTH) || !isPhoneNumber(telephone))) {
      fail("telephone", "invalid-phone");
    }
    const status = value.newsletterStatus?.toLowerCase();
    if (status && !(NEWSLETTER_STATUSES as readonly string[]).includes(status)) {
      fail("newsletterStatus", "not-allowed", { allowed: [...NEWSLETTER_STATUSES] });
    }
    if (value.notes !== undefined && tooLong(value.notes, NOTES_MAX_LENGTH)) {
      fail("notes", "too-long", { max: NOTES_MAX_LENGTH });
    }
    const tags =
      value.tags === undefined
        ? undefined
        : [
            ...new Set(
              value.tags
                .split(",")
                .map((tag) => tag.trim())
                .filter(Boolean),
            ),
          ];
    if (tags?.some((tag) => tooLong(tag, TAG_NAME_MAX_LENGTH))) {
      fail("tags", "too-long", { max: TAG_NAME_MAX_LENGTH });
    }
    if (errors.length > before) return;
    rows.push({
      row,
      email,
      ...(value.firstname !== undefined ? { firstname: value.firstname } : {}),
      ...(value.lastname !== undefined ? { lastname: value.lastname } : {}),
      ...(telephone !== undefined ? { telephone } : {}),
      ...(status ? { newsletterStatus: status as NewsletterStatus } : {}),
      ...(value.notes !== undefined ? { notes: value.notes } : {}),
      ...(tags ? { tags } : {}),
    });
  });
  return { rows, errors, total: data.length };
}

/** Which of these emails are contacts already. */
async function existingEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < emails.length; start += 5000) {
    const chunk = emails.slice(start, start + 5000);
    const rows = await db
      .select({ email: contacts.email })
      .from(contacts)
      .where(inArray(contacts.email, chunk));
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/** The ids of these tag names, any case, creating the missing ones. */
async function tagIds(db: Database, names: readonly string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  await db
    .insert(contactTags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: contactTags.id, name: contactTags.name })
    .from(contactTags)
    .where(
      inArray(
        sql`lower(${contactTags.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  for (const row of rows) ids.set(row.name.toLowerCase(), row.id);
  return ids;
}

/**
 * Who started an import: rows that update contacts are held to what they may `PATCH`. Imports
 * queued before this was recorded have none, and may change no superadmin.
 */
const ImportActor = object({
  contactId: nullable(string()),
  superadmin: boolean(),
  /** An API key acts for its contact but is not them (as at `PATCH /contact/:id`). */
  apiKey: boolean(),
});
export type ImportActor = Infer<typeof ImportActor>;

/**
 * The contacts among these emails the actor may not update, as `PATCH /contact/:id` judges
 * (routes/contacts/target.ts): superadmins, but for a superadmin or oneself signed in.
 */
async function forbiddenEmails(
  tx: Pick<Database, "select">,
  emails: readonly string[],
  actor: ImportActor | undefined,
  now: Date,
): Promise<Set<string>> {
  if (actor?.superadmin || emails.length === 0) return new Set();
  const rows = await tx
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .innerJoin(contactRoles, eq(contactRoles.contactId, contacts.id))
    .where(
      and(
        inArray(contacts.email, [...emails]),
        eq(contactRoles.role, "superadmin"),
        lte(contactRoles.dateAdded, now),
        or(isNull(contactRoles.dateExpires), gt(contactRoles.dateExpires, now)),
      ),
    );
  const self = actor && !actor.apiKey ? actor.contactId : null;
  return new Set(rows.filter((row) => row.id !== self).map((row) => row.email));
}

interface StoreOptions {
  existing: "skip" | "update";
  mapped: ReadonlySet<ImportField>;
  tags: ReadonlyMap<string, string>;
  emit: Emit | undefined;
  actor: ImportActor | undefined;
  now: Date;
}

/**
 * Stores one batch in one transaction; answers how many were created, updated and skipped,
 * and the rows refused because the actor may not change those contacts.
 */
async function storeBatch(
  db: Database,
  rows: readonly ImportRow[],
  { existing, mapped, tags, emit, actor, now }: StoreOptions,
): Promise<{ created: number; updated: number; skipped: number; refused: ImportRow[] }> {
  return db.transaction(async (tx) => {
    const forbidden =
      existing === "update"
        ? await forbiddenEmails(
            tx,
            rows.map((row) => row.email),
            actor,
            now,
          )
        : new Set<string>();
    const refused = rows.filter((row) => forbidden.has(row.email));
    const batch = rows.filter((row) => !forbidden.has(row.email));
    if (batch.length === 0) return { created: 0, updated: 0, skipped: 0, refused };
    const names = ["firstname", "lastname"].filter((field) => mapped.has(field as ImportField));
    const insert = tx.insert(contacts).values(
      batch.map((row) => ({
        email: row.email,
        firstname: row.firstname ?? "",
        lastname: row.lastname ?? "",
      })),
    );
    const written =
      existing === "update" && names.length > 0
        ? await insert
            .onConflictDoUpdate({
              target: contacts.email,
              set: Object.fromEntries(names.map((name) => [name, sql.raw(`excluded.${name}`)])),
            })
            .returning({ id: contacts.id, email: contacts.email, created: sql<boolean>`xmax = 0` })
        : await insert
            .onConflictDoNothing({ target: contacts.email })
            .returning({ id: contacts.id, email: contacts.email, created: sql<boolean>`true` });
    const ids = new Map(written.map((row) => [row.email, row]));
    let updatedIds = new Set<string>();
    if (existing === "update" && names.length === 0) {
      // Nothing of the contact itself to change: the profile and tags are updated below.
      const rows = await tx
        .select({ id: contacts.id, email: contacts.email })
        .from(contacts)
        .where(
          inArray(
            contacts.email,
            batch.map((row) => row.email),
          ),
        );
      for (const row of rows)
        if (!ids.has(row.email)) ids.set(row.email, { ...row, created: false });
    }
    updatedIds = new Set([...ids.values()].filter((row) => !row.created).map((row) => row.id));
    const profileFields = (["telephone", "newsletterStatus", "notes"] as const).filter((field) =>
      mapped.has(field),
    );
    const profiles = batch.flatMap((row) => {
      const target = ids.get(row.email);
      if (!target) return [];
      return [
        {
          contactId: target.id,
          ...(row.telephone !== undefined ? { telephone: row.telephone } : {}),
          ...(row.newsletterStatus ? { newsletterStatus: row.newsletterStatus } : {}),
          ...(row.notes !== undefined ? { notes: row.notes } : {}),
        },
      ];
    });
    if (profiles.length > 0) {
      const upsert = tx.insert(contactProfiles).values(profiles);
      await (profileFields.length > 0
        ? upsert.onConflictDoUpdate({
            target: contactProfiles.contactId,
            set: Object.fromEntries(
              profileFields.map((field) => {
                const column = {
                  telephone: "telephone",
                  newsletterStatus: "newsletter_status",
                  notes: "notes",
                }[field];
                return [field, sql.raw(`coalesce(excluded.${column}, contact_profiles.${column})`)];
              }),
            ),
          })
        : upsert.onConflictDoNothing());
    }
    const assignments = batch.flatMap((row) => {
      const target = ids.get(row.email);
      if (!target) return [];
      return (row.tags ?? []).flatMap((name) => {
        const tagId = tags.get(name.toLowerCase());
        return tagId ? [{ contactId: target.id, tagId }] : [];
      });
    });
    if (assignments.length > 0) {
      await tx.insert(contactTagAssignments).values(assignments).onConflictDoNothing();
    }
    // Webhooks hear of each contact as if staff had added or edited it.
    // Named as an edit names them: a profile's fields under `profile.`.
    const changed = [...mapped].flatMap((field) =>
      field === "email"
        ? []
        : field === "telephone" || field === "newsletterStatus" || field === "notes"
          ? [`profile.${field}`]
          : [field],
    );
    // One job per endpoint for the batch's events, not one per contact.
    const createdEvents: object[] = [];
    const updatedEvents: object[] = [];
    for (const row of batch) {
      const target = ids.get(row.email);
      if (!target) continue;
      if (target.created) {
        createdEvents.push({
          contactId: target.id,
          email: row.email,
          firstname: row.firstname ?? "",
          lastname: row.lastname ?? "",
        });
      } else if (updatedIds.has(target.id) && changed.length > 0) {
        updatedEvents.push({ contactId: target.id, changed });
      }
    }
    await emit?.many(tx, "contact.created", createdEvents);
    await emit?.many(tx, "contact.updated", updatedEvents);
    // Staff changed these profiles, as an edit does: the activity log says who and what.
    const edited = [...updatedIds].filter((id) => id !== actor?.contactId || actor.apiKey);
    if (edited.length > 0 && changed.length > 0) {
      await tx.insert(contactActivity).values(
        edited.map((contactId) => ({
          contactId,
          actorId: actor?.contactId ?? null,
          kind: "profile-changed",
          data: { fields: changed },
        })),
      );
    }
    const created = written.filter((row) => row.created).length;
    return {
      created,
      updated: updatedIds.size,
      skipped: batch.length - created - updatedIds.size,
      refused,
    };
  });
}

/** The request as it was checked; the file is read again when the job runs. */
const ImportPayload = object({
  csv: string(),
  mapping: ContactImportStruct.schema.mapping,
  existing: ContactImportStruct.schema.existing,
  actor: optional(ImportActor),
});

export const contactImportJob = defineJob({
  type: "contact-import",
  payload: ImportPayload,
  result: ImportReport,
  // A server stopped part-way runs it again: stored batches are then found as existing.
  maxAttempts: 3,
  logFields: (payload) => ({ mapping: payload.mapping.join(",") }),
});

/** What an import writes in bulk (webhook deliveries and their jobs included). */
const IMPORT_TABLES: readonly BusyTable[] = [
  "contacts",
  "contact_profiles",
  "contact_roles",
  "contact_tag_assignments",
  "contact_activity",
  "webhook_deliveries",
  "jobs",
];

/** CSV imports of contacts: a dry run that lists every failing row, then a job in batches. */
export function createContactImporter(
  db: Database,
  jobs: JobRunner,
  log: JobLog,
  emit?: Emit,
  /** The time roles are judged by (the payment clock, as contacts' roles are). */
  now: () => Promise<Date> = () => Promise.resolve(new Date()),
  /** Told once the rows are stored, so the embedded database's statistics keep up. */
  bulkWritten: (tables: readonly BusyTable[]) => Promise<void> = () => Promise.resolve(),
) {
  jobs.handle(contactImportJob, async (payload, context) => {
    const checked = checkRows(payload);
    const mapped = new Set(payload.mapping.filter((field): field is ImportField => !!field));
    const tags = await tagIds(db, [
      ...new Map(
        checked.rows.flatMap((row) => row.tags ?? []).map((name) => [name.toLowerCase(), name]),
      ).values(),
    ]);
    const report = { created: 0, updated: 0, skipped: 0, failed: checked.errors.length };
    const errors = [...checked.errors];
    context.progress(0, checked.total);
    for (let start = 0; start < checked.rows.length; start += IMPORT_BATCH_SIZE) {
      if (context.signal.aborted) throw new Error("Stopped: the import runs again elsewhere");
      const batch = checked.rows.slice(start, start + IMPORT_BATCH_SIZE);
      try {
        const stored = await storeBatch(db, batch, {
          existing: payload.existing,
          mapped,
          tags,
          emit,
          actor: payload.actor,
          now: await now(),
        });
        report.created += stored.created;
        report.updated += stored.updated;
        report.skipped += stored.skipped;
        report.failed += stored.refused.length;
        for (const row of stored.refused) {
          errors.push({ row: row.row, field: "email", code: "superadmin-only" });
        }
      } catch (error) {
        // The batch's transaction rolled back: none of its rows is half-stored. Why is for the
        // log: a database's error is no business of the report's reader.
        log.error(
          { job: context.id, firstRow: batch[0]?.row, rows: batch.length, err: error },
          "A batch of the contact import was not stored",
        );
        report.failed += batch.length;
        for (const row of batch) errors.push({ row: row.row, code: "not-stored" });
      }
      context.progress(checked.errors.length + start + batch.length, checked.total);
    }
    await bulkWritten(IMPORT_TABLES);
    return { ...report, errors: errors.sort((a, b) => a.row - b.row).slice(0, REPORT_ERRORS) };
  });

  return {
    /** The file's columns and first rows, to map them: nothing is written. */
    preview(csv: string): ImportPreview {
      const [columns, ...data] = readCsv(csv);
      if (data.length === 0) {
        throw badRequest("The file has a header row but no contacts below it", {
          code: "import-empty",
        });
      }
      if (data.length > IMPORT_MAX_ROWS) throw tooManyRows();
      return { columns, rows: data.slice(0, IMPORT_PREVIEW_ROWS), total: data.length };
    },

    /** What an import by `actor` would do: nothing is written. */
    async dryRun(input: ContactImport, actor: ImportActor): Promise<ImportDryRun> {
      const checked = checkRows(input);
      const emails = checked.rows.map((row) => row.email);
      const found = await existingEmails(db, emails);
      const forbidden =
        input.existing === "update"
          ? await forbiddenEmails(db, emails, actor, await now())
          : new Set<string>();
      const refused = checked.rows.filter((row) => forbidden.has(row.email));
      const existing = checked.rows.filter((row) => found.has(row.email)).length;
      return {
        rows: checked.total,
        create: checked.rows.length - existing,
        update: input.existing === "update" ? existing - refused.length : 0,
        skip: input.existing === "skip" ? existing : 0,
        errors: [
          ...checked.errors,
          ...refused.map((row) => ({
            row: row.row,
            field: "email" as const,
            code: "superadmin-only" as const,
          })),
        ].sort((a, b) => a.row - b.row),
      };
    },

    /**
     * Starts an import by `actor` (the file and mapping are checked first: a bad mapping is a
     * 400).
     */
    async start(input: ContactImport, actor: ImportActor): Promise<{ id: string }> {
      checkRows(input);
      const { id } = await jobs.enqueue(db, contactImportJob, { ...input, actor });
      return { id };
    },

    async status(id: string): Promise<ImportStatus | undefined> {
      const job = await jobs.find(contactImportJob, id);
      if (!job) return undefined;
      return {
        id: job.id,
        state: job.state,
        done: job.progress?.done ?? 0,
        total: job.progress?.total ?? 0,
        report: job.result ?? null,
      };
    },
  };
}
