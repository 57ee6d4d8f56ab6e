import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@core/api/api-error";
import { ERROR_CODES } from "@core/errors/codes";
import { describeRefusals } from "@core/validation/schema-problems";
import { genericErrorMessage } from "./apiErrorMessage";
import { GENERIC_WORDS } from "@tests/support/ui/refusals";
import { messageForRefusal, refusalOf } from "./refusals";

const ROOT = join(import.meta.dirname, "../../..");

/** The source files of the server and the shared core, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(join(ROOT, folder, file), "utf8"));
}

const SOURCES = [...sources("server"), ...sources("src/core")];

/** What the server's code gives as a refusal's code or a validation error's rule, by pattern. */
function found(pattern: RegExp): string[] {
  return [...new Set(SOURCES.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!)))];
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const isGeneric = (text: string) => GENERIC_WORDS.some((words) => text.includes(words));

describe("the words for each refusal code", () => {
  it.each(ERROR_CODES)("%s has words of its own", (code) => {
    const error = new ApiError(400, { code });
    const message = messageForRefusal(error);
    expect(message).toBeDefined();
    expect(message).not.toBe(genericErrorMessage);
    expect(isGeneric(i18n._(message!))).toBe(false);
  });

  it("knows every code the server refuses with", () => {
    const sent = found(
      /(?:badRequest|conflict|notFound|unauthorized|forbidden|HttpError)\([^;]*?code: "([^"]+)"/gs,
    );
    expect(sent.length).toBeGreaterThan(20);
    expect(sent.filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it("names the field a code is about", () => {
    expect(refusalOf(new ApiError(400, { code: "duplicate-email" }))?.field).toBe("email");
    expect(refusalOf(new ApiError(400, { code: "slug-locked" }))?.field).toBe("slug");
    expect(refusalOf(new ApiError(400, { code: "account-locked" }))?.field).toBeUndefined();
  });

  it("says what a refusal without a code means by its status", () => {
    const words = (status: number) => i18n._(messageForRefusal(new ApiError(status, {}))!);
    expect(words(404)).toContain("This no longer exists");
    expect(words(403)).toContain("Your role doesn't allow this change");
    expect(words(404)).not.toBe(words(403));
    expect(isGeneric(words(409))).toBe(true);
  });

  it("leaves server faults and unknown codes to the general message", () => {
    expect(refusalOf(new ApiError(500, { code: "duplicate-email" }))).toBeUndefined();
    expect(refusalOf(new ApiError(400, { code: "something-new" }))).toBeUndefined();
    expect(messageForRefusal(new ApiError(400, { code: "something-new" }))).toBe(
      genericErrorMessage,
    );
  });
});

describe("the words for each rule a server's validation error names", () => {
  // The rules the server's own checks name (`constraints: { isSameSite: … }`) and the names of
  // the schemas' refinements, which its validation errors carry.
  const rules = [
    ...found(/constraints: \{ (\w+):/g),
    ...found(/refine\(\s*[^,]+,\s*"(\w+)"/g),
    "isSafeText",
  ];
  // Refinements no form sends a value for: a whole body's shape or a query's.
  const unworded = new Set(["formSchema", "variants", "tagChange", "limit", "range", "meOrUuid"]);

  it.each(rules.filter((rule) => !unworded.has(rule)))("%s is explained", (rule) => {
    const message = describeRefusals([{ kind: rule, limit: 3 }], "given");
    expect(isGeneric(i18n._(message))).toBe(false);
  });
});
