import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Hallo *|FNAME|*,");
const copy = "Werkt de knop niet? Kopieer dan dit adres naar je browser:";

/** Dutch, informal ("je"), as the interface. */
export const dutch: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Bevestig je e-mailadres",
      body: body(
        hello,
        paragraph(
          "Bedankt dat je lid bent geworden van *|ORGNAME|*! Bevestig je e-mailadres om je aanmelding af te ronden:",
        ),
        action("CONFIRMLINK", "Mijn e-mailadres bevestigen", copy),
        paragraph("Heb je je niet aangemeld? Negeer deze e-mail dan: er gebeurt niets."),
      ),
    },
    "email-exists-login": {
      subject: "Je hebt al een account",
      body: body(
        hello,
        paragraph(
          "Iemand, waarschijnlijk jij, probeerde zich met dit e-mailadres aan te melden bij *|ORGNAME|*. Je hebt al een account, dus je hoeft je niet opnieuw aan te melden: log in om je lidmaatschap te bekijken.",
        ),
        action("LOGINLINK", "Inloggen", copy),
        paragraph("Was jij dit niet? Dan kun je deze e-mail negeren."),
      ),
    },
    "email-exists-set-password": {
      subject: "Je hebt al een account",
      body: body(
        hello,
        paragraph(
          "Iemand, waarschijnlijk jij, probeerde zich met dit e-mailadres aan te melden bij *|ORGNAME|*. Je hebt al een account, dus je hoeft je niet opnieuw aan te melden. Stel een wachtwoord in om in te loggen:",
        ),
        action("SPLINK", "Wachtwoord instellen", copy),
        paragraph(
          "De link werkt één keer en blijft 24 uur geldig. Was jij dit niet? Dan kun je deze e-mail negeren.",
        ),
      ),
    },
    welcome: {
      subject: "Welkom bij *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Bedankt dat je lid bent geworden van *|ORGNAME|*. Dankzij jouw steun kunnen we ons werk doen. In je account kun je je lidmaatschap altijd bekijken en wijzigen:",
        ),
        action("LOGINLINK", "Naar mijn account", copy),
      ),
    },
    "reset-password": {
      subject: "Kies een nieuw wachtwoord",
      body: body(
        hello,
        paragraph(
          "We hebben een verzoek gekregen om het wachtwoord van je account bij *|ORGNAME|* te resetten. Kies hier een nieuw wachtwoord:",
        ),
        action("RPLINK", "Nieuw wachtwoord kiezen", copy),
        paragraph(
          "De link werkt één keer en blijft 24 uur geldig. Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.",
        ),
      ),
    },
    "reset-device": {
      subject: "Tweestapsverificatie uitzetten",
      body: body(
        hello,
        paragraph(
          "We hebben een verzoek gekregen om tweestapsverificatie (de codes uit je authenticatie-app) uit te zetten voor je account bij *|ORGNAME|*, bijvoorbeeld omdat je je telefoon kwijt bent. Open deze link en vul je wachtwoord in om haar uit te zetten:",
        ),
        action("RPLINK", "Tweestapsverificatie uitzetten", copy),
        paragraph(
          "Daarna log je alleen met je wachtwoord in, en kun je de codes opnieuw instellen in je account. De link werkt één keer en blijft 24 uur geldig. Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Bevestig je nieuwe e-mailadres",
      body: body(
        hello,
        paragraph(
          "Je wilt *|NEWEMAIL|* gebruiken voor je account bij *|ORGNAME|*. Bevestig dat dit adres van jou is, dan log je voortaan daarmee in:",
        ),
        action("CONFIRMLINK", "Mijn nieuwe e-mailadres bevestigen", copy),
        paragraph(
          "De link werkt één keer en blijft 24 uur geldig. Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.",
        ),
      ),
    },
    "email-changed": {
      subject: "Je e-mailadres is gewijzigd",
      body: body(
        hello,
        paragraph(
          "Je account bij *|ORGNAME|* gebruikt nu *|NEWEMAIL|*: log vanaf nu met dat adres in. Heb je deze wijziging niet zelf gedaan? Neem dan meteen contact met ons op.",
        ),
      ),
    },
    "password-changed": {
      subject: "Je wachtwoord is gewijzigd",
      body: body(
        hello,
        paragraph(
          "Het wachtwoord van je account bij *|ORGNAME|* is gewijzigd op *|CHANGEDAT|*. Voor je veiligheid ben je overal anders uitgelogd.",
        ),
        paragraph(
          "Was jij dit? Dan hoef je niets meer te doen. Was jij het niet? Kies dan meteen een nieuw wachtwoord via deze link en schrijf ons op *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Kies een nieuw wachtwoord", copy),
      ),
    },
    "mfa-removed": {
      subject: "Tweestapsverificatie is uitgezet voor je account",
      body: body(
        hello,
        paragraph(
          "Ons team bij *|ORGNAME|* heeft op *|CHANGEDAT|* tweestapsverificatie (de codes uit je authenticator-app) voor je account uitgezet. Je logt nu alleen met je wachtwoord in, en je bent overal uitgelogd.",
        ),
        paragraph(
          "Heb je ons hierom gevraagd? Dan hoef je niets meer te doen: je kunt de codes in je account opnieuw instellen. Heb je dat niet gedaan? Kies dan meteen een nieuw wachtwoord via deze link en schrijf ons op *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Kies een nieuw wachtwoord", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "Je bijdrage is stopgezet",
      body: body(
        hello,
        paragraph(
          "Je bijdrage aan *|ORGNAME|* is stopgezet; er worden geen betalingen meer afgeschreven. Je lidmaatschap blijft actief tot *|EXPIRES|*.",
        ),
        paragraph("Bedankt voor je steun. Je bent altijd weer welkom."),
      ),
    },
    "manual-to-automatic": {
      subject: "Je bijdrage gaat nu automatisch",
      body: body(
        hello,
        paragraph(
          "Bedankt dat je een automatische bijdrage aan *|ORGNAME|* hebt ingesteld. Vanaf nu worden je betalingen automatisch afgeschreven, dus je hoeft verder niets te doen. In je account kun je je bijdrage bekijken en wijzigen:",
        ),
        action("LOGINLINK", "Naar mijn account", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "Je bijdrage is niet gestart",
      body: body(
        hello,
        paragraph(
          "We konden je bijdrage aan *|ORGNAME|* niet starten, omdat de eerste betaling niet is gelukt. Probeer het opnieuw vanuit je account, of mail ons op *|SUPPORTEMAIL|*, dan helpen we je verder.",
        ),
        action("LOGINLINK", "Naar mijn account", copy),
      ),
    },
    "payment-failed": {
      subject: "Je betaling is niet gelukt",
      body: body(
        hello,
        paragraph(
          "We konden je bijdrage van *|AMOUNT|* aan *|ORGNAME|* niet afschrijven. Controleer je betaalgegevens of geef ons een andere betaalmethode, zodat je lidmaatschap doorloopt:",
        ),
        action("UPDATELINK", "Mijn betaalmethode bijwerken", copy),
        paragraph("Heb je vragen? Mail ons op *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "Je bijdrage is beëindigd",
      body: body(
        hello,
        paragraph(
          "We hebben meerdere keren geprobeerd je bijdrage aan *|ORGNAME|* te innen, maar de betalingen zijn niet gelukt. Je bijdrage is daarom beëindigd en er worden geen betalingen meer afgeschreven. Je lidmaatschap eindigt op *|EXPIRES|*.",
        ),
        paragraph(
          "Wil je doorgaan of op een later moment opnieuw beginnen? Geef ons dan een betaalmethode op je bijdragepagina:",
        ),
        action("UPDATELINK", "Mijn bijdrage opnieuw starten", copy),
        paragraph("Heb je vragen? Schrijf ons op *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Bedankt voor je reactie",
      body: body(
        paragraph("Hallo,"),
        paragraph(
          "Bedankt dat je hebt gereageerd op ‘*|CALLOUTTITLE|*’. We hebben je reactie ontvangen.",
        ),
        action("CALLOUTLINK", "Naar de oproep", copy),
        paragraph("Heb je vragen? Mail ons op *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "Je antwoorden op ‘*|CALLOUTTITLE|*’",
      body: body(
        hello,
        paragraph(
          "Bedankt dat je hebt gereageerd op ‘*|CALLOUTTITLE|*’. Hier is een kopie van je antwoorden:",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Naar de oproep", copy),
      ),
    },
    "new-member": {
      subject: "Nieuw contact: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* is net lid geworden van *|ORGNAME|*."),
        paragraph("Contact-id: *|MEMBERID|*"),
      ),
    },
    "cancelled-member": {
      subject: "Bijdrage stopgezet: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* heeft de bijdrage aan *|ORGNAME|* stopgezet."),
        paragraph("Contact-id: *|MEMBERID|*"),
      ),
    },
    "member-ended-failed": {
      subject: "Bijdrage beëindigd na mislukte betalingen: *|MEMBERNAME|*",
      body: body(
        paragraph(
          "De bijdrage van *|MEMBERNAME|* aan *|ORGNAME|* is beëindigd na mislukte betalingen.",
        ),
        paragraph("Contact-id: *|MEMBERID|*"),
      ),
    },
    "new-callout-response": {
      subject: "Nieuwe reactie op ‘*|CALLOUTTITLE|*’",
      body: body(
        paragraph(
          "Er is een nieuwe reactie binnengekomen op de oproep ‘*|CALLOUTTITLE|*’ (*|CALLOUTSLUG|*).",
        ),
        paragraph("Van: *|RESPNAME|*"),
      ),
    },
    "callout-responses-digest": {
      subject: "*|RESPCOUNT|* nieuwe reacties op ‘*|CALLOUTTITLE|*’",
      body: body(
        paragraph(
          "De oproep ‘*|CALLOUTTITLE|*’ (*|CALLOUTSLUG|*) heeft sinds het laatste overzicht *|RESPCOUNT|* nieuwe reacties gekregen.",
        ),
        action("RESPLINK", "Bekijk de reacties", copy),
      ),
    },
    "webhook-disabled": {
      subject: "Een webhook is uitgeschakeld",
      body: body(
        paragraph("Hallo *|FNAME|*,"),
        paragraph(
          "Leveringen aan de webhook op *|WEBHOOKURL|* bleven 3 dagen lang mislukken, dus *|ORGNAME|* heeft hem uitgeschakeld. Er wordt niets meer naartoe gestuurd tot hij weer wordt ingeschakeld.",
        ),
        paragraph(
          "Controleer of het ontvangende programma draait, stuur het een testgebeurtenis en schakel de webhook dan weer in.",
        ),
        action("WEBHOOKSLINK", "Open de webhooks", copy),
      ),
    },
  },
  footer: {
    questions: "Vragen? Mail ons op",
    privacy: "Privacybeleid",
    terms: "Algemene voorwaarden",
    impressum: "Colofon",
  },
};
