import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormSchema, InputComponent } from "@core/forms";
import { calloutResponseComments, calloutResponses, callouts, contacts } from "@server/db/schema";
import { englishI18n } from "@server/lib/english";
import { csvRow } from "@server/lib/export/csv";
import { xlsxRow } from "@server/lib/export/xlsx";
import { testDatabasePerFile } from "@server/test-support/database";
import { createExportPacer } from "@server/lib/export/pacer";
import { responseLinePage, type LineRow } from "./line-page";
import { cellWords } from "./lines";
import { exportTable } from "./rows";

// The lines the database writes against rows.ts's cells written by csv.ts and xlsx.ts (the
// reference, which also writes the rows SQL leaves to it): for arbitrary answers of every
// question type, names, newsletters and comments, each line SQL writes is the JS line, and
// for answers within what SQL writes exactly, it writes every line.

const database = testDatabasePerFile();
const BASE = "https://agora.test/sub/";

const OPTIONS = [
  { value: "a", label: 'Alpha, "A"' },
  { value: "b", label: "=B" },
  { value: "1", label: "One" },
  { value: "10", label: "" },
  { value: "0", label: "Zero 🌊" },
  { value: "a", label: "second a" },
];
const TYPES = [
  "textfield",
  "textarea",
  "email",
  "phoneNumber",
  "url",
  "time",
  "number",
  "currency",
  "checkbox",
  "signature",
  "address",
  "file",
  "datetime",
  "radio",
  "select",
  "selectboxes",
] as const;
type QuestionType = (typeof TYPES)[number];

const form = {
  slides: ["one", "two"].map((id, slide) => ({
    id,
    title: id,
    navigation: { nextSlideId: "" },
    // Each type twice: one answer, and a list of them (`multiple`).
    components: TYPES.filter((_, n) => n % 2 === slide).flatMap((type) =>
      [false, true].map((multiple) => ({
        type,
        key: `${type}-${multiple ? "list" : "one"}`,
        label: type,
        input: true,
        multiple,
        ...(type === "select"
          ? { data: { values: OPTIONS.map((o) => ({ ...o, nextSlideId: "" })) } }
          : type === "radio" || type === "selectboxes"
            ? { values: OPTIONS.map((o) => ({ ...o, nextSlideId: "" })) }
            : {}),
      })),
    ),
  })),
} as unknown as FormSchema;

/** Pieces of text each rule (CSV, formula guard, XML, trimming, HTML) treats specially. */
const PIECES = [
  ...['"', ",", "\r", "\n", "\r\n", "=", "+", "-", "@", "\t", " ", "'", ";", "#", "/", "."],
  ...["\u00a0", "\u2028", "\u3000", "\ufeff", "\u000b", "\u0001", "é", "🌊", "٣", "1", "0", "e"],
  ...["<p>", "</p>", "<br/>", "<BR \t/>", "</Li>", "<b x='>'>", "&amp;", "&nbsp;", "&#39;", "&lt;"],
  ...["&quot;", "&apos;", "&gt;", "a", "b", "10"],
];
/** No NUL and no lone surrogate: neither can be stored in PostgreSQL's text or JSON. */
const storable = (text: string) =>
  !text.includes("\u0000") &&
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
// Not starting with U+FEFF: PGlite's driver drops it from the start of a value it reads (its
// TextDecoder takes it for a byte-order mark), so the JS reference would lose it.
const text = fc
  .oneof(
    fc.string({ unit: fc.constantFrom(...PIECES), maxLength: 8 }),
    fc.string({ unit: "binary", maxLength: 6 }).filter(storable),
  )
  .filter((value) => !value.startsWith("\ufeff"));
const plainNumber = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
);
const anyNumber = fc.oneof(plainNumber, fc.double({ noNaN: true, noDefaultInfinity: true }));
const scalar = (wild: boolean) =>
  fc.oneof(text, wild ? anyNumber : plainNumber, fc.boolean(), fc.constant(null));
// No dot segment ("/uploads/.."), which `new URL` would resolve.
const plainPath = fc.stringMatching(/^\/uploads\/[a-z0-9_-][a-z0-9._-]{0,7}$/);
const anyUrl = fc.oneof(
  plainPath,
  text.map((t) => `/${t}`),
  fc.constantFrom("/a/../b", "/./x", "//host/x", "https://else.test/x", "/a b", "/é", "/a?b#c"),
);

function answerOf(type: QuestionType, multiple: boolean, wild: boolean): fc.Arbitrary<unknown> {
  const number = wild ? anyNumber : plainNumber;
  const special: fc.Arbitrary<unknown>[] = [];
  if (type === "selectboxes") {
    // SQL writes the boxes of the form's options; others (an option since removed) go to JS.
    const options = fc.constantFrom("a", "b", "1", "0", "10");
    const key = wild ? fc.oneof(options, fc.constantFrom("zz", "01"), text) : options;
    special.push(fc.dictionary(key, wild ? scalar(true) : fc.boolean(), { maxKeys: 5 }));
  }
  if (type === "address") {
    const coordinate = wild ? fc.oneof(number, text, fc.boolean(), fc.constant(null)) : number;
    special.push(
      fc.record({ formatted_address: text }),
      fc.record(
        {
          formatted_address: text,
          geometry: fc.record({ location: fc.record({ lat: coordinate, lng: coordinate }) }),
        },
        { requiredKeys: wild ? [] : ["geometry"] },
      ),
    );
  }
  if (type === "file") {
    special.push(
      fc.record(
        { url: wild ? anyUrl : plainPath, name: text, size: number },
        { requiredKeys: ["url"] },
      ),
    );
    if (wild) special.push(fc.record({ url: anyUrl, path: fc.constant(null) }));
  }
  const one = special.length > 0 ? fc.oneof(scalar(wild), ...special) : scalar(wild);
  const list = fc.array(one, { maxLength: 3 });
  const wilder = wild
    ? [
        fc.array(fc.array(scalar(true), { maxLength: 2 }), { maxLength: 2 }),
        fc.dictionary(text, scalar(true), { maxKeys: 2 }),
      ]
    : [];
  // SQL writes lists of questions with `multiple` (and files'); JS the others'.
  return wild || multiple || type === "file" ? fc.oneof(one, list, ...wilder) : one;
}

/** A slide's answers: some questions answered, some keys missing. */
function slideAnswers(slide: FormSchema["slides"][number], wild: boolean) {
  const record = fc.record(
    Object.fromEntries(
      (slide.components as InputComponent[]).map((component) => [
        component.key,
        answerOf(component.type as QuestionType, Boolean(component.multiple), wild),
      ]),
    ),
    { requiredKeys: [] },
  );
  // `ownValue` reads keys of a text or a list too: SQL leaves those rows to JS.
  return wild ? fc.oneof(record, fc.constant("text"), fc.constant([1]), fc.constant(null)) : record;
}

interface Names {
  firstname: string;
  lastname: string;
}
interface Response {
  answers: Record<string, unknown>;
  guest: string | null;
  respondent: Names | null;
  newsletter: unknown;
  comments: { text: string; author: Names | null }[];
}

function responseOf(wild: boolean): fc.Arbitrary<Response> {
  return fc.record({
    answers: fc.record(
      Object.fromEntries(form.slides.map((slide) => [slide.id, slideAnswers(slide, wild)])),
      { requiredKeys: [] },
    ),
    guest: fc.option(text),
    respondent: fc.option(fc.record({ firstname: text, lastname: text })),
    newsletter: fc.option(
      fc.record({
        optIn: wild ? fc.oneof(fc.boolean(), fc.constant("yes")) : fc.boolean(),
        groups: fc.array(wild ? fc.oneof(text, fc.integer()) : text, { maxLength: 3 }),
      }),
    ),
    comments: fc.array(
      fc.record({ text, author: fc.option(fc.record({ firstname: text, lastname: text })) }),
      { maxLength: 3 },
    ),
  });
}

let calloutId = "";
let contactCount = 0;

beforeAll(async () => {
  const [callout] = await database()
    .db.insert(callouts)
    .values({ slug: "lines", formSchema: form })
    .returning({ id: callouts.id });
  calloutId = callout?.id ?? "";
});

async function contactOf(names: Names | null) {
  if (!names) return null;
  const [row] = await database()
    .db.insert(contacts)
    .values({ ...names, email: `lines-${contactCount++}@export.test` })
    .returning({ id: contacts.id });
  return row?.id ?? null;
}

/** Stores the responses, compares each line SQL writes with JS's, then removes them. */
/** As JSON (fast-check's records have no prototype, which Drizzle's insert trips on). */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

async function compare(responses: Response[], wild: boolean) {
  const { db } = database();
  const english = await englishI18n();
  const created: string[] = [];
  try {
    for (const [n, response] of responses.entries()) {
      const contactId = await contactOf(response.respondent);
      if (contactId) created.push(contactId);
      const [row] = await db
        .insert(calloutResponses)
        .values({
          calloutId,
          contactId,
          guestName: response.guest,
          guestEmail: response.guest === null ? null : `guest-${n}@export.test`,
          answers: asJson(response.answers) as Record<string, Record<string, unknown>>,
          newsletter: asJson(response.newsletter) as { optIn: boolean; groups: string[] } | null,
        })
        .returning({ id: calloutResponses.id });
      for (const [k, comment] of response.comments.entries()) {
        const author = await contactOf(comment.author);
        if (author) created.push(author);
        await db.insert(calloutResponseComments).values({
          responseId: row?.id ?? "",
          contactId: author,
          text: comment.text,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, k, 7)),
        });
      }
    }
    const where = eq(calloutResponses.calloutId, calloutId);
    for (const hideContacts of [false, true]) {
      const table = exportTable({
        db,
        form,
        where,
        hideContacts,
        english,
        baseUrl: BASE,
        pacer: createExportPacer(),
      });
      for (const format of ["csv", "xlsx"] as const) {
        const statement = responseLinePage({
          form,
          where,
          hideContacts,
          words: cellWords(english, BASE),
          format,
          after: undefined,
          limit: 100,
          rowsBefore: 0,
        });
        const { rows } = (await db.execute(statement)) as unknown as { rows: LineRow[] };
        const reference = await table.rowsOf(rows.map((row) => row.number));
        expect(reference).toHaveLength(rows.length);
        for (const [n, row] of rows.entries()) {
          const cells = reference[n]?.cells ?? [];
          const expected = format === "csv" ? csvRow(cells) : xlsxRow(cells, n + 1);
          if (!wild || row.line !== null) expect(row.line).toBe(expected);
        }
      }
    }
  } finally {
    await db.delete(calloutResponses).where(eq(calloutResponses.calloutId, calloutId));
    if (created.length > 0) await db.delete(contacts).where(inArray(contacts.id, created));
  }
}

describe("the export's lines written by the database", () => {
  it("are JS's lines for answers within what SQL writes, every one written", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(responseOf(false), { minLength: 1, maxLength: 4 }), (responses) =>
        compare(responses, false),
      ),
      { numRuns: 40 },
    );
  });

  it("are JS's lines or left to JS for any answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(responseOf(true), { minLength: 1, maxLength: 4 }), (responses) =>
        compare(responses, true),
      ),
      { numRuns: 60 },
    );
  });
});
