import type { ImportField } from "./import";

/**
 * Header names, as `simplify` leaves them, that say which field a column fills: English and the
 * languages the admin area speaks (German, Dutch, French), plus common spreadsheet exports'.
 */
const NAMES: Record<ImportField, readonly string[]> = {
  email: [
    "email",
    "emailaddress",
    "mail",
    "emailadresse",
    "mailadresse",
    "courriel",
    "adressemail",
  ],
  firstname: ["firstname", "first", "givenname", "forename", "vorname", "voornaam", "prenom"],
  lastname: [
    "lastname",
    "last",
    "surname",
    "familyname",
    "nachname",
    "familienname",
    "achternaam",
    "nom",
    "nomdefamille",
  ],
  telephone: [
    "telephone",
    "phone",
    "phonenumber",
    "tel",
    "mobile",
    "telefon",
    "telefonnummer",
    "handy",
    "telefoon",
    "telefoonnummer",
    "portable",
  ],
  newsletterStatus: ["newsletter", "newsletterstatus", "subscribed", "subscription"],
  notes: [
    "notes",
    "note",
    "comments",
    "comment",
    "notizen",
    "bemerkung",
    "opmerkingen",
    "remarques",
  ],
  tags: ["tags", "tag", "labels", "label", "schlagworte", "etiketten", "etiquettes"],
};

/** Lower case without accents, spaces or punctuation: "E-Mail-Adresse" is "emailadresse". */
const simplify = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const BY_NAME = new Map(
  Object.entries(NAMES).flatMap(([field, names]) =>
    names.map((name) => [name, field as ImportField] as const),
  ),
);

/**
 * Which field each column most likely fills, by its header; null for a column it cannot tell
 * or whose field an earlier column fills already (the import takes each field once).
 */
export function guessImportMapping(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = BY_NAME.get(simplify(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
