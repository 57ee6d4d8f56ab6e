import { inflateRawSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormSchema } from "@core/forms";
import {
  calloutResponseComments,
  calloutResponseTags,
  calloutResponses,
  calloutTags,
  callouts,
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
  contributions,
  payments,
} from "../../db/schema";
import { englishI18n } from "../../lib/english";
import { csvLinesStream, csvStream } from "../../lib/export/csv";
import { xlsxRowsStream, xlsxStream } from "../../lib/export/xlsx";
import { testDatabasePerFile } from "../../test-support/database";
import { exportContacts } from "../contact-list/export";
import { createPaymentExport } from "../payments/export";
import { exportLines } from "../responses/export/lines";
import { exportTable } from "../responses/export/rows";
import { createExportPacer } from "../../lib/export/pacer";

// The exports' files, byte for byte, over a small fixture of awkward values: a change to how
// a file is built (in SQL or in JS) must leave every byte as it was. The expected files were
// written by the exports before their statements moved the formatting into the database.

const database = testDatabasePerFile();
const now = new Date("2025-06-01T00:00:00Z");
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Text with everything a CSV or a spreadsheet treats specially. */
const AWKWARD = [
  'say "hi", then',
  "two\r\nlines",
  "=HYPERLINK(1)",
  "+44 1234",
  "-5",
  "@SUM(A1)",
  "\tTabbed",
  "Zoë Ångström 🌊",
  "",
  "plain",
  "1e3",
  "-",
];

const form = {
  slides: [
    {
      id: "slide1",
      title: "One",
      navigation: { nextSlideId: "" },
      components: [
        { type: "textarea", key: "view", label: 'What, "exactly"?', input: true },
        { type: "number", key: "age", label: "Age", input: true },
        { type: "checkbox", key: "agree", label: "Agree", input: true },
        {
          type: "radio",
          key: "colour",
          label: "Colour",
          input: true,
          values: ["clear", "brown"].map((value) => ({ label: `Very ${value}`, value })),
        },
      ],
    },
  ],
} as unknown as FormSchema;

let calloutId = "";

beforeAll(async () => {
  const { db } = database();
  await db.insert(contacts).values(
    AWKWARD.map((text, n) => ({
      id: id(n + 1),
      email: `bytes-${n}@export.test`,
      firstname: text,
      lastname: AWKWARD[(n + 3) % AWKWARD.length] ?? "",
      // Microseconds a JS date cannot hold.
      joined: sql`${`2025-01-0${1 + (n % 5)}T10:00:00.${String(123456 + n * 111111).slice(0, 6)}Z`}::timestamptz`,
    })),
  );
  await db.insert(contactProfiles).values(
    AWKWARD.slice(0, 6).map((text, n) => ({
      contactId: id(n + 1),
      newsletterStatus: n % 2 === 0 ? ("subscribed" as const) : ("none" as const),
      deliveryOptIn: n % 3 === 0,
      deliveryAddress:
        n % 2 === 0 ? { line1: text, line2: "", city: 'Köln, "Mitte"', postcode: "=1" } : null,
    })),
  );
  await db.insert(contributions).values([
    {
      contactId: id(1),
      type: "Manual",
      amount: 4.5,
      period: "monthly",
      manualSource: "Cash, box",
      manualReference: '"ref" 1',
    },
    {
      contactId: id(2),
      type: "Automatic",
      amount: 60,
      period: "annually",
      subscriptionId: "sub_2",
    },
    {
      contactId: id(3),
      type: "Automatic",
      amount: 5,
      period: "monthly",
      subscriptionId: "sub_3",
      cancelledAt: new Date("2025-05-20T00:00:00.5Z"),
    },
    { contactId: id(4), type: "None", amount: null, period: null },
  ]);
  await db.insert(contactRoles).values([
    { contactId: id(1), role: "member", dateAdded: new Date("2025-01-01T00:00:00Z") },
    {
      contactId: id(2),
      role: "member",
      dateAdded: new Date("2024-01-01T00:00:00Z"),
      dateExpires: new Date("2025-07-01T00:00:00Z"),
    },
    {
      contactId: id(3),
      role: "member",
      dateAdded: new Date("2024-01-01T00:00:00Z"),
      dateExpires: new Date("2025-05-01T00:00:00Z"),
    },
  ]);
  const tags = await db
    .insert(contactTags)
    .values([{ name: 'zeta, "z"' }, { name: "Alpha" }])
    .returning({ id: contactTags.id });
  await db
    .insert(contactTagAssignments)
    .values([1, 2, 5].flatMap((n) => tags.map((tag) => ({ contactId: id(n), tagId: tag.id }))));
  await db.insert(payments).values(
    [-5, 0, 3.25, 1200, 7].map((amount, n) => ({
      id: id(100 + n),
      provider: "test" as const,
      providerPaymentId: `bytes_${n}`,
      contactId: n === 4 ? null : id(1 + (n % 3)),
      subscriptionId: n % 2 === 0 ? `sub_${1 + (n % 3)}` : null,
      status:
        (["successful", "failed", "pending", "successful", "cancelled"] as const)[n] ??
        "successful",
      amount,
      // Microseconds, which a JS date would lose.
      chargeDate: sql`${`2025-0${1 + Math.min(n, 3)}-15T12:00:00.${n}5${n}78Z`}::timestamptz`,
      statusAt: new Date(`2025-0${1 + n}-15T12:00:00Z`),
      periodEnd: new Date(`2025-0${2 + n}-15T12:00:00Z`),
    })),
  );

  const [callout] = await db
    .insert(callouts)
    .values({ slug: "bytes", formSchema: form })
    .returning({ id: callouts.id });
  calloutId = callout?.id ?? "";
  await db.insert(calloutResponses).values(
    AWKWARD.map((text, n) => ({
      id: id(200 + n),
      calloutId,
      contactId: n % 3 === 0 ? id(n + 1) : null,
      guestName: n % 3 === 1 ? `${text} Guest` : null,
      guestEmail: n % 3 === 1 ? `guest-${n}@export.test` : null,
      newsletter: n % 4 === 0 ? { optIn: n % 8 === 0, groups: ["a, b", text] } : null,
      answers: {
        slide1: {
          view: text,
          age: n % 2 === 0 ? -n : n + 0.5,
          agree: n % 2 === 0,
          colour: n % 3 === 2 ? null : n % 3 === 0 ? "clear" : "brown",
        },
      },
      createdAt: new Date(`2025-02-0${1 + (n % 9)}T08:00:00.${n}Z`),
    })),
  );
  const [tag] = await db
    .insert(calloutTags)
    .values({ calloutId, name: 'Urgent, "now"' })
    .returning({ id: calloutTags.id });
  await db
    .insert(calloutResponseTags)
    .values([0, 4, 7].map((n) => ({ responseId: id(200 + n), tagId: tag?.id ?? "" })));
  await db.insert(calloutResponseComments).values([
    {
      responseId: id(200),
      contactId: id(1),
      text: '<p>Good &amp; "fine"</p><p>=1</p>',
      createdAt: new Date("2025-03-01T00:00:00Z"),
    },
    {
      responseId: id(200),
      contactId: null,
      text: "gone",
      createdAt: new Date("2025-03-02T00:00:00Z"),
    },
  ]);
});

async function text(body: AsyncIterable<unknown>): Promise<string> {
  let all = "";
  for await (const chunk of body) all += String(chunk);
  return all;
}

/** The files of a zip, inflated, each after its name (the zip's own bytes hold its time). */
function unzipped(zip: Buffer): string {
  const files: string[] = [];
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < zip.readUInt16LE(end + 10); n++) {
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed)).toString("utf8");
    files.push(`${zip.toString("utf8", at + 46, at + 46 + nameLength)}\n${data}`);
    at += 46 + nameLength;
  }
  return files.join("\n");
}

describe("the exports' bytes", () => {
  it("contacts CSV", async () => {
    for (const batchSize of [undefined, 2]) {
      const file = await exportContacts({
        db: database().db,
        where: sql`${contacts.email} like 'bytes-%'`,
        now,
        pacer: createExportPacer(),
        ...(batchSize ? { batchSize } : {}),
      });
      await expect(await text(file.body)).toMatchFileSnapshot("__snapshots__/contacts.csv");
    }
  });

  it("payments CSV", async () => {
    for (const order of ["ASC", "DESC"] as const) {
      const file = await createPaymentExport(
        database().db,
        2,
      )({
        sort: "chargeDate",
        order,
        rules: undefined,
      });
      await expect(await text(file.body)).toMatchFileSnapshot(
        `__snapshots__/payments-${order}.csv`,
      );
    }
  });

  it("responses CSV", async () => {
    for (const hideContacts of [false, true]) {
      const table = exportTable({
        db: database().db,
        form,
        where: eq(calloutResponses.calloutId, calloutId),
        hideContacts,
        english: await englishI18n(),
        baseUrl: "https://agora.test",
        pacer: createExportPacer(),
        batchSize: 5,
      });
      await expect(await text(csvStream(table.header, table.batches()))).toMatchFileSnapshot(
        `__snapshots__/responses${hideContacts ? "-hidden" : ""}.csv`,
      );
    }
  });

  it("responses XLSX", async () => {
    const table = exportTable({
      db: database().db,
      form,
      where: eq(calloutResponses.calloutId, calloutId),
      hideContacts: false,
      english: await englishI18n(),
      baseUrl: "https://agora.test",
      pacer: createExportPacer(),
      batchSize: 5,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream("bytes: [a]", table.header, table.batches())) {
      chunks.push(chunk);
    }
    await expect(unzipped(Buffer.concat(chunks))).toMatchFileSnapshot(
      "__snapshots__/responses.xlsx.txt",
    );
  });

  // The same files with the lines written by the database (line-page.ts), pages of 5 and
  // of 2 so that the sheet's row numbers run across pages.
  it("responses CSV, lines written by the database", async () => {
    let writtenByJs = 0;
    for (const hideContacts of [false, true]) {
      for (const batchSize of [5, 2]) {
        const lines = exportLines({
          db: database().db,
          form,
          where: eq(calloutResponses.calloutId, calloutId),
          hideContacts,
          english: await englishI18n(),
          baseUrl: "https://agora.test",
          pacer: createExportPacer(),
          format: "csv",
          batchSize,
          onBatch: (_, byJs) => (writtenByJs += byJs),
        });
        await expect(await text(csvLinesStream(lines.header, lines.lines()))).toMatchFileSnapshot(
          `__snapshots__/responses${hideContacts ? "-hidden" : ""}.csv`,
        );
      }
    }
    // Every row of the fixture is one SQL writes exactly.
    expect(writtenByJs).toBe(0);
  });

  it("responses XLSX, rows written by the database", async () => {
    let writtenByJs = 0;
    for (const batchSize of [5, 2]) {
      const lines = exportLines({
        db: database().db,
        form,
        where: eq(calloutResponses.calloutId, calloutId),
        hideContacts: false,
        english: await englishI18n(),
        baseUrl: "https://agora.test",
        pacer: createExportPacer(),
        format: "xlsx",
        batchSize,
        onBatch: (_, byJs) => (writtenByJs += byJs),
      });
      const chunks: Buffer[] = [];
      for await (const chunk of xlsxRowsStream("bytes: [a]", lines.header, lines.lines())) {
        chunks.push(chunk);
      }
      await expect(unzipped(Buffer.concat(chunks))).toMatchFileSnapshot(
        "__snapshots__/responses.xlsx.txt",
      );
    }
    expect(writtenByJs).toBe(0);
  });
});
