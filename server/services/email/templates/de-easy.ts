import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

/**
 * German in plain language (Leichte Sprache), with "Sie": only some emails so far. Every other
 * email, and the footer, falls back along the locale's chain (see `languagesFor` in
 * ./index.ts) until its texts are added here, each in the shape English has (./en.ts).
 */
export const germanEasy: EmailLanguage = {
  templates: {
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
