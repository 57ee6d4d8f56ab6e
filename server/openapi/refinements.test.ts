import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import {
  calloutSlug,
  ReviewerCandidatesQuery,
  storedText,
  TagChange,
  uuidText,
} from "@core/callouts";
import { emailAddress, link, currencyCode, requiredLink } from "@core/content/fields";
import { ContactTagChange, contactEmail, isoDate, requiredText, telephone } from "@core/contacts";
import { contributionAmount, returnUrl } from "@core/contributions/schemas";
import { localeParam } from "@core/email/template";
import { TotpSecret } from "@core/auth/mfa";
import { isoDuration } from "@core/payments/duration";
import { resetUrl } from "@core/recovery";
import { RuleValue } from "@core/rules";
import { vatNumber } from "@core/join/join";
import { color, email, password, phone, url } from "@core/validation/refinements";
import { findProjectRoot } from "../project-root";
import { limitOffsetQuery } from "../routes/paging";
import { ContactParams } from "../routes/params";
import { jsonSchemaOf } from "./json-schema";
import { REFINEMENTS, UNSTATED_REFINEMENTS } from "./refinements";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- structs of any value
type AnyStruct = Struct<any, any>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

const UUID = "5e1f0000-0000-4000-8000-000000000001";
const TEXTS = [
  "",
  " ",
  "x",
  "\0",
  "a\0b",
  "me",
  UUID,
  UUID.toUpperCase(),
  `urn:uuid:${UUID}`,
  `+${UUID}`,
  `-${UUID}`,
  `*${UUID}`,
  "ada@example.org",
  " ada@example.org ",
  "jörg@exämple.org",
  "a@b",
  "a@b..c",
  "+44 20 7946 0958",
  " (020) 7946-0958 ",
  "12345",
  "1234567890123456789012",
  "https://example.org",
  "HTTPS://Example.org/a?b=c#d",
  "https://exämple.org/",
  "http://localhost:3000/x",
  "http://192.168.0.1/",
  "https://example.org/ a",
  "javascript:alert(1)",
  "/uploads/x.png",
  "/",
  "//evil.org",
  "/\\evil.org",
  "/a?b",
  "2025-01-31",
  "2025-01-31T12:00:00.000Z",
  "2025-01-31T12:00",
  "2025-13-01",
  "31/01/2025",
  "now",
  "P1M",
  "P14D",
  "PT1H30M",
  "P",
  "PT",
  "P1MT",
  "JBSWY3DPEHPK3PXP",
  "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX=",
  "jbswy3dpehpk3pxpjbswy3dpehpk3px",
  "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3P1",
  "DE123456789",
  "de 123 456 789",
  "D1",
  "water-quality",
  "water--quality",
  "Water",
  "-water",
  "wasser-qualität",
  "#fff",
  "#12345678",
  "red",
  "rgb(1, 2, 3)",
  "GBP",
  "EUR",
  "gbp",
  "XYZ",
  "en",
  "de-x-informal",
  "de@informal",
  " DE@Informal ",
  "de-X-informal",
  "Passw0rd",
  "password1",
  "PASSWORD1",
  "Pässwörd1",
  "Pass1",
  "Пароль12",
  "0",
  "1",
  "50",
  "51",
  "007",
  "100",
  "101",
  "-1",
  "😀",
  "😀😀😀😀😀😀😀😀😀😀😀",
];

/**
 * Structs made with each refinement, and whether the document states it exactly (`exact`) or
 * more loosely (the server also checks what a pattern cannot say): then everything the server
 * takes, the document takes.
 */
const STRUCTS: [string, AnyStruct, "exact" | "looser"][] = [
  ["storedText", storedText(10), "exact"],
  ["storedText (required)", storedText(10, { required: true }), "exact"],
  ["requiredText", requiredText(10), "exact"],
  ["uuidText", uuidText(), "exact"],
  ["me or UUID", ContactParams.schema.id, "exact"],
  ["tag change", TagChange, "exact"],
  ["contact tag change", ContactTagChange, "exact"],
  ["email", email(), "exact"],
  ["contact email", contactEmail(), "exact"],
  ["optional email", emailAddress(), "exact"],
  ["phone", phone(), "exact"],
  ["telephone", telephone(), "exact"],
  ["url", url(), "exact"],
  ["return url", returnUrl(), "exact"],
  ["reset url", resetUrl(), "exact"],
  ["link", link(), "exact"],
  ["required link", requiredLink(), "exact"],
  // Date.parse also refuses 31 February.
  ["ISO date", isoDate(), "looser"],
  ["duration", isoDuration(), "exact"],
  ["TOTP secret", TotpSecret, "exact"],
  ["VAT number", vatNumber(), "exact"],
  // Slugs are also in their slugified form (no accents on Latin letters).
  ["slug", calloutSlug(), "looser"],
  // Colours' function arguments and names are checked by the server.
  ["colour", color(), "looser"],
  ["currency", currencyCode(), "exact"],
  ["locale", localeParam(), "exact"],
  ["password", password(), "exact"],
  ["rule value", RuleValue, "exact"],
];

describe("each refinement's keywords", () => {
  for (const [name, struct, agreement] of STRUCTS) {
    it(`state what ${name} takes`, () => {
      const validate = ajv.compile(jsonSchemaOf(struct));
      const disagreements = TEXTS.filter((text) => {
        const server = struct.is(text);
        const document = validate(text);
        return agreement === "exact" ? server !== document : server && !document;
      });
      expect(disagreements).toEqual([]);
    });
  }

  it("state the paging limit's range as a whole number's, as a query parameter takes it", () => {
    const limit = limitOffsetQuery(100).limit;
    expect(jsonSchemaOf(limit)).toMatchObject({ minimum: 1, maximum: 100 });
    const reviewerLimit = ReviewerCandidatesQuery.schema.limit;
    expect(jsonSchemaOf(reviewerLimit)).toMatchObject({ minimum: 1, maximum: 50 });
  });

  it("state a contribution's amount: above 0, at most the maximum, in whole cents", () => {
    const schema = jsonSchemaOf(contributionAmount());
    expect(schema).toMatchObject({ exclusiveMinimum: 0, multipleOf: 0.01 });
    const validate = ajv.compile(schema);
    for (const amount of [0, -1, 5, 12.5, 100_000, 100_000.01, 1e15]) {
      expect(validate(amount), String(amount)).toBe(contributionAmount().is(amount));
    }
  });
});

/** Every `.ts` file under `folder`, tests left out. */
async function sources(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the refinement table", () => {
  it("translates every refinement the code names, or says why it cannot", async () => {
    const root = findProjectRoot();
    const files = [
      ...(await sources(join(root, "src"))),
      ...(await sources(join(root, "server"))),
    ].filter((file) => !file.includes(join("server", "openapi")));
    const names = new Set<string>();
    // `refine(<struct>, "name", …)`: the struct may hold calls of its own.
    const REFINE = /refine\(\s*(?:[^()"]|\((?:[^()]|\([^()]*\))*\))*?,\s*"(\w+)"/g;
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(REFINE)) names.add(match[1] ?? "");
    }
    // The walk finds them: a handful would mean the pattern broke.
    expect(names.size).toBeGreaterThan(20);
    const missing = [...names].filter(
      (name) => !Object.hasOwn(REFINEMENTS, name) && !Object.hasOwn(UNSTATED_REFINEMENTS, name),
    );
    expect(missing).toEqual([]);
  });
});
