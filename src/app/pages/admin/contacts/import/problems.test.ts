import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { ImportRowError } from "@core/contacts/import";
import { importProblemText } from "./problems";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const say = (error: Omit<ImportRowError, "row">) => importProblemText({ row: 3, ...error }, i18n);

describe("importProblemText", () => {
  it("words each code of the server with the values it came with", () => {
    expect(say({ field: "email", code: "required" })).toBe("This field is required");
    expect(say({ field: "email", code: "invalid-email" })).toBe(
      "Enter an email address like name@example.com",
    );
    expect(say({ field: "telephone", code: "invalid-phone" })).toMatch(/^Enter a phone number/);
    // Data row 1 is the spreadsheet's row 2, as the failing rows' own numbers are.
    expect(say({ field: "email", code: "duplicate-in-file", firstRow: 1 })).toBe(
      "Row 2 has the same email address",
    );
    expect(say({ field: "lastname", code: "too-long", max: 100 })).toBe(
      "Please use at most 100 characters",
    );
    expect(say({ field: "tags", code: "too-long", max: 100 })).toBe(
      "Each tag can have at most 100 characters",
    );
    expect(
      say({ field: "newsletterStatus", code: "not-allowed", allowed: ["subscribed", "none"] }),
    ).toBe("Use one of “subscribed”, “none”, or leave it empty");
    expect(say({ code: "not-stored" })).toMatch(/^Not stored:/);
    expect(say({ field: "email", code: "superadmin-only" })).toBe(
      "Not updated: only superadmins may change a superadmin's details.",
    );
  });
});
