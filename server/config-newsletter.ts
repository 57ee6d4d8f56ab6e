import { present } from "./config-payments";

/** A Mailchimp audience's access. The key and webhook secret are passwords: never log them. */
export interface MailchimpSettings {
  apiKey: string;
  /** The audience ("list") id. */
  listId: string;
  /** The last part of the webhook's address given to Mailchimp. */
  webhookSecret: string;
}

/**
 * Where contacts' newsletter status goes: Mailchimp when its keys are set; otherwise the local
 * stand-in when `standIn` (`AGORA_TEST_NEWSLETTER`, on by default in development and the demo,
 * asked for by tests); otherwise nowhere (the status stays in Agora).
 */
export interface NewsletterSettings {
  mailchimp?: MailchimpSettings;
  standIn?: boolean;
}

const MAILCHIMP_VARIABLES = [
  "MAILCHIMP_API_KEY",
  "MAILCHIMP_LIST_ID",
  "MAILCHIMP_WEBHOOK_SECRET",
] as const;

/** The secret is compared in constant time, but a short one is guessed anyway. */
const MIN_SECRET_LENGTH = 16;

/** Mailchimp from the environment: all three variables, or none (some is a problem). */
export function newsletterSettings(
  value: (name: string) => string | undefined,
  problems: string[],
  standIn: boolean,
): NewsletterSettings {
  const mailchimp = present(MAILCHIMP_VARIABLES, value, "Mailchimp", problems);
  if (!mailchimp) return { standIn };
  const before = problems.length;
  // Keys end in their data centre ("…-us21"), which names the API's host.
  if (!/^[0-9a-f]+-[a-z]+\d+$/i.test(mailchimp.MAILCHIMP_API_KEY)) {
    problems.push(
      "MAILCHIMP_API_KEY must be a Mailchimp API key, ending in its data centre (…-us21)",
    );
  }
  if (!/^[0-9a-z]+$/i.test(mailchimp.MAILCHIMP_LIST_ID)) {
    problems.push(
      `MAILCHIMP_LIST_ID must be an audience id, letters and digits (got "${mailchimp.MAILCHIMP_LIST_ID}")`,
    );
  }
  if (!/^[A-Za-z0-9_-]+$/.test(mailchimp.MAILCHIMP_WEBHOOK_SECRET)) {
    problems.push(
      "MAILCHIMP_WEBHOOK_SECRET must be letters, digits, - and _ (it is part of an address)",
    );
  } else if (mailchimp.MAILCHIMP_WEBHOOK_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`MAILCHIMP_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (problems.length > before) return { standIn };
  return {
    mailchimp: {
      apiKey: mailchimp.MAILCHIMP_API_KEY,
      listId: mailchimp.MAILCHIMP_LIST_ID,
      webhookSecret: mailchimp.MAILCHIMP_WEBHOOK_SECRET,
    },
    standIn,
  };
}
