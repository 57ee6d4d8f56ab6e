// The dashboard's words for the emails Agora sends (lingui.config.ts puts them in its catalog).
// The server's template registry names every template and merge field; its tests check that
// each has its words here.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What an email is about, to list emails by: the team's are those sent to the team. */
export const EMAIL_TOPICS = ["join", "account", "contribution", "callout", "team"] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

export interface EmailTemplateWords {
  /** What the email is, as a title. */
  name: MessageDescriptor;
  /** When it is sent. */
  sent: MessageDescriptor;
  topic: EmailTopic;
}

export const EMAIL_TEMPLATE_WORDS: Readonly<Record<string, EmailTemplateWords>> = {
  "confirm-email": {
    name: msg`Confirm email address`,
    sent: msg`When someone joins without a contribution: the link that confirms their address.`,
    topic: "join",
  },
  "email-exists-login": {
    name: msg`Already a member`,
    sent: msg`When someone joins with the address of an account that has a password.`,
    topic: "join",
  },
  "email-exists-set-password": {
    name: msg`Already a member, no password`,
    sent: msg`When someone joins with the address of an account that has no password yet: a link to set one.`,
    topic: "join",
  },
  welcome: {
    name: msg`Welcome`,
    sent: msg`When a new member has confirmed their email address.`,
    topic: "join",
  },
  "reset-password": {
    name: msg`Reset password`,
    sent: msg`When someone asks for a new password: the link to choose one.`,
    topic: "account",
  },
  "reset-device": {
    name: msg`Turn off two-factor authentication`,
    sent: msg`When someone has lost the device with their codes: the link to turn them off.`,
    topic: "account",
  },
  "confirm-email-change": {
    name: msg`Confirm new email address`,
    sent: msg`When someone changes their email address: sent to the new address, to confirm it.`,
    topic: "account",
  },
  "email-changed": {
    name: msg`Email address changed`,
    sent: msg`When someone's email address has changed: sent to the old address, in case it was not them.`,
    topic: "account",
  },
  "password-changed": {
    name: msg`Password changed`,
    sent: msg`When someone's password has been set or changed, in any way: in case it was not them, with a link to choose a new one.`,
    topic: "account",
  },
  "mfa-removed": {
    name: msg`Two-factor authentication turned off by the team`,
    sent: msg`When an admin turns off someone's two-factor authentication: in case they did not ask for it, with a link to choose a new password.`,
    topic: "account",
  },
  "cancelled-contribution": {
    name: msg`Contribution cancelled`,
    sent: msg`When a member's contribution is cancelled, by them, by an admin or by the payment provider.`,
    topic: "contribution",
  },
  "manual-to-automatic": {
    name: msg`Contribution now automatic`,
    sent: msg`When a member who paid by hand sets up an automatic contribution.`,
    topic: "contribution",
  },
  "contribution-didnt-start": {
    name: msg`Contribution did not start`,
    sent: msg`When the first payment of a new contribution fails.`,
    topic: "contribution",
  },
  "payment-failed": {
    name: msg`Payment failed`,
    sent: msg`When a renewal payment fails, asking the member to update their payment method.`,
    topic: "contribution",
  },
  "contribution-ended-failed": {
    name: msg`Contribution ended after failed payments`,
    sent: msg`When the payment provider gives up on a member's renewal after its retries, telling them when their membership ends and how to start again.`,
    topic: "contribution",
  },
  "confirm-callout-response": {
    name: msg`Response received`,
    sent: msg`When someone who is not signed in answers a callout and leaves their email address.`,
    topic: "callout",
  },
  "callout-response-answers": {
    name: msg`Copy of the answers`,
    sent: msg`When someone answers a callout that sends respondents a copy of their answers. The callout's own subject and text, when it has them, replace these.`,
    topic: "callout",
  },
  "new-member": {
    name: msg`New member`,
    sent: msg`When someone joins.`,
    topic: "team",
  },
  "cancelled-member": {
    name: msg`Member cancelled`,
    sent: msg`When a member's contribution is cancelled.`,
    topic: "team",
  },
  "member-ended-failed": {
    name: msg`Member's payments failed`,
    sent: msg`When a member's contribution ends after failed payments.`,
    topic: "team",
  },
  "new-callout-response": {
    name: msg`New callout response`,
    sent: msg`When a callout set to email each response gets one.`,
    topic: "team",
  },
  "callout-responses-digest": {
    name: msg`Callout responses summary`,
    sent: msg`Once a day, for each callout set to a daily summary that got new responses.`,
    topic: "team",
  },
  "webhook-disabled": {
    name: msg`Webhook turned off`,
    sent: msg`To super admins, when a webhook is turned off because its deliveries failed for 3 days.`,
    topic: "team",
  },
};

/** What each merge field holds, for the menu that inserts them. */
export const MERGE_FIELD_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  NAME: msg`Full name`,
  FNAME: msg`First name`,
  LNAME: msg`Last name`,
  EMAIL: msg`Email address`,
  ORGNAME: msg`Organisation name`,
  SUPPORTEMAIL: msg`Support email address`,
  LOGINLINK: msg`Link to log in`,
  CONFIRMLINK: msg`Link to confirm the address`,
  SPLINK: msg`Link to set a password`,
  RPLINK: msg`Link to reset`,
  NEWEMAIL: msg`New email address`,
  CHANGEDAT: msg`Date and time of the change`,
  RESETLINK: msg`Link to choose a new password`,
  EXPIRES: msg`Date the membership ends`,
  AMOUNT: msg`Amount of the payment`,
  UPDATELINK: msg`Link to update the payment method`,
  CALLOUTTITLE: msg`Callout title`,
  CALLOUTSLUG: msg`Callout address name`,
  CALLOUTLINK: msg`Link to the callout`,
  ANSWERS: msg`The respondent's answers`,
  MEMBERID: msg`Contact id`,
  MEMBERNAME: msg`Contact's name`,
  RESPNAME: msg`Name of who responded`,
  RESPCOUNT: msg`Number of new responses`,
  RESPLINK: msg`Link to the responses`,
  WEBHOOKURL: msg`Address of the webhook`,
  WEBHOOKSLINK: msg`Link to the webhooks settings`,
};
