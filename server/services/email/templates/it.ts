import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Ciao *|FNAME|*,");
const copy = "Se il pulsante non funziona, copia questo indirizzo nel tuo browser:";

/** Italian, informal ("tu"), as the interface. */
export const italian: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Conferma il tuo indirizzo email",
      body: body(
        hello,
        paragraph(
          "Grazie per la tua iscrizione a *|ORGNAME|*! Conferma il tuo indirizzo email per completarla:",
        ),
        action("CONFIRMLINK", "Conferma il mio indirizzo email", copy),
        paragraph("Se non hai chiesto tu l'iscrizione, ignora questa email: non succederà nulla."),
      ),
    },
    "email-exists-login": {
      subject: "Hai già un account",
      body: body(
        hello,
        paragraph(
          "Qualcuno, probabilmente tu, ha provato a iscriversi a *|ORGNAME|* con questo indirizzo email. Hai già un account, quindi non serve iscriverti di nuovo: accedi per vedere la tua iscrizione.",
        ),
        action("LOGINLINK", "Accedi", copy),
        paragraph("Se non eri tu, puoi ignorare questa email."),
      ),
    },
    "email-exists-set-password": {
      subject: "Hai già un account",
      body: body(
        hello,
        paragraph(
          "Qualcuno, probabilmente tu, ha provato a iscriversi a *|ORGNAME|* con questo indirizzo email. Hai già un account, quindi non serve iscriverti di nuovo. Imposta una password per accedere:",
        ),
        action("SPLINK", "Imposta una password", copy),
        paragraph(
          "Il link funziona una sola volta ed è valido per 24 ore. Se non eri tu, puoi ignorare questa email.",
        ),
      ),
    },
    welcome: {
      subject: "Ti diamo il benvenuto in *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Grazie per la tua adesione a *|ORGNAME|*. Il tuo sostegno rende possibile il nostro lavoro. Puoi vedere e modificare la tua iscrizione nel tuo account in qualsiasi momento:",
        ),
        action("LOGINLINK", "Vai al mio account", copy),
      ),
    },
    "reset-password": {
      subject: "Scegli una nuova password",
      body: body(
        hello,
        paragraph(
          "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account presso *|ORGNAME|*. Scegli qui una nuova password:",
        ),
        action("RPLINK", "Scegli una nuova password", copy),
        paragraph(
          "Il link funziona una sola volta ed è valido per 24 ore. Se non l'hai chiesto tu, ignora questa email: la tua password resta invariata.",
        ),
      ),
    },
    "reset-device": {
      subject: "Disattiva la verifica in due passaggi",
      body: body(
        hello,
        paragraph(
          "Abbiamo ricevuto una richiesta di disattivare la verifica in due passaggi (i codici della tua app di autenticazione) per il tuo account presso *|ORGNAME|*, per esempio perché hai perso il telefono. Apri questo link e inserisci la tua password per disattivarla:",
        ),
        action("RPLINK", "Disattiva la verifica in due passaggi", copy),
        paragraph(
          "Dopodiché accederai solo con la password, e potrai configurare di nuovo i codici nel tuo account. Il link funziona una sola volta ed è valido per 24 ore. Se non l'hai chiesto tu, ignora questa email: non cambia nulla.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Conferma il tuo nuovo indirizzo email",
      body: body(
        hello,
        paragraph(
          "Hai chiesto di usare *|NEWEMAIL|* per il tuo account presso *|ORGNAME|*. Conferma che questo indirizzo è tuo, e diventerà quello con cui accedi:",
        ),
        action("CONFIRMLINK", "Conferma il mio nuovo indirizzo email", copy),
        paragraph(
          "Il link funziona una sola volta ed è valido per 24 ore. Se non l'hai chiesto tu, ignora questa email: non cambia nulla.",
        ),
      ),
    },
    "email-changed": {
      subject: "Il tuo indirizzo email è stato cambiato",
      body: body(
        hello,
        paragraph(
          "Il tuo account presso *|ORGNAME|* ora usa *|NEWEMAIL|*: d'ora in poi accedi con questo indirizzo. Se non hai fatto tu questa modifica, scrivici subito.",
        ),
      ),
    },
    "password-changed": {
      subject: "La tua password è stata cambiata",
      body: body(
        hello,
        paragraph(
          "La password del tuo account presso *|ORGNAME|* è stata cambiata il *|CHANGEDAT|*. Per la tua sicurezza, sei stato disconnesso da tutti gli altri dispositivi.",
        ),
        paragraph(
          "Se sei stato tu, non devi fare altro. Se non sei stato tu, scegli subito una nuova password con questo link e scrivici a *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Scegli una nuova password", copy),
      ),
    },
    "mfa-removed": {
      subject: "La verifica in due passaggi del tuo account è stata disattivata",
      body: body(
        hello,
        paragraph(
          "Il nostro team di *|ORGNAME|* ha disattivato la verifica in due passaggi (i codici della tua app di autenticazione) per il tuo account il *|CHANGEDAT|*. Ora accedi solo con la tua password e sei stato disconnesso ovunque.",
        ),
        paragraph(
          "Se ce l'hai chiesto tu, non devi fare altro: puoi riattivare i codici nel tuo account. Se non l'hai chiesto, scegli subito una nuova password con questo link e scrivici a *|SUPPORTEMAIL|*:",
        ),
        action("RESETLINK", "Scegli una nuova password", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "Il tuo contributo è stato annullato",
      body: body(
        hello,
        paragraph(
          "Il tuo contributo a *|ORGNAME|* è stato annullato e non verranno addebitati altri pagamenti. La tua iscrizione resta attiva fino al *|EXPIRES|*.",
        ),
        paragraph("Grazie per il tuo sostegno. Puoi tornare quando vuoi."),
      ),
    },
    "manual-to-automatic": {
      subject: "Il tuo contributo ora è automatico",
      body: body(
        hello,
        paragraph(
          "Grazie per aver impostato un contributo automatico a *|ORGNAME|*. D'ora in poi i pagamenti vengono addebitati automaticamente, quindi non devi fare nient'altro. Puoi vedere e modificare il tuo contributo nel tuo account:",
        ),
        action("LOGINLINK", "Vai al mio account", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "Il tuo contributo non è partito",
      body: body(
        hello,
        paragraph(
          "Non siamo riusciti ad avviare il tuo contributo a *|ORGNAME|* perché il primo pagamento non è andato a buon fine. Riprova dal tuo account, oppure scrivici a *|SUPPORTEMAIL|* e ti aiuteremo.",
        ),
        action("LOGINLINK", "Vai al mio account", copy),
      ),
    },
    "payment-failed": {
      subject: "Il tuo pagamento non è andato a buon fine",
      body: body(
        hello,
        paragraph(
          "Non siamo riusciti a riscuotere il tuo contributo di *|AMOUNT|* a *|ORGNAME|*. Controlla i tuoi dati di pagamento, oppure indicaci un altro metodo di pagamento, così la tua iscrizione continua:",
        ),
        action("UPDATELINK", "Aggiorna il mio metodo di pagamento", copy),
        paragraph("Per qualsiasi domanda, scrivici a *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "Il tuo contributo è terminato",
      body: body(
        hello,
        paragraph(
          "Abbiamo provato più volte a riscuotere il tuo contributo a *|ORGNAME|*, ma i pagamenti non sono andati a buon fine: il tuo contributo è quindi terminato e non verranno effettuati altri addebiti. La tua iscrizione termina il *|EXPIRES|*.",
        ),
        paragraph(
          "Per continuare, o per ricominciare in qualsiasi momento, indicaci un metodo di pagamento nella pagina del tuo contributo:",
        ),
        action("UPDATELINK", "Riattiva il mio contributo", copy),
        paragraph("Per qualsiasi domanda scrivici a *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Grazie per la tua risposta",
      body: body(
        paragraph("Ciao,"),
        paragraph(
          "Grazie per aver risposto a «*|CALLOUTTITLE|*». Abbiamo ricevuto la tua risposta.",
        ),
        action("CALLOUTLINK", "Vedi l'invito a partecipare", copy),
        paragraph("Per qualsiasi domanda, scrivici a *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "Le tue risposte a «*|CALLOUTTITLE|*»",
      body: body(
        hello,
        paragraph(
          "Grazie per aver risposto a «*|CALLOUTTITLE|*». Ecco una copia delle tue risposte:",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Vedi l'invito a partecipare", copy),
      ),
    },
    "new-member": {
      subject: "Nuovo contatto: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* ha appena aderito a *|ORGNAME|*."),
        paragraph("ID contatto: *|MEMBERID|*"),
      ),
    },
    "cancelled-member": {
      subject: "Contributo annullato: *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* ha annullato il suo contributo a *|ORGNAME|*."),
        paragraph("ID contatto: *|MEMBERID|*"),
      ),
    },
    "member-ended-failed": {
      subject: "Contributo terminato dopo pagamenti non riusciti: *|MEMBERNAME|*",
      body: body(
        paragraph(
          "Il contributo di *|MEMBERNAME|* a *|ORGNAME|* è terminato dopo pagamenti non riusciti.",
        ),
        paragraph("ID contatto: *|MEMBERID|*"),
      ),
    },
    "new-callout-response": {
      subject: "Nuova risposta a «*|CALLOUTTITLE|*»",
      body: body(
        paragraph(
          "È arrivata una nuova risposta all'invito a partecipare «*|CALLOUTTITLE|*» (*|CALLOUTSLUG|*).",
        ),
        paragraph("Da: *|RESPNAME|*"),
      ),
    },
    "callout-responses-digest": {
      subject: "*|RESPCOUNT|* nuove risposte a «*|CALLOUTTITLE|*»",
      body: body(
        paragraph(
          "L'invito a partecipare «*|CALLOUTTITLE|*» (*|CALLOUTSLUG|*) ha ricevuto *|RESPCOUNT|* nuove risposte dall'ultimo riepilogo.",
        ),
        action("RESPLINK", "Vedi le risposte", copy),
      ),
    },
    "webhook-disabled": {
      subject: "Un webhook è stato disattivato",
      body: body(
        paragraph("Ciao *|FNAME|*,"),
        paragraph(
          "Gli invii al webhook all'indirizzo *|WEBHOOKURL|* non sono riusciti per 3 giorni, quindi *|ORGNAME|* lo ha disattivato. Non gli verrà inviato più nulla finché non sarà riattivato.",
        ),
        paragraph(
          "Controlla che lo strumento che riceve gli invii funzioni, inviagli un evento di prova e poi riattiva il webhook.",
        ),
        action("WEBHOOKSLINK", "Apri i webhook", copy),
      ),
    },
  },
  footer: {
    questions: "Domande? Scrivici a",
    privacy: "Informativa sulla privacy",
    terms: "Termini e condizioni",
    impressum: "Note legali",
  },
};
