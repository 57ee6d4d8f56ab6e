import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Hallo *|FNAME|*,");
const copy = "Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:";

/** German, informal ("du"). The emails to admins come from the formal variant. */
export const germanInformal: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Bitte bestätige deine E-Mail-Adresse",
      body: body(
        hello,
        paragraph(
          "Danke für deine Anmeldung bei *|ORGNAME|*! Bitte bestätige deine E-Mail-Adresse, um die Anmeldung abzuschließen:",
        ),
        action("CONFIRMLINK", "E-Mail-Adresse bestätigen", copy),
        paragraph(
          "Falls du dich nicht angemeldet hast, ignoriere diese E-Mail einfach. Es passiert dann nichts.",
        ),
      ),
    },
    "email-exists-login": {
      subject: "Du hast bereits ein Konto",
      body: body(
        hello,
        paragraph(
          "Jemand – vermutlich du – wollte sich mit dieser E-Mail-Adresse bei *|ORGNAME|* anmelden. Du hast bereits ein Konto und musst dich nicht erneut anmelden: Logg dich ein, um deine Mitgliedschaft zu sehen.",
        ),
        action("LOGINLINK", "Einloggen", copy),
        paragraph("Falls du das nicht warst, kannst du diese E-Mail ignorieren."),
      ),
    },
    "email-exists-set-password": {
      subject: "Du hast bereits ein Konto",
      body: body(
        hello,
        paragraph(
          "Jemand – vermutlich du – wollte sich mit dieser E-Mail-Adresse bei *|ORGNAME|* anmelden. Du hast bereits ein Konto und musst dich nicht erneut anmelden. Lege ein Passwort fest, um dich einzuloggen:",
        ),
        action("SPLINK", "Passwort festlegen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls du das nicht warst, kannst du diese E-Mail ignorieren.",
        ),
      ),
    },
    welcome: {
      subject: "Willkommen bei *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Danke, dass du Mitglied bei *|ORGNAME|* geworden bist. Deine Unterstützung macht unsere Arbeit möglich. In deinem Konto kannst du deine Mitgliedschaft jederzeit einsehen und ändern:",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "reset-password": {
      subject: "Neues Passwort festlegen",
      body: body(
        hello,
        paragraph(
          "Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei *|ORGNAME|* zurückzusetzen. Hier kannst du ein neues Passwort festlegen:",
        ),
        action("RPLINK", "Neues Passwort festlegen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.",
        ),
      ),
    },
    "reset-device": {
      subject: "Zwei-Faktor-Authentifizierung ausschalten",
      body: body(
        hello,
        paragraph(
          "Wir haben eine Anfrage erhalten, die Zwei-Faktor-Authentifizierung (die Codes aus deiner Authentifizierungs-App) für dein Konto bei *|ORGNAME|* auszuschalten, zum Beispiel weil du dein Telefon verloren hast. Öffne diesen Link und gib dein Passwort ein, um sie auszuschalten:",
        ),
        action("RPLINK", "Zwei-Faktor-Authentifizierung ausschalten", copy),
        paragraph(
          "Danach loggst du dich nur mit deinem Passwort ein und kannst die Codes in deinem Konto neu einrichten. Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Bestätige deine neue E-Mail-Adresse",
      body: body(
        hello,
        paragraph(
          "Du möchtest *|NEWEMAIL|* für dein Konto bei *|ORGNAME|* verwenden. Bestätige, dass diese Adresse dir gehört, dann loggst du dich künftig mit ihr ein:",
        ),
        action("CONFIRMLINK", "Neue E-Mail-Adresse bestätigen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.",
        ),
      ),
    },
    "email-changed": {
      subject: "Deine E-Mail-Adresse wurde geändert",
      body: body(
        hello,
        paragraph(
          "Dein Konto bei *|ORGNAME|* verwendet jetzt *|NEWEMAIL|*: Logge dich ab sofort mit dieser Adresse ein. Falls du diese Änderung nicht vorgenommen hast, schreib uns bitte sofort.",
        ),
      ),
    },
    "password-changed": {
      subject: "Dein Passwort wurde geändert",
      body: body(
        hello,
        paragraph(
          "Das Passwort deines Kontos bei *|ORGNAME|* wurde am *|CHANGEDAT|* geändert. Zu deiner Sicherheit wurdest du überall sonst abgemeldet.",
        ),
        paragraph(
          "Wenn du das warst, musst du nichts weiter tun. Wenn nicht, wähle bitte sofort über diesen Link ein neues Passwort und schreib uns an *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Neues Passwort wählen", copy),
      ),
    },
    "mfa-removed": {
      subject: "Die Zwei-Faktor-Authentifizierung deines Kontos wurde ausgeschaltet",
      body: body(
        hello,
        paragraph(
          "Unser Team bei *|ORGNAME|* hat am *|CHANGEDAT|* die Zwei-Faktor-Authentifizierung (die Codes aus deiner Authenticator-App) für dein Konto ausgeschaltet. Du meldest dich jetzt nur mit deinem Passwort an und wurdest überall abgemeldet.",
        ),
        paragraph(
          "Wenn du uns darum gebeten hast, musst du nichts weiter tun: In deinem Konto kannst du die Codes wieder einrichten. Wenn nicht, wähle bitte sofort über diesen Link ein neues Passwort und schreib uns an *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Neues Passwort wählen", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "Dein Beitrag wurde gekündigt",
      body: body(
        hello,
        paragraph(
          "Dein Beitrag für *|ORGNAME|* wurde gekündigt; es werden keine weiteren Zahlungen eingezogen. Deine Mitgliedschaft bleibt bis *|EXPIRES|* aktiv.",
        ),
        paragraph("Danke für deine Unterstützung. Du bist jederzeit wieder willkommen."),
      ),
    },
    "manual-to-automatic": {
      subject: "Dein Beitrag wird jetzt automatisch gezahlt",
      body: body(
        hello,
        paragraph(
          "Danke, dass du eine automatische Zahlung für deinen Beitrag an *|ORGNAME|* eingerichtet hast. Ab jetzt werden deine Zahlungen automatisch eingezogen; du musst nichts weiter tun. In deinem Konto kannst du deinen Beitrag einsehen und ändern:",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "Dein Beitrag konnte nicht starten",
      body: body(
        hello,
        paragraph(
          "Wir konnten deinen Beitrag für *|ORGNAME|* nicht starten, weil die erste Zahlung nicht geklappt hat. Bitte versuche es in deinem Konto noch einmal, oder schreib uns an *|SUPPORTEMAIL|*, dann helfen wir dir weiter.",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "payment-failed": {
      subject: "Deine Zahlung ist nicht eingegangen",
      body: body(
        hello,
        paragraph(
          "Wir konnten deinen Beitrag von *|AMOUNT|* für *|ORGNAME|* nicht einziehen. Bitte prüf deine Zahlungsdaten oder gib uns eine andere Zahlungsmethode, damit deine Mitgliedschaft weiterläuft:",
        ),
        action("UPDATELINK", "Zahlungsmethode ändern", copy),
        paragraph("Bei Fragen schreib uns gern an *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "Dein Beitrag ist beendet",
      body: body(
        hello,
        paragraph(
          "Wir haben mehrmals versucht, deinen Beitrag für *|ORGNAME|* einzuziehen, aber die Zahlungen sind nicht eingegangen. Dein Beitrag ist deshalb beendet, und es werden keine weiteren Zahlungen eingezogen. Deine Mitgliedschaft endet am *|EXPIRES|*.",
        ),
        paragraph(
          "Um weiterzumachen oder jederzeit neu zu beginnen, gib uns auf deiner Beitragsseite eine Zahlungsmethode an:",
        ),
        action("UPDATELINK", "Beitrag wieder aufnehmen", copy),
        paragraph("Bei Fragen schreib uns gern an *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Danke für deine Antwort",
      body: body(
        paragraph("Hallo,"),
        paragraph(
          "Danke, dass du bei „*|CALLOUTTITLE|*“ mitgemacht hast. Wir haben deine Antwort erhalten.",
        ),
        action("CALLOUTLINK", "Zum Aufruf", copy),
        paragraph("Bei Fragen schreib uns an *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "Deine Antworten zu „*|CALLOUTTITLE|*“",
      body: body(
        hello,
        paragraph(
          "Danke, dass du bei „*|CALLOUTTITLE|*“ mitgemacht hast. Hier ist eine Kopie deiner Antworten:",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Zum Aufruf", copy),
      ),
    },
  },
  footer: {
    questions: "Fragen? Schreib uns an",
    privacy: "Datenschutzerklärung",
    terms: "Nutzungsbedingungen",
    impressum: "Impressum",
  },
};
