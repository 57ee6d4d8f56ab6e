import type { EmailTemplateId } from "./types";

/** Who an email goes to: the contact it is about, or the organisation's team (support address). */
export type EmailAudience = "contact" | "team";

export interface EmailTemplateAbout {
  audience: EmailAudience;
  /** The merge fields its sender fills, besides those every email of its audience has. */
  fields: readonly string[];
}

/** Fields every email has: the organisation's name and address, and where to log in. */
export const ORGANISATION_FIELDS = ["ORGNAME", "SUPPORTEMAIL", "LOGINLINK"] as const;
/** Fields every email to a contact has: whom it greets. */
export const RECIPIENT_FIELDS = ["NAME", "FNAME", "LNAME", "EMAIL"] as const;

/**
 * Who gets each email and what its sender fills in (contract section 5): the admin screens list
 * them, offer their merge fields, and fill them with sample values in previews. A new template
 * needs its entry here.
 */
export const TEMPLATE_ABOUT: Record<EmailTemplateId, EmailTemplateAbout> = {
  "confirm-email": { audience: "contact", fields: ["CONFIRMLINK"] },
  "email-exists-login": { audience: "contact", fields: [] },
  "email-exists-set-password": { audience: "contact", fields: ["SPLINK"] },
  welcome: { audience: "contact", fields: [] },
  "reset-password": { audience: "contact", fields: ["RPLINK"] },
  "reset-device": { audience: "contact", fields: ["RPLINK"] },
  "confirm-email-change": { audience: "contact", fields: ["CONFIRMLINK", "NEWEMAIL"] },
  "email-changed": { audience: "contact", fields: ["NEWEMAIL"] },
  "password-changed": { audience: "contact", fields: ["CHANGEDAT", "RESETLINK"] },
  "mfa-removed": { audience: "contact", fields: ["CHANGEDAT", "RESETLINK"] },
  "cancelled-contribution": { audience: "contact", fields: ["EXPIRES"] },
  "manual-to-automatic": { audience: "contact", fields: [] },
  "contribution-didnt-start": { audience: "contact", fields: [] },
  "payment-failed": { audience: "contact", fields: ["AMOUNT", "UPDATELINK"] },
  "contribution-ended-failed": { audience: "contact", fields: ["EXPIRES", "UPDATELINK"] },
  "confirm-callout-response": { audience: "contact", fields: ["CALLOUTTITLE", "CALLOUTLINK"] },
  // ANSWERS is filled with the answers' HTML as it is sent, not merged as text.
  "callout-response-answers": {
    audience: "contact",
    fields: ["CALLOUTTITLE", "CALLOUTLINK", "ANSWERS"],
  },
  "new-member": { audience: "team", fields: ["MEMBERID", "MEMBERNAME"] },
  "cancelled-member": { audience: "team", fields: ["MEMBERID", "MEMBERNAME"] },
  "member-ended-failed": { audience: "team", fields: ["MEMBERID", "MEMBERNAME"] },
  "new-callout-response": {
    audience: "team",
    fields: ["CALLOUTTITLE", "CALLOUTSLUG", "RESPNAME"],
  },
  "callout-responses-digest": {
    audience: "team",
    fields: ["CALLOUTTITLE", "CALLOUTSLUG", "RESPCOUNT", "RESPLINK"],
  },
  // To each superadmin: only they manage webhooks.
  "webhook-disabled": { audience: "contact", fields: ["WEBHOOKURL", "WEBHOOKSLINK"] },
};

/** Every merge field an email of this template may use, its own last. */
export function mergeFieldsOf(id: EmailTemplateId): string[] {
  const { audience, fields } = TEMPLATE_ABOUT[id];
  return [...(audience === "contact" ? RECIPIENT_FIELDS : []), ...ORGANISATION_FIELDS, ...fields];
}
