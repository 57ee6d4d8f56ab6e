import { createHash } from "node:crypto";
import { inflateRawSync, crc32 } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import type { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { Callout, CalloutTag } from "@core/callouts";
import { everyComponentForm } from "@tests/support/core/forms";
import type { Database } from "../../db/connection";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
  calloutTags,
} from "../../db/schema";
import { createExport, type ExportFormat } from "../../services/responses/export";
import { countingDatabase } from "../../test-support/counting-database";
import { createResponseSelection } from "../../services/responses/query";
import { testConfig } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { rulesParam, staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { app, ids, call, ok, reviewedCallout, responses } = staffFixture(database);

/** RFC 4180 CSV into rows of fields (quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  return rows;
}

/** The files of a zip, checked against the checksums its central directory gives. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const localName = zip.readUInt16LE(offset + 26);
    const start = offset + 30 + localName + zip.readUInt16LE(offset + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect(data.length, name).toBe(size);
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data.toString("utf8"));
    at += 46 + nameLength;
  }
  return files;
}

/** Stored as a path on the site, exported with the site's address (a spreadsheet is elsewhere). */
const photo = "/api/1.0/images/abc";
const { baseUrl } = testConfig();
const everything = {
  all: {
    textfield: 'Hello, "world"',
    textarea: "Line one\nLine two",
    email: "ann@example.org",
    url: "https://example.org/story",
    phoneNumber: "+44 20 7946 0000",
    number: 42.5,
    currency: 12.5,
    checkbox: true,
    select: "red",
    radio: "green",
    selectboxes: { red: true, green: true },
    datetime: "2024-05-03T10:00",
    time: "10:30",
    address: {
      formatted_address: "Quay Street",
      geometry: { location: { lat: 51.45, lng: -2.6 } },
    },
    file: [{ url: photo, path: "images/abc" }],
    signature: "data:image/png;base64,iVBORw0KGgo=",
  },
};

let callout: Callout;
let tag: CalloutTag;

beforeAll(async () => {
  callout = await reviewedCallout({ formSchema: everyComponentForm, access: "anonymous" });
  tag = await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
    name: "Checked",
  });
  const [first, second] = await responses(callout.id, [
    { answers: everything, contactId: ids.member, createdAt: new Date("2024-05-03T10:00:00Z") },
    {
      answers: {
        all: { textfield: '=HYPERLINK("https://evil.example")', number: -5, checkbox: false },
      },
      guestName: "Gus de Guest",
      guestEmail: "gus@example.org",
      createdAt: new Date("2024-05-04T10:00:00Z"),
    },
  ]);
  await ok("reviewer", "PATCH", `/callout-responses/${first}`, {
    bucket: "verified",
    tags: [`+${tag.id}`],
    assigneeId: ids.reviewer,
  });
  await ok("reviewer", "POST", "/callout-response-comments", {
    responseId: first,
    text: "<p>Called &amp; confirmed</p>",
  });
  expect(second).toBeDefined();
});

describe("GET /callout/:id/responses.csv", () => {
  it("has the contract's columns, each answer readable, one row per response", async () => {
    const response = await call("reviewer", "GET", `/callout/${callout.id}/responses.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["x-total-count"]).toBe("2");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(
        `^attachment; filename="responses-${callout.slug}_\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.csv"$`,
      ),
    );
    expect(response.body.startsWith("\ufeff")).toBe(true);
    const [header, first, second, ...rest] = parseCsv(response.body.slice(1));
    expect(rest).toEqual([]);
    const inputs = [
      "textfield",
      "textarea",
      "email",
      "url",
      "phoneNumber",
      "number",
      "currency",
      "checkbox",
      "select",
      "radio",
      "selectboxes",
      "datetime",
      "time",
      "address",
      "file",
      "signature",
    ];
    expect(header).toEqual([
      "Date",
      "Number",
      "Bucket",
      "Tags",
      "Assignee",
      "FirstName",
      "LastName",
      "FullName",
      "EmailAddress",
      "IsGuest",
      "NewsletterOptIn",
      "NewsletterGroups",
      "Comments",
      ...inputs.map((type) => `The ${type}`),
    ]);
    const row = Object.fromEntries((header ?? []).map((name, index) => [name, first?.[index]]));
    const memberEmail = (await ok<{ email: string }>("admin", "GET", `/contact/${ids.member}`))
      .email;
    const reviewerEmail = (await ok<{ email: string }>("admin", "GET", `/contact/${ids.reviewer}`))
      .email;
    expect(row).toMatchObject({
      Date: "2024-05-03T10:00:00.000Z",
      Number: "1",
      Bucket: "verified",
      Tags: "Checked",
      Assignee: reviewerEmail,
      FirstName: "Mia",
      EmailAddress: memberEmail,
      IsGuest: "false",
      "The textfield": 'Hello, "world"',
      "The textarea": "Line one\nLine two",
      "The email": "ann@example.org",
      "The url": "https://example.org/story",
      // Spreadsheets would read a leading + as a formula.
      "The phoneNumber": "'+44 20 7946 0000",
      "The number": "42.5",
      "The currency": "12.5",
      "The checkbox": "Yes",
      "The select": "Red",
      "The radio": "Green",
      "The selectboxes": "Red, Green",
      "The datetime": "2024-05-03T10:00",
      "The time": "10:30",
      "The address": "51.45, -2.6",
      "The file": `${baseUrl}${photo}`,
      "The signature": "Signed",
    });
    expect(row.Comments).toMatch(/^Rita \(\d{4}-\d\d-\d\dT[\d:.]+Z\): Called & confirmed$/);
    const guest = Object.fromEntries((header ?? []).map((name, index) => [name, second?.[index]]));
    expect(guest).toMatchObject({
      FirstName: "Gus",
      LastName: "de Guest",
      FullName: "Gus de Guest",
      EmailAddress: "gus@example.org",
      IsGuest: "true",
      // A formula is shown as text, never run; a negative number stays a number.
      "The textfield": '\'=HYPERLINK("https://evil.example")',
      "The number": "-5",
      "The checkbox": "No",
      "The address": "",
    });
  });

  it("honours the rules, for the callout's staff only", async () => {
    const rules = rulesParam({ field: "tags", operator: "contains", value: [tag.id] });
    const response = await call(
      "admin",
      "GET",
      `/callout/${callout.slug}/responses.csv?rules=${rules}`,
    );
    expect(response.headers["x-total-count"]).toBe("1");
    expect(parseCsv(response.body.slice(1)).map((row) => row[1])).toEqual(["Number", "1"]);
    const statuses = await Promise.all(
      (["anonymous", "member", "otherReviewer", "apiKey"] as const).map(
        async (who) => (await call(who, "GET", `/callout/${callout.id}/responses.csv`)).statusCode,
      ),
    );
    expect(statuses).toEqual([401, 403, 403, 200]);
    const bad = await call("admin", "GET", `/callout/${callout.id}/responses.csv?rules=nope`);
    expect(bad.json()).toMatchObject({ code: "invalid-rule" });
  });
});

describe("GET /callout/:id/responses.xlsx", () => {
  it("is a valid workbook with the same cells", async () => {
    const response = await call("reviewer", "GET", `/callout/${callout.id}/responses.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["x-total-count"]).toBe("2");
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(files.get("xl/workbook.xml")).toContain(`<sheet name="${callout.slug.slice(0, 31)}"`);
    const sheet = files.get("xl/worksheets/sheet1.xml") ?? "";
    expect(sheet.match(/<row /g)).toHaveLength(3);
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Date</t></is></c>',
    );
    // Numbers are numbers; text is escaped, never a formula.
    expect(sheet).toContain('<c r="B2"><v>1</v></c>');
    expect(sheet).toContain("Hello, &quot;world&quot;");
    expect(sheet).toContain("=HYPERLINK(&quot;https://evil.example&quot;)");
    expect(sheet).not.toContain("<f>");
  });
});

/** Resolves once the stream holds all it reads ahead (or has ended): a condition, not a delay. */
async function bufferFilled(stream: Readable): Promise<void> {
  while (stream.readableLength < stream.readableHighWaterMark && !stream.readableEnded) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the streamed export", () => {
  it("reads the responses in batches as the reply takes them, not all at once", async () => {
    const big = await reviewedCallout({ access: "anonymous", allowMultiple: true });
    // 500 rows of 1 kB: eight times the stream's 64 kB read-ahead, in 20 batches.
    const ROWS = 500;
    const BATCH = 25;
    const long = "x".repeat(1000);
    await responses(
      big.id,
      Array.from({ length: ROWS }, (_, i) => ({ answers: { slide1: { view: `${i} ${long}` } } })),
    );
    const batches: number[] = [];
    const exportResponses = createExport({
      db: database().db,
      select: createResponseSelection({ db: database().db, callouts: app().services.callouts }),
      baseUrl,
      batchSize: BATCH,
      onBatch: (rows) => batches.push(rows),
    });
    const file = await exportResponses({ isAdmin: true }, big.id, { format: "csv" });
    expect(file.total).toBe(ROWS);
    const reader = file.body[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(first.done).toBe(false);
    // Once its buffer is full the stream reads no further until taken from: well before the end.
    await bufferFilled(file.body);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.length).toBeLessThan(10);
    let text = String(first.value);
    for (let chunk = await reader.next(); !chunk.done; chunk = await reader.next()) {
      text += String(chunk.value);
    }
    expect(batches).toEqual(Array.from({ length: ROWS / BATCH }, () => BATCH));
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[ROWS]).toContain(`,${ROWS},`);
    expect(lines[ROWS]).toContain(`,${ROWS - 1} ${long},`);
  });
});

describe("the export's reading", () => {
  /** Five responses with every relation the export writes, fixed times and names. */
  async function fixture() {
    const form = await reviewedCallout({ access: "anonymous", allowMultiple: true });
    const { db } = database();
    const at = (day: number) => new Date(Date.UTC(2024, 5, day, 9, 30, 15, 123));
    const made = await responses(
      form.id,
      Array.from({ length: 5 }, (_, n) => ({
        answers: { slide1: { view: n === 3 ? '=1+1, "quoted"' : `View ${n}` } },
        ...(n % 2 === 0
          ? { contactId: n === 0 ? ids.member : ids.admin }
          : { guestName: `Guest ${n} Person`, guestEmail: `guest${n}@example.org` }),
        createdAt: at(n + 1),
      })),
    );
    await db
      .update(calloutResponses)
      .set({ newsletter: { optIn: true, groups: ["weekly", "events"] } })
      .where(eq(calloutResponses.id, made[1]!));
    const tags = await db
      .insert(calloutTags)
      .values(["zebra", "Apple", "mango"].map((name) => ({ calloutId: form.id, name })))
      .returning({ id: calloutTags.id });
    await db.insert(calloutResponseTags).values([
      { responseId: made[0]!, tagId: tags[0]!.id },
      { responseId: made[0]!, tagId: tags[1]!.id },
      { responseId: made[2]!, tagId: tags[2]!.id },
      { responseId: made[4]!, tagId: tags[0]!.id },
    ]);
    await db
      .update(calloutResponseTriage)
      .set({ assigneeId: ids.reviewer })
      .where(inArray(calloutResponseTriage.responseId, [made[0]!, made[3]!]));
    await db.insert(calloutResponseComments).values([
      { responseId: made[0]!, contactId: ids.reviewer, text: "<p>Second</p>", createdAt: at(9) },
      { responseId: made[0]!, contactId: ids.admin, text: "First &amp; best", createdAt: at(8) },
      // Its author since deleted.
      { responseId: made[2]!, contactId: null, text: "Orphan", createdAt: at(8) },
    ]);
    return form;
  }

  async function exported(
    db: Database,
    calloutId: string,
    format: ExportFormat,
    batchSize: number,
  ) {
    const exportResponses = createExport({
      db,
      select: createResponseSelection({ db, callouts: app().services.callouts }),
      baseUrl,
      batchSize,
    });
    const file = await exportResponses({ isAdmin: true }, calloutId, { format });
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }

  it("writes the same bytes as ever, in one statement per page whatever the rows hold", async () => {
    const form = await fixture();
    const emails = await Promise.all(
      (["member", "reviewer", "admin"] as const).map(async (who) => [
        (await ok<{ email: string }>("admin", "GET", `/contact/${ids[who]}`)).email,
        `<${who}>`,
      ]),
    );
    const csv = (await exported(database().db, form.id, "csv", 2)).toString("utf8");
    expect(csv.startsWith("\ufeff")).toBe(true);
    const named = emails.reduce(
      (text, [email, name]) => text.split(email!).join(name),
      csv.slice(1),
    );
    expect(named).toMatchInlineSnapshot(`
      "Date,Number,Bucket,Tags,Assignee,FirstName,LastName,FullName,EmailAddress,IsGuest,NewsletterOptIn,NewsletterGroups,Comments,What do you think?,Your age
      2024-06-01T09:30:15.123Z,1,,"Apple, zebra",<reviewer>,Mia,,Mia,<member>,false,,,"Ada (2024-06-08T09:30:15.123Z): First & best, Rita (2024-06-09T09:30:15.123Z): Second",View 0,
      2024-06-02T09:30:15.123Z,2,,,,Guest,1 Person,Guest 1 Person,guest1@example.org,true,true,"weekly, events",,View 1,
      2024-06-03T09:30:15.123Z,3,,mango,,Ada,,Ada,<admin>,false,,,Deleted contact (2024-06-08T09:30:15.123Z): Orphan,View 2,
      2024-06-04T09:30:15.123Z,4,,,<reviewer>,Guest,3 Person,Guest 3 Person,guest3@example.org,true,,,,"'=1+1, ""quoted""",
      2024-06-05T09:30:15.123Z,5,,zebra,,Ada,,Ada,<admin>,false,,,,View 4,
      "
    `);
    const sheet = unzip(await exported(database().db, form.id, "xlsx", 2)).get(
      "xl/worksheets/sheet1.xml",
    );
    const sheetNamed = emails.reduce(
      (text, [email, name]) => text.split(email!).join(name),
      sheet ?? "",
    );
    expect(createHash("sha256").update(sheetNamed).digest("hex")).toMatchInlineSnapshot(
      `"d19a5054b1317f17369386633377a0547636f67c83117d7fa54413be68c6d33d"`,
    );

    const statementsFor = async (batchSize: number) => {
      const counting = countingDatabase(database());
      expect((await exported(counting.db, form.id, "csv", batchSize)).toString("utf8")).toBe(csv);
      return counting.statements();
    };
    const [byTwo, byOne] = [await statementsFor(2), await statementsFor(1)];
    // Pages of two: 3 (the last short); of one: 6 (the last empty). One statement more each.
    expect(byOne - byTwo).toBe(3);
  });
});

describe("POST /callout/:id/responses.csv and .xlsx", () => {
  /** Verified responses (number 1), a filter longer than a query string takes. */
  const longRules = JSON.stringify({
    condition: "OR",
    rules: Array.from({ length: 90 }, (_, n) => ({
      field: "bucket",
      operator: "equal",
      value: [n === 0 ? "verified" : `no-such-bucket-${n}`],
    })),
  });

  it("answers the file the GET does, with the parameters in the body", async () => {
    const rules = JSON.stringify({
      condition: "AND",
      rules: [{ field: "tags", operator: "contains", value: [tag.id] }],
    });
    for (const format of ["csv", "xlsx"] as const) {
      const path = `/callout/${callout.id}/responses.${format}`;
      const got = await call("reviewer", "GET", `${path}?rules=${encodeURIComponent(rules)}`);
      const posted = await call("reviewer", "POST", path, { rules });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(posted.headers["content-type"]).toBe(got.headers["content-type"]);
      expect(posted.headers["x-total-count"]).toBe("1");
      if (format === "csv") expect(posted.body).toBe(got.body);
      else {
        expect(unzip(posted.rawPayload).get("xl/worksheets/sheet1.xml")).toBe(
          unzip(got.rawPayload).get("xl/worksheets/sheet1.xml"),
        );
      }
    }
  });

  it("takes a filter too long for a query string, for the callout's staff only", async () => {
    expect(longRules.length).toBeGreaterThan(4000);
    const path = `/callout/${callout.id}/responses.csv`;
    const inQuery = await call("reviewer", "GET", `${path}?rules=${encodeURIComponent(longRules)}`);
    expect(inQuery.statusCode).toBe(400);
    const posted = await call("reviewer", "POST", path, { rules: longRules });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(parseCsv(posted.body.slice(1)).map((row) => row[1])).toEqual(["Number", "1"]);
    expect((await call("member", "POST", path, { rules: longRules })).statusCode).toBe(403);
    const unknown = await call("reviewer", "POST", path, { rules: longRules, extra: "1" });
    expect(unknown.statusCode).toBe(400);
  });
});
