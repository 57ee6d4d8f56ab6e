import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage } from "./types";

const hello = paragraph("Bonjour *|FNAME|*,");
const copy = "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :";

/** French, formal ("vous"), as the interface. */
export const french: EmailLanguage = {
  templates: {
    "confirm-email": {
      subject: "Veuillez confirmer votre adresse e-mail",
      body: body(
        hello,
        paragraph(
          "Merci d'avoir rejoint *|ORGNAME|* ! Veuillez confirmer votre adresse e-mail pour terminer :",
        ),
        action("CONFIRMLINK", "Confirmer mon adresse e-mail", copy),
        paragraph(
          "Si vous n'êtes pas à l'origine de cette inscription, ignorez cet e-mail : il ne se passera rien.",
        ),
      ),
    },
    "email-exists-login": {
      subject: "Vous avez déjà un compte",
      body: body(
        hello,
        paragraph(
          "Quelqu'un, probablement vous, a essayé de rejoindre *|ORGNAME|* avec cette adresse e-mail. Vous avez déjà un compte, inutile donc de vous inscrire à nouveau : connectez-vous pour voir votre adhésion.",
        ),
        action("LOGINLINK", "Me connecter", copy),
        paragraph("Si ce n'était pas vous, vous pouvez ignorer cet e-mail."),
      ),
    },
    "email-exists-set-password": {
      subject: "Vous avez déjà un compte",
      body: body(
        hello,
        paragraph(
          "Quelqu'un, probablement vous, a essayé de rejoindre *|ORGNAME|* avec cette adresse e-mail. Vous avez déjà un compte, inutile donc de vous inscrire à nouveau. Définissez un mot de passe pour vous connecter :",
        ),
        action("SPLINK", "Définir un mot de passe", copy),
        paragraph(
          "Le lien fonctionne une seule fois, pendant 24 heures. Si ce n'était pas vous, vous pouvez ignorer cet e-mail.",
        ),
      ),
    },
    welcome: {
      subject: "Bienvenue chez *|ORGNAME|*",
      body: body(
        hello,
        paragraph(
          "Merci d'avoir rejoint *|ORGNAME|*. Votre soutien rend notre travail possible. Vous pouvez consulter et modifier votre adhésion à tout moment dans votre compte :",
        ),
        action("LOGINLINK", "Accéder à mon compte", copy),
      ),
    },
    "reset-password": {
      subject: "Choisissez un nouveau mot de passe",
      body: body(
        hello,
        paragraph(
          "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte chez *|ORGNAME|*. Choisissez un nouveau mot de passe ici :",
        ),
        action("RPLINK", "Choisir un nouveau mot de passe", copy),
        paragraph(
          "Le lien fonctionne une seule fois, pendant 24 heures. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
        ),
      ),
    },
    "reset-device": {
      subject: "Désactiver la validation en deux étapes",
      body: body(
        hello,
        paragraph(
          "Nous avons reçu une demande de désactivation de la validation en deux étapes (les codes de votre application d'authentification) pour votre compte chez *|ORGNAME|*, par exemple parce que vous avez perdu votre téléphone. Ouvrez ce lien et saisissez votre mot de passe pour la désactiver :",
        ),
        action("RPLINK", "Désactiver la validation en deux étapes", copy),
        paragraph(
          "Vous vous connecterez ensuite avec votre seul mot de passe, et vous pourrez configurer de nouveau les codes dans votre compte. Le lien fonctionne une seule fois, pendant 24 heures. Si vous n'avez rien demandé, ignorez cet e-mail : rien ne change.",
        ),
      ),
    },
    "confirm-email-change": {
      subject: "Confirmez votre nouvelle adresse e-mail",
      body: body(
        hello,
        paragraph(
          "Vous avez demandé à utiliser *|NEWEMAIL|* pour votre compte chez *|ORGNAME|*. Confirmez que cette adresse est bien la vôtre, et elle deviendra celle avec laquelle vous vous connectez :",
        ),
        action("CONFIRMLINK", "Confirmer ma nouvelle adresse e-mail", copy),
        paragraph(
          "Le lien fonctionne une seule fois, pendant 24 heures. Si vous n'avez rien demandé, ignorez cet e-mail : rien ne change.",
        ),
      ),
    },
    "email-changed": {
      subject: "Votre adresse e-mail a été modifiée",
      body: body(
        hello,
        paragraph(
          "Votre compte chez *|ORGNAME|* utilise désormais *|NEWEMAIL|* : connectez-vous avec cette adresse à partir de maintenant. Si vous n'êtes pas à l'origine de ce changement, écrivez-nous immédiatement.",
        ),
      ),
    },
    "password-changed": {
      subject: "Votre mot de passe a été modifié",
      body: body(
        hello,
        paragraph(
          "Le mot de passe de votre compte chez *|ORGNAME|* a été modifié le *|CHANGEDAT|*. Par sécurité, vous avez été déconnecté·e partout ailleurs.",
        ),
        paragraph(
          "Si c'était vous, vous n'avez rien d'autre à faire. Sinon, choisissez tout de suite un nouveau mot de passe avec ce lien, et écrivez-nous à *|SUPPORTEMAIL|* :",
        ),
        action("RESETLINK", "Choisir un nouveau mot de passe", copy),
      ),
    },
    "mfa-removed": {
      subject: "La validation en deux étapes de votre compte a été désactivée",
      body: body(
        hello,
        paragraph(
          "Notre équipe chez *|ORGNAME|* a désactivé la validation en deux étapes (les codes de votre application d'authentification) de votre compte le *|CHANGEDAT|*. Vous vous connectez désormais avec votre seul mot de passe, et vous avez été déconnecté·e partout.",
        ),
        paragraph(
          "Si vous nous l'avez demandé, vous n'avez rien d'autre à faire : vous pouvez réactiver les codes dans votre compte. Sinon, choisissez tout de suite un nouveau mot de passe avec ce lien, et écrivez-nous à *|SUPPORTEMAIL|* :",
        ),
        action("RESETLINK", "Choisir un nouveau mot de passe", copy),
      ),
    },
    "cancelled-contribution": {
      subject: "Votre contribution a été annulée",
      body: body(
        hello,
        paragraph(
          "Votre contribution à *|ORGNAME|* a été annulée, et aucun autre paiement ne sera prélevé. Votre adhésion reste active jusqu'au *|EXPIRES|*.",
        ),
        paragraph("Merci pour votre soutien. Vous pouvez revenir quand vous le souhaitez."),
      ),
    },
    "manual-to-automatic": {
      subject: "Votre contribution est désormais automatique",
      body: body(
        hello,
        paragraph(
          "Merci d'avoir mis en place une contribution automatique à *|ORGNAME|*. Désormais, vos paiements sont prélevés automatiquement : vous n'avez plus rien à faire. Vous pouvez consulter et modifier votre contribution dans votre compte :",
        ),
        action("LOGINLINK", "Accéder à mon compte", copy),
      ),
    },
    "contribution-didnt-start": {
      subject: "Votre contribution n'a pas pu démarrer",
      body: body(
        hello,
        paragraph(
          "Nous n'avons pas pu démarrer votre contribution à *|ORGNAME|*, car le premier paiement n'a pas abouti. Veuillez réessayer depuis votre compte, ou écrivez-nous à *|SUPPORTEMAIL|* et nous vous aiderons.",
        ),
        action("LOGINLINK", "Accéder à mon compte", copy),
      ),
    },
    "payment-failed": {
      subject: "Votre paiement n'a pas abouti",
      body: body(
        hello,
        paragraph(
          "Nous n'avons pas pu prélever votre contribution de *|AMOUNT|* à *|ORGNAME|*. Veuillez vérifier vos informations de paiement, ou nous indiquer un autre moyen de paiement, afin que votre adhésion continue :",
        ),
        action("UPDATELINK", "Mettre à jour mon moyen de paiement", copy),
        paragraph("Pour toute question, écrivez-nous à *|SUPPORTEMAIL|*."),
      ),
    },
    "contribution-ended-failed": {
      subject: "Votre contribution a pris fin",
      body: body(
        hello,
        paragraph(
          "Nous avons essayé plusieurs fois de prélever votre contribution à *|ORGNAME|*, mais les paiements n’ont pas abouti : votre contribution a donc pris fin et aucun autre paiement ne sera prélevé. Votre adhésion prend fin le *|EXPIRES|*.",
        ),
        paragraph(
          "Pour continuer, ou pour recommencer à tout moment, indiquez-nous un moyen de paiement sur la page de votre contribution :",
        ),
        action("UPDATELINK", "Reprendre ma contribution", copy),
        paragraph("Pour toute question, écrivez-nous à *|SUPPORTEMAIL|*."),
      ),
    },
    "confirm-callout-response": {
      subject: "Merci pour votre réponse",
      body: body(
        paragraph("Bonjour,"),
        paragraph(
          "Merci d'avoir répondu à « *|CALLOUTTITLE|* ». Nous avons bien reçu votre réponse.",
        ),
        action("CALLOUTLINK", "Voir l'appel à participation", copy),
        paragraph("Pour toute question, écrivez-nous à *|SUPPORTEMAIL|*."),
      ),
    },
    "callout-response-answers": {
      subject: "Vos réponses à « *|CALLOUTTITLE|* »",
      body: body(
        hello,
        paragraph(
          "Merci d'avoir répondu à « *|CALLOUTTITLE|* ». Voici une copie de vos réponses :",
        ),
        ANSWERS_TAG,
        action("CALLOUTLINK", "Voir l'appel à participation", copy),
      ),
    },
    "new-member": {
      subject: "Nouveau contact : *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* vient de rejoindre *|ORGNAME|*."),
        paragraph("Identifiant du contact : *|MEMBERID|*"),
      ),
    },
    "cancelled-member": {
      subject: "Contribution annulée : *|MEMBERNAME|*",
      body: body(
        paragraph("*|MEMBERNAME|* a annulé sa contribution à *|ORGNAME|*."),
        paragraph("Identifiant du contact : *|MEMBERID|*"),
      ),
    },
    "member-ended-failed": {
      subject: "Contribution terminée après des paiements refusés : *|MEMBERNAME|*",
      body: body(
        paragraph(
          "La contribution de *|MEMBERNAME|* à *|ORGNAME|* a pris fin après des paiements refusés.",
        ),
        paragraph("Identifiant du contact : *|MEMBERID|*"),
      ),
    },
    "new-callout-response": {
      subject: "Nouvelle réponse à « *|CALLOUTTITLE|* »",
      body: body(
        paragraph(
          "Une nouvelle réponse à l'appel à participation « *|CALLOUTTITLE|* » (*|CALLOUTSLUG|*) est arrivée.",
        ),
        paragraph("De : *|RESPNAME|*"),
      ),
    },
    "callout-responses-digest": {
      subject: "*|RESPCOUNT|* nouvelles réponses à « *|CALLOUTTITLE|* »",
      body: body(
        paragraph(
          "L'appel à participation « *|CALLOUTTITLE|* » (*|CALLOUTSLUG|*) a reçu *|RESPCOUNT|* nouvelles réponses depuis le dernier résumé.",
        ),
        action("RESPLINK", "Voir les réponses", copy),
      ),
    },
    "webhook-disabled": {
      subject: "Un webhook a été désactivé",
      body: body(
        paragraph("Bonjour *|FNAME|*,"),
        paragraph(
          "Les envois vers le webhook à l'adresse *|WEBHOOKURL|* ont échoué pendant 3 jours, *|ORGNAME|* l'a donc désactivé. Plus rien ne lui sera envoyé tant qu'il n'aura pas été réactivé.",
        ),
        paragraph(
          "Vérifiez que l'outil destinataire fonctionne, envoyez-lui un événement de test, puis réactivez le webhook.",
        ),
        action("WEBHOOKSLINK", "Ouvrir les webhooks", copy),
      ),
    },
  },
  footer: {
    questions: "Des questions ? Écrivez-nous à",
    privacy: "Politique de confidentialité",
    terms: "Conditions générales",
    impressum: "Mentions légales",
  },
};
