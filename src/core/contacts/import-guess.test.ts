import { describe, expect, it } from "vitest";
import { guessImportMapping } from "./import-guess";

describe("guessImportMapping", () => {
  it("knows the fields by their English, German, Dutch and French headers", () => {
    expect(
      guessImportMapping(["E-Mail", "Vorname", "Nachname", "Telefon", "Newsletter", "Tags"]),
    ).toEqual(["email", "firstname", "lastname", "telephone", "newsletterStatus", "tags"]);
    expect(guessImportMapping(["Prénom", "Nom", "Courriel"])).toEqual([
      "firstname",
      "lastname",
      "email",
    ]);
    expect(guessImportMapping(["Email address", "First name", "Surname", "Notes"])).toEqual([
      "email",
      "firstname",
      "lastname",
      "notes",
    ]);
  });

  it("leaves unknown columns and a field's second column unmapped", () => {
    expect(guessImportMapping(["email", "Favourite colour", "Mail", ""])).toEqual([
      "email",
      null,
      null,
      null,
    ]);
  });
});
