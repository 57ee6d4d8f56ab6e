import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

/**
 * German in plain language (Leichte Sprache), with "Sie": only some emails so far. Every other
 * email, and the footer, falls back along the locale's chain (see `languagesFor` in
 * ./index.ts) until its texts are added here, each in the shape English has (./en.ts).
 */
export const germanEasy: EmailLanguage = {
  templates: {
    "mfa-removed": {
      subject: "Ihr Konto hat jetzt keine Codes mehr",
      body: body(
        paragraph("Hallo *|FNAME|*,"),
        paragraph("Für Ihr Konto bei *|ORGNAME|* gab es Codes aus einer App."),
        paragraph(
          "Unser Team hat die Codes für Ihr Konto ausgeschaltet. Das war am *|CHANGEDAT|*.",
        ),
        paragraph(
          "Jetzt melden Sie sich nur mit Ihrem Passwort an. Wir haben Sie überall abgemeldet.",
        ),
        paragraph("Haben Sie uns darum gebeten? Dann ist alles gut."),
        paragraph(
          "Haben Sie uns nicht darum gebeten? Dann machen Sie bitte gleich ein neues Passwort. Und schreiben Sie uns an *|SUPPORTEMAIL|*.",
        ),
        action(
          "RESETLINK",
          "Neues Passwort machen",
          "Der Knopf geht nicht? Dann kopieren Sie diese Adresse in Ihren Browser:",
        ),
      ),
    },
    "callout-response-answers": {
      subject: "Ihre Antworten zu „*|CALLOUTTITLE|*“",
      body: body(
        paragraph("Hallo *|FNAME|*,"),
        paragraph("danke für Ihre Antworten zu „*|CALLOUTTITLE|*“."),
        paragraph("Hier sind Ihre Antworten:"),
        ANSWERS_TAG,
        action(
          "CALLOUTLINK",
          "Zur Umfrage",
          "Der Knopf geht nicht? Dann kopieren Sie diese Adresse in Ihren Browser:",
        ),
      ),
    },
  },
};
