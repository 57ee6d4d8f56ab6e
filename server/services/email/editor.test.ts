import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCALES } from "@core/i18n";
import { content } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from "../content";
import { createJobRunner } from "../jobs";
import { createEmailService } from ".";
import { createEmailEditor } from "./editor";
import { createOverrideStore } from "./overrides";
import { hasSample } from "./samples";
import { EMAIL_TEMPLATE_IDS, TEMPLATE_ABOUT } from "./templates";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "agora-outbox-"));
});
afterAll(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database().db.delete(content);
  await contentService().update("general", { organisationName: "The Daily Planet" });
});

const contentService = () => createContentService(database().db);

function editor() {
  const { db } = database();
  const overrides = createOverrideStore(db);
  const email = createEmailService({
    db,
    jobs: createJobRunner({ db, log: quiet }),
    content: contentService(),
    overrides,
    outboxDir,
    baseUrl: BASE_URL,
    log: quiet,
  });
  return createEmailEditor({ email, overrides, content: contentService(), baseUrl: BASE_URL });
}

/** The preview of a template's current text in a language, as the editor first shows it. */
async function previewOf(id: (typeof EMAIL_TEMPLATE_IDS)[number], locale: string) {
  const screens = editor();
  const { subject, body } = await screens.get(id, locale);
  return screens.preview(id, { locale, subject, body });
}

/** `[AMOUNT]`, or merge syntax left in: a field the preview did not fill. */
const UNFILLED = /\[[A-Z][A-Z0-9_]*\]|\*\|/;

describe("template previews", () => {
  it("have a realistic sample for every merge field a sender fills", () => {
    const fields = new Set(EMAIL_TEMPLATE_IDS.flatMap((id) => TEMPLATE_ABOUT[id].fields));
    expect([...fields].filter((field) => !hasSample(field))).toEqual([]);
  });

  it.each(LOCALES)("fill every merge field of every template in %s", async (locale) => {
    for (const id of EMAIL_TEMPLATE_IDS) {
      const preview = await previewOf(id, locale);
      for (const part of [preview.subject, preview.html, preview.text]) {
        expect(part, `${locale} ${id}`).not.toMatch(UNFILLED);
      }
    }
  });

  it("write amounts in the organisation's currency and dates in its locale", async () => {
    await contentService().update("general", { locale: "en", currencyCode: "GBP" });
    expect((await previewOf("payment-failed", "en")).text).toContain(
      "contribution of £5.00 to The Daily Planet",
    );
    expect((await previewOf("payment-failed", "en")).text).toContain(
      `Update my payment method (${BASE_URL}/profile/contribution)`,
    );
    expect((await previewOf("cancelled-contribution", "en")).text).toMatch(
      /active until \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    await contentService().update("general", { locale: "en", currencyCode: "USD" });
    expect((await previewOf("cancelled-contribution", "en")).text).toMatch(
      /active until [A-Z][a-z]+ \d{1,2}, \d{4}\./,
    );
    await contentService().update("general", { locale: "de", currencyCode: "EUR" });
    const german = await previewOf("payment-failed", "de");
    expect(german.text.replace(/\s/g, " ")).toContain("5,00 €");
    expect((await previewOf("cancelled-contribution", "de")).text).toMatch(
      /\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/,
    );
  });

  it("greet the sample contact by first name", async () => {
    expect((await previewOf("welcome", "en")).text).toMatch(/^Hello Alex,\n/);
  });
});
