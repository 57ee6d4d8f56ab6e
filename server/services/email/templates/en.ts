import { ANSWERS_TAG, action, body, paragraph } from "./parts";
import type { EmailLanguage, EmailTemplate, EmailTemplateId, FooterWords } from "./types";

const hello = paragraph("Hello *|FNAME|*,");
const copy = "If the button does not work, copy this address into your browser:";

/** English: the source language, complete, and the fallback for every other. */
export const templates: Record<EmailTemplateId, EmailTemplate> = {
  "confirm-email": {
    subject: "Please confirm your email address",
    body: body(
      hello,
      paragraph("Thank you for joining *|ORGNAME|*! Please confirm your email address to finish:"),
      action("CONFIRMLINK", "Confirm my email address", copy),
      paragraph("If you did not sign up, ignore this email and nothing will happen."),
    ),
  },
  "email-exists-login": {
    subject: "You already have an account",
    body: body(
      hello,
      paragraph(
        "Someone, probably you, tried to join *|ORGNAME|* with this email address. You already have an account, so there is no need to join again: log in to see your membership.",
      ),
      action("LOGINLINK", "Log in", copy),
      paragraph("If this was not you, you can ignore this email."),
    ),
  },
  "email-exists-set-password": {
    subject: "You already have an account",
    body: body(
      hello,
      paragraph(
        "Someone, probably you, tried to join *|ORGNAME|* with this email address. You already have an account, so there is no need to join again. Set a password to log in:",
      ),
      action("SPLINK", "Set a password", copy),
      paragraph(
        "The link works once and for 24 hours. If this was not you, you can ignore this email.",
      ),
    ),
  },
  welcome: {
    subject: "Welcome to *|ORGNAME|*",
    body: body(
      hello,
      paragraph(
        "Thank you for joining *|ORGNAME|*. Your support makes our work possible. You can see and change your membership in your account at any time:",
      ),
      action("LOGINLINK", "Go to my account", copy),
    ),
  },
  "reset-password": {
    subject: "Choose a new password",
    body: body(
      hello,
      paragraph(
        "We received a request to reset the password of your account with *|ORGNAME|*. Choose a new password here:",
      ),
      action("RPLINK", "Choose a new password", copy),
      paragraph(
        "The link works once and for 24 hours. If you did not ask for this, ignore this email: your password stays as it is.",
      ),
    ),
  },
  "reset-device": {
    subject: "Turn off two-step verification",
    body: body(
      hello,
      paragraph(
        "We received a request to turn off two-step verification (the codes from your authenticator app) for your account with *|ORGNAME|*, for example because you lost your phone. Open this link and enter your password to turn it off:",
      ),
      action("RPLINK", "Turn off two-step verification", copy),
      paragraph(
        "Then you log in with your password alone, and you can set up codes again in your account. The link works once and for 24 hours. If you did not ask for this, ignore this email: nothing changes.",
      ),
    ),
  },
  "confirm-email-change": {
    subject: "Confirm your new email address",
    body: body(
      hello,
      paragraph(
        "You asked to use *|NEWEMAIL|* for your account with *|ORGNAME|*. Confirm that this address is yours, and it becomes the one you log in with:",
      ),
      action("CONFIRMLINK", "Confirm my new email address", copy),
      paragraph(
        "The link works once and for 24 hours. If you did not ask for this, ignore this email: nothing changes.",
      ),
    ),
  },
  "email-changed": {
    subject: "Your email address was changed",
    body: body(
      hello,
      paragraph(
        "Your account with *|ORGNAME|* now uses *|NEWEMAIL|*: log in with that address from now on. If you did not make this change, write to us straight away.",
      ),
    ),
  },
  "password-changed": {
    subject: "Your password was changed",
    body: body(
      hello,
      paragraph(
        "The password of your account with *|ORGNAME|* was changed on *|CHANGEDAT|*. For your safety, you have been logged out everywhere else.",
      ),
      paragraph(
        "If this was you, there is nothing more to do. If it was not you, choose a new password straight away with this link, and write to us at *|SUPPORTEMAIL|*:",
      ),
      action("RESETLINK", "Choose a new password", copy),
    ),
  },
  "mfa-removed": {
    subject: "Two-step verification was turned off for your account",
    body: body(
      hello,
      paragraph(
        "Our team at *|ORGNAME|* turned off two-step verification (the codes from your authenticator app) for your account on *|CHANGEDAT|*. You now log in with your password alone, and you have been logged out everywhere.",
      ),
      paragraph(
        "If you asked us for this, there is nothing more to do: you can set up codes again in your account. If you did not, choose a new password straight away with this link, and write to us at *|SUPPORTEMAIL|*:",
      ),
      action("RESETLINK", "Choose a new password", copy),
    ),
  },
  "cancelled-contribution": {
    subject: "Your contribution has been cancelled",
    body: body(
      hello,
      paragraph(
        "Your contribution to *|ORGNAME|* has been cancelled, and no further payments will be taken. Your membership stays active until *|EXPIRES|*.",
      ),
      paragraph("Thank you for your support. You are welcome back at any time."),
    ),
  },
  "manual-to-automatic": {
    subject: "Your contribution is now automatic",
    body: body(
      hello,
      paragraph(
        "Thank you for setting up an automatic contribution to *|ORGNAME|*. From now on your payments are taken automatically, so there is nothing more you need to do. You can see and change your contribution in your account:",
      ),
      action("LOGINLINK", "Go to my account", copy),
    ),
  },
  "contribution-didnt-start": {
    subject: "Your contribution did not start",
    body: body(
      hello,
      paragraph(
        "We could not start your contribution to *|ORGNAME|* because the first payment did not go through. Please try again from your account, or write to us at *|SUPPORTEMAIL|* and we will help.",
      ),
      action("LOGINLINK", "Go to my account", copy),
    ),
  },
  "payment-failed": {
    subject: "Your payment did not go through",
    body: body(
      hello,
      paragraph(
        "We could not collect your contribution of *|AMOUNT|* to *|ORGNAME|*. Please check your payment details, or give us another payment method, so that your membership carries on:",
      ),
      action("UPDATELINK", "Update my payment method", copy),
      paragraph("If you have any questions, write to us at *|SUPPORTEMAIL|*."),
    ),
  },
  "contribution-ended-failed": {
    subject: "Your contribution has ended",
    body: body(
      hello,
      paragraph(
        "We tried several times to collect your contribution to *|ORGNAME|*, but the payments did not go through, so your contribution has ended and no further payments will be taken. Your membership ends on *|EXPIRES|*.",
      ),
      paragraph(
        "To carry on, or to start again at any time, give us a payment method on your contribution page:",
      ),
      action("UPDATELINK", "Start my contribution again", copy),
      paragraph("If you have any questions, write to us at *|SUPPORTEMAIL|*."),
    ),
  },
  "confirm-callout-response": {
    subject: "Thank you for your response",
    body: body(
      paragraph("Hello,"),
      paragraph("Thank you for answering “*|CALLOUTTITLE|*”. We have received your response."),
      action("CALLOUTLINK", "See the callout", copy),
      paragraph("If you have any questions, write to us at *|SUPPORTEMAIL|*."),
    ),
  },
  "callout-response-answers": {
    subject: "Your answers to “*|CALLOUTTITLE|*”",
    body: body(
      hello,
      paragraph("Thank you for answering “*|CALLOUTTITLE|*”. Here is a copy of your answers:"),
      ANSWERS_TAG,
      action("CALLOUTLINK", "See the callout", copy),
    ),
  },
  "new-member": {
    subject: "New contact: *|MEMBERNAME|*",
    body: body(
      paragraph("*|MEMBERNAME|* has just joined *|ORGNAME|*."),
      paragraph("Contact id: *|MEMBERID|*"),
    ),
  },
  "cancelled-member": {
    subject: "Contribution cancelled: *|MEMBERNAME|*",
    body: body(
      paragraph("*|MEMBERNAME|* has cancelled their contribution to *|ORGNAME|*."),
      paragraph("Contact id: *|MEMBERID|*"),
    ),
  },
  "member-ended-failed": {
    subject: "Contribution ended after failed payments: *|MEMBERNAME|*",
    body: body(
      paragraph("The contribution of *|MEMBERNAME|* to *|ORGNAME|* ended after failed payments."),
      paragraph("Contact id: *|MEMBERID|*"),
    ),
  },
  "new-callout-response": {
    subject: "New response to “*|CALLOUTTITLE|*”",
    body: body(
      paragraph("A new response to the callout “*|CALLOUTTITLE|*” (*|CALLOUTSLUG|*) has arrived."),
      paragraph("From: *|RESPNAME|*"),
    ),
  },
  "callout-responses-digest": {
    subject: "*|RESPCOUNT|* new responses to “*|CALLOUTTITLE|*”",
    body: body(
      paragraph(
        "The callout “*|CALLOUTTITLE|*” (*|CALLOUTSLUG|*) received *|RESPCOUNT|* new responses since the last summary.",
      ),
      action("RESPLINK", "See the responses", copy),
    ),
  },
  "webhook-disabled": {
    subject: "A webhook was turned off",
    body: body(
      paragraph("Hello *|FNAME|*,"),
      paragraph(
        "Deliveries to the webhook at *|WEBHOOKURL|* kept failing for 3 days, so *|ORGNAME|* has turned it off. Nothing more is sent to it until it is turned on again.",
      ),
      paragraph("Check that the receiving tool is running, send it a test event, then turn it on."),
      action("WEBHOOKSLINK", "Open the webhooks", copy),
    ),
  },
};

export const footer: FooterWords = {
  questions: "Questions? Write to us at",
  privacy: "Privacy policy",
  terms: "Terms and conditions",
  impressum: "Legal notice",
};

export const english: EmailLanguage = { templates, footer };
