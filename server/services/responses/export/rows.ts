import type { I18n } from "@lingui/core";
import { and, inArray, type SQL } from "drizzle-orm";
import { displayName } from "@core/contacts";
import {
  formatAnswer,
  isRecord,
  ownValue,
  type Answers,
  type FormSchema,
  type InputComponent,
} from "@core/forms";
import { DELETED_AUTHOR, questionsOf } from "./questions";
import type { Database } from "@server/db/connection";
import { calloutResponses } from "@server/db/schema";
import { absoluteUpload, mapFileUrls } from "../file-answers";
import type { ExportPacer } from "@server/lib/export/pacer";
import { responseExportPage } from "./page";

export type Cell = string | number;

/** The contract's columns before the answers; the four of names and email may be left out. */
const CONTACT_COLUMNS = ["FirstName", "LastName", "FullName", "EmailAddress"] as const;

/** HTML (rich-text comments) as plain text for a spreadsheet cell. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/**
 * An answer as a cell: option labels for choices, `lat, lng` for addresses (the contract's
 * form, which maps read), the URL for files, numbers and dates as stored; lists joined with
 * commas.
 */
export function exportAnswer(component: InputComponent, value: unknown, english: I18n): string {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => {
      if (item === undefined || item === null) return "";
      if (component.type === "address" && isRecord(item)) {
        const location = isRecord(item.geometry) ? item.geometry.location : undefined;
        if (isRecord(location)) return `${String(location.lat)}, ${String(location.lng)}`;
        return typeof item.formatted_address === "string" ? item.formatted_address : "";
      }
      if (typeof item === "number") return String(item);
      if (component.type === "datetime" && typeof item === "string") return item;
      return formatAnswer(component, item, english);
    })
    .filter(Boolean)
    .join(", ");
}

/** First and last name of a guest, as they were typed (stored joined by a space). */
function guestNames(guestName: string): [string, string] {
  const space = guestName.indexOf(" ");
  return space < 0 ? [guestName, ""] : [guestName.slice(0, space), guestName.slice(space + 1)];
}

export interface ExportTable {
  header: string[];
  /** The rows, a batch at a time, in response number order. */
  batches(): AsyncGenerator<Cell[][]>;
  /** The rows of these response numbers (of those the export holds), in number order. */
  rowsOf(numbers: number[]): Promise<{ number: number; cells: Cell[] }[]>;
}

type PageRow = Awaited<ReturnType<typeof responseExportPage>>[number];

/**
 * The export of a callout's responses (contract 2.5, responses.csv): date, number, bucket,
 * tags, assignee, the respondent (unless hidden from the viewer), newsletter, comments, then
 * one column per question. Read in keyset-paged batches by number, one statement a batch
 * (`responseExportPage`) sized and timed by the export pacer, so memory stays flat, the
 * statements do not grow with the rows, and requests wait behind one small page at most.
 */
export function exportTable(options: {
  db: Database;
  form: FormSchema;
  where: SQL | undefined;
  hideContacts: boolean;
  english: I18n;
  /** The site's address, for file answers stored as paths. */
  baseUrl: string;
  pacer: ExportPacer;
  /** Fixes the pages' size (tests); else the pacer sizes them by their cost. */
  batchSize?: number;
  /** Told of each batch read (tests check the export reads in batches). */
  onBatch?: (rows: number) => void;
}): ExportTable {
  const { db, english } = options;
  const questions = questionsOf(options.form);
  const header = [
    "Date",
    "Number",
    "Bucket",
    "Tags",
    "Assignee",
    ...(options.hideContacts ? [] : CONTACT_COLUMNS),
    "IsGuest",
    "NewsletterOptIn",
    "NewsletterGroups",
    "Comments",
    ...questions.map(({ component }) => component.label?.trim() || component.key),
  ];

  function cells(row: PageRow): Cell[] {
    // A respondent since deleted (or never a contact) leaves the name columns empty.
    const contact = row.contactId === null ? null : row.respondent;
    const isGuest = row.guestEmail !== null;
    const [first, last] = isGuest
      ? guestNames(row.guestName ?? "")
      : [contact?.firstname ?? "", contact?.lastname ?? ""];
    const full = isGuest ? (row.guestName ?? "") : `${first} ${last}`.trim();
    const email = isGuest ? (row.guestEmail ?? "") : (contact?.email ?? "");
    const comments = (row.comments ?? []).map((comment) => {
      const author =
        comment.email === null
          ? DELETED_AUTHOR
          : displayName({
              firstname: comment.firstname ?? "",
              lastname: comment.lastname ?? "",
              email: comment.email,
            });
      const at = new Date(comment.createdAt).toISOString();
      return `${author} (${at}): ${plainText(comment.text)}`;
    });
    // A spreadsheet is read elsewhere: files with the site's address.
    const answers: Answers = mapFileUrls(options.form, row.answers, (url) =>
      absoluteUpload(url, options.baseUrl),
    );
    return [
      row.createdAt.toISOString(),
      row.number,
      row.bucket,
      row.tags ?? "",
      row.assigneeEmail ?? "",
      ...(options.hideContacts ? [] : [first, last, full, email]),
      String(isGuest),
      row.newsletter ? String(row.newsletter.optIn) : "",
      row.newsletter?.groups.join(", ") ?? "",
      comments.join(", "),
      ...questions.map(({ slideId, component }) =>
        exportAnswer(
          component,
          ownValue(
            ownValue(answers, slideId) as Record<string, unknown> | undefined,
            component.key,
          ),
          english,
        ),
      ),
    ];
  }

  return {
    header,
    async *batches() {
      const pages = options.pacer.pages<PageRow>(
        (limit, last) =>
          responseExportPage(db, { where: options.where, after: last?.number, limit }),
        options.batchSize === undefined ? {} : { limit: options.batchSize },
      );
      for await (const rows of pages) {
        options.onBatch?.(rows.length);
        yield rows.map(cells);
      }
    },
    async rowsOf(numbers) {
      const rows = await responseExportPage(db, {
        where: and(options.where, inArray(calloutResponses.number, numbers)),
        after: undefined,
        limit: numbers.length,
      });
      return rows.map((row) => ({ number: row.number, cells: cells(row) }));
    },
  };
}
