import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Guten Tag *|FNAME|*,");
const copy =
  "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:";

/** German, formal ("Sie"). The emails to admins are shared with the informal variant. */
export const german: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      body: body(
        hello,
        paragraph(
          "Vielen Dank für Ihre Anmeldung bei *|ORGNAME|*! Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Anmeldung abzuschließen:",
        ),
        action("CONFIRMLINK", "E-Mail-Adresse bestätigen", copy),
        paragraph(
          "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach. Es passiert dann nichts.",
        ),
      ),
    },
    "email-exists-login": {
      subject: "Sie haben bereits ein Konto",
      body: body(
        hello,
        paragraph(
          "Jemand – vermutlich Sie – wollte sich mit dieser E-Mail-Adresse bei *|ORGNAME|* anmelden. Sie haben bereits ein Konto und müssen sich nicht erneut anmelden: Loggen Sie sich ein, um Ihre Mitgliedschaft zu sehen.",
        ),
        action("LOGINLINK", "Einloggen", copy),
        paragraph("Falls Sie das nicht waren, können Sie diese E-Mail ignorieren."),
      ),
    },
    "email-exists-set-password": {
      subject: "Sie haben bereits ein Konto",
      body: body(
        hello,
        paragraph(
          "Jemand – vermutlich Sie – wollte sich mit dieser E-Mail-Adresse bei *|ORGNAME|* anmelden. Sie haben bereits ein Konto und müssen sich nicht erneut anmelden. Legen Sie ein Passwort fest, um sich einzuloggen:",
        ),
        action("SPLINK", "Passwort festlegen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.",
        ),
      ),
    },
    welcome: {
      subject: "Willkommen bei *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Vielen Dank, dass Sie Mitglied bei *|ORGNAME|* geworden sind. Ihre Unterstützung macht unsere Arbeit möglich. In Ihrem Konto können Sie Ihre Mitgliedschaft jederzeit einsehen und ändern:",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "reset-password": {
      subject: "Neues Passwort festlegen",
      body: body(
        hello,
        paragraph(
          "Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei *|ORGNAME|* zurückzusetzen. Hier können Sie ein neues Passwort festlegen:",
        ),
        action("RPLINK", "Neues Passwort festlegen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
        ),
      ),
    },
    "reset-device": {
      subject: "Zwei-Faktor-Authentifizierung ausschalten",
      body: body(
        hello,
        paragraph(
          "Wir haben eine Anfrage erhalten, die Zwei-Faktor-Authentifizierung (die Codes aus Ihrer Authentifizierungs-App) für Ihr Konto bei *|ORGNAME|* auszuschalten, zum Beispiel weil Sie Ihr Telefon verloren haben. Öffnen Sie diesen Link und geben Sie Ihr Passwort ein, um sie auszuschalten:",
        ),
        action("RPLINK", "Zwei-Faktor-Authentifizierung ausschalten", copy),
        paragraph(
          "Danach loggen Sie sich nur mit Ihrem Passwort ein und können die Codes in Ihrem Konto neu einrichten. Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
      body: body(
        hello,
        paragraph(
          "Sie möchten *|NEWEMAIL|* für Ihr Konto bei *|ORGNAME|* verwenden. Bestätigen Sie, dass diese Adresse Ihnen gehört, dann loggen Sie sich künftig mit ihr ein:",
        ),
        action("CONFIRMLINK", "Neue E-Mail-Adresse bestätigen", copy),
        paragraph(
          "Der Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.",
        ),
      ),
    },
    "email-changed": {
      subject: "Ihre E-Mail-Adresse wurde geändert",
      body: body(
        hello,
        paragraph(
          "Ihr Konto bei *|ORGNAME|* verwendet jetzt *|NEWEMAIL|*: Loggen Sie sich ab sofort mit dieser Adresse ein. Falls Sie diese Änderung nicht vorgenommen haben, schreiben Sie uns bitte sofort.",
        ),
      ),
    },
    "password-changed": {
      subject: "Ihr Passwort wurde geändert",
      body: body(
        hello,
        paragraph(
          "Das Passwort Ihres Kontos bei *|ORGNAME|* wurde am *|CHANGEDAT|* geändert. Zu Ihrer Sicherheit wurden Sie überall sonst abgemeldet.",
        ),
        paragraph(
          "Wenn Sie das waren, müssen Sie nichts weiter tun. Wenn nicht, wählen Sie bitte sofort über diesen Link ein neues Passwort und schreiben Sie uns an *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Neues Passwort wählen", copy),
      ),
    },
    "mfa-removed": {
      subject: "Die Zwei-Faktor-Authentifizierung Ihres Kontos wurde ausgeschaltet",
      body: body(
        hello,
        paragraph(
          "Unser Team bei *|ORGNAME|* hat am *|CHANGEDAT|* die Zwei-Faktor-Authentifizierung (die Codes aus Ihrer Authenticator-App) für Ihr Konto ausgeschaltet. Sie melden sich jetzt nur mit Ihrem Passwort an und wurden überall abgemeldet.",
        ),
        paragraph(
          "Wenn Sie uns darum gebeten haben, müssen Sie nichts weiter tun: In Ihrem Konto können Sie die Codes wieder einrichten. Wenn nicht, wählen Sie bitte sofort über diesen Link ein neues Passwort und schreiben Sie uns an *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Neues Passwort wählen", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "Ihr Beitrag wurde gekündigt",
      body: body(
        hello,
        paragraph(
          "Ihr Beitrag für *|ORGNAME|* wurde gekündigt; es werden keine weiteren Zahlungen eingezogen. Ihre Mitgliedschaft bleibt bis *|EXPIRES|* aktiv.",
        ),
        paragraph("Vielen Dank für Ihre Unterstützung. Sie sind jederzeit wieder willkommen."),
      ),
    },
    "manual-to-automatic": {
      subject: "Ihr Beitrag wird jetzt automatisch gezahlt",
      body: body(
        hello,
        paragraph(
          "Vielen Dank, dass Sie eine automatische Zahlung für Ihren Beitrag an *|ORGNAME|* eingerichtet haben. Ab jetzt werden Ihre Zahlungen automatisch eingezogen; Sie müssen nichts weiter tun. In Ihrem Konto können Sie Ihren Beitrag einsehen und ändern:",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "Ihr Beitrag konnte nicht starten",
      body: body(
        hello,
        paragraph(
          "Wir konnten Ihren Beitrag für *|ORGNAME|* nicht starten, weil die erste Zahlung nicht geklappt hat. Bitte versuchen Sie es in Ihrem Konto noch einmal, oder schreiben Sie uns an *|SUPPORTEMAIL|*, dann helfen wir Ihnen weiter.",
        ),
        action("LOGINLINK", "Zu meinem Konto", copy),
      ),
    },
    "payment-failed": {
      subject: "Ihre Zahlung ist nicht eingegangen",
      body: body(
        hello,
        paragraph(
          "Wir konnten Ihren Beitrag von *|AMOUNT|* für *|ORGNAME|* nicht einziehen. Bitte prüfen Sie Ihre Zahlungsdaten oder geben Sie uns eine andere Zahlungsmethode, damit Ihre Mitgliedschaft weiterläuft:",
        ),
        action("UPDATELINK", "Zahlungsmethode ändern", copy),
        paragraph("Bei Fragen schreiben Sie uns gern an *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "Ihr Beitrag ist beendet",
      body: body(
        hello,
        paragraph(
          "Wir haben mehrmals versucht, Ihren Beitrag für *|ORGNAME|* einzuziehen, aber die Zahlungen sind nicht eingegangen. Ihr Beitrag ist deshalb beendet, und es werden keine weiteren Zahlungen eingezogen. Ihre Mitgliedschaft endet am *|EXPIRES|*.",
        ),
        paragraph(
          "Um weiterzumachen oder jederzeit neu zu beginnen, geben Sie uns auf Ihrer Beitragsseite eine Zahlungsmethode an:",
        ),
        action("UPDATELINK", "Beitrag wieder aufnehmen", copy),
        paragraph("Bei Fragen schreiben Sie uns gern an *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Vielen Dank für Ihre Antwort",
      body: body(
        paragraph("Guten Tag,"),
        paragraph(
          "Vielen Dank, dass Sie bei „*|CALLOUTTITLE|*“ mitgemacht haben. Wir haben Ihre Antwort erhalten.",
        ),
        action("CALLOUTLINK", "Zum Aufruf", copy),
        paragraph("Bei Fragen schreiben Sie uns an *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "Ihre Antworten zu „*|CALLOUTTITLE|*“",
      body: body(
        hello,
        paragraph(
          "Vielen Dank, dass Sie bei „*|CALLOUTTITLE|*“ mitgemacht haben. Hier ist eine Kopie Ihrer Antworten:",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Zum Aufruf", copy),
      ),
    },
    "new-member": {
      subject: "Neuer Kontakt: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* ist gerade *|ORGNAME|* beigetreten."),
        paragraph("Kontakt-ID: *|MEMBERID|*"),
      ),
    },
    "cancelled-member": {
      subject: "Beitrag gekündigt: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* hat den Beitrag für *|ORGNAME|* gekündigt."),
        paragraph("Kontakt-ID: *|MEMBERID|*"),
      ),
    },
    "member-ended-failed": {
      subject: "Beitrag nach fehlgeschlagenen Zahlungen beendet: *|MEMBERNAME|*",
      body: body(
        paragraph(
          "Der Beitrag von *|MEMBERNAME|* für *|ORGNAME|* wurde nach fehlgeschlagenen Zahlungen beendet.",
        ),
        paragraph("Kontakt-ID: *|MEMBERID|*"),
      ),
    },
    "new-callout-response": {
      subject: "Neue Antwort auf „*|CALLOUTTITLE|*“",
      body: body(
        paragraph(
          "Eine neue Antwort auf den Aufruf „*|CALLOUTTITLE|*“ (*|CALLOUTSLUG|*) ist eingegangen.",
        ),
        paragraph("Von: *|RESPNAME|*"),
      ),
    },
    "callout-responses-digest": {
      subject: "*|RESPCOUNT|* neue Antworten auf „*|CALLOUTTITLE|*“",
      body: body(
        paragraph(
          "Der Aufruf „*|CALLOUTTITLE|*“ (*|CALLOUTSLUG|*) hat seit der letzten Übersicht *|RESPCOUNT|* neue Antworten erhalten.",
        ),
        action("RESPLINK", "Antworten ansehen", copy),
      ),
    },
    "webhook-disabled": {
      subject: "Ein Webhook wurde abgeschaltet",
      body: body(
        paragraph("Hallo *|FNAME|*,"),
        paragraph(
          "Die Zustellungen an den Webhook unter *|WEBHOOKURL|* sind 3 Tage lang immer wieder fehlgeschlagen, deshalb hat *|ORGNAME|* ihn abgeschaltet. Er erhält nichts mehr, bis er wieder eingeschaltet wird.",
        ),
        paragraph(
          "Prüfen Sie, ob das empfangende Tool läuft, senden Sie ihm ein Testereignis und schalten Sie den Webhook dann wieder ein.",
        ),
        action("WEBHOOKSLINK", "Webhooks öffnen", copy),
      ),
    },
  },
  footer: {
    questions: "Fragen? Schreiben Sie uns an",
    privacy: "Datenschutzerklärung",
    terms: "Nutzungsbedingungen",
    impressum: "Impressum",
  },
};
