import { join } from "node:path";
import { parseLocale, DEFAULT_LOCALE, type Locale } from "@core/i18n";
import { isEmail } from "@core/validation";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contacts } from "../../db/schema";
import type { ContentService } from "../content";
import {
  renderFooter,
  renderHeader,
  renderHtml,
  renderText,
  type Branding,
  type EmailLogo,
} from "./layout";
import { mergeHtml, mergeLine } from "./merge";
import { ANSWERS_TAG } from "./templates/parts";
import { emailFormats } from "./formats";
import { formatValue, type MergeFields, type MergeValue } from "./values";
import type { Address, OutgoingEmail, Transport } from "./message";
import { outboxTransport, removeOutboxFilesTo } from "./outbox";
import { PermanentJobError, type JobRunner, type JobWriter } from "../jobs";
import { actionButtons, relabelActions } from "./buttons";
import { emailColours, paintBody } from "./colours";
import { emailJob, type EmailDraft, type EmailRecipient, type QueuedEmail } from "./job";
import type { OverrideStore } from "./overrides";
import { smtpTransport } from "./smtp";
import {
  builtInTemplate,
  footerWords,
  type EmailTemplate,
  type EmailTemplateId,
} from "./templates";

export { EMAIL_TEMPLATE_IDS, isEmailTemplateId, type EmailTemplateId } from "./templates";
export type { EmailDraft } from "./job";

/** What one email adds to its template: staff's own text for it, the reader's answers. */
export type EmailExtras = Pick<QueuedEmail, "own" | "answers">;

/** Stands for the answers while the rest is merged, so nothing in them is taken for a tag. */
const ANSWERS_MARK = "\u0000answers\u0000";
export type { MergeFields } from "./values";
export { dayField, momentField, moneyField } from "./values";
export type { OutboxSummary } from "./outbox";
/**
 * Who an email goes to. Its names fill `*|FNAME|*`, `*|LNAME|*` and `*|NAME|*` (the full
 * name; never the address, so nobody is greeted by it), its address `*|EMAIL|*`.
 */
export type { EmailRecipient } from "./job";

/** A rendered email: what a transport sends. */
export type RenderedEmail = Omit<OutgoingEmail, "template">;

/** What the service logs through: the app's pino logger, or a stand-in in tests. */
export interface EmailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailServiceOptions {
  /** Where emails are queued when the caller gives no transaction. */
  db: Database;
  /** Delivers the queued emails: each is a job (`./job.ts`). */
  jobs: JobRunner;
  content: ContentService;
  /** The organisation's own wording of the emails, which wins over the built-in texts. */
  overrides: OverrideStore;
  /** Deliver over SMTP at this URL; otherwise keep messages in `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** The site's address: relative links in settings, and default links, are made absolute. */
  baseUrl: string;
  log: EmailLog;
  /**
   * The picture emails show for the logo at this absolute address (an uploaded SVG's PNG
   * copy: services/uploads `emailImage`), or undefined for none. Without it, the logo's own
   * address is used unless it is an SVG, which many mail apps block.
   */
  emailImage?: (url: string) => Promise<EmailLogo | undefined>;
}

export type EmailService = ReturnType<typeof createEmailService>;

/** The outbox of an instance: `<AGORA_DATA_DIR>/outbox`. */
export function outboxDirectory(dataDir: string): string {
  return join(dataDir, "outbox");
}

/** A link from settings as a mail app needs it: paths on this site become absolute. */
export function absoluteUrl(link: string, baseUrl: string): string {
  return link.startsWith("/") ? new URL(link, baseUrl).toString() : link;
}

/** The parts of a send error worth logging: never the SMTP URL or what the server was sent. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, responseCode, command } = error as Error & Record<string, unknown>;
  return {
    name: error.name,
    // A message could quote a URL with its password: keep the host, drop the credentials.
    message: error.message.replace(/\/\/[^/@\s]*@/g, "//"),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
    // Only the verb: an AUTH command line carries credentials.
    ...(typeof command === "string" ? { command: command.split(" ")[0] } : {}),
  };
}

/** A text an admin wrote: sanitised when stored, its action links shown as buttons. */
function adminText(text: EmailTemplate): EmailTemplate {
  return { subject: text.subject, body: actionButtons(text.body) };
}

/** The body with its answers tag marked (an unknown tag would be merged away). */
function markAnswers(body: string): string {
  return body.split(ANSWERS_TAG).join(ANSWERS_MARK);
}

/** The merged body with the answers in their place, or after it without a place. */
function withAnswers(merged: string, answers: string | undefined): string {
  if (answers === undefined) return merged.split(ANSWERS_MARK).join("");
  if (!merged.includes(ANSWERS_MARK)) return `${merged}\n${answers}`;
  return merged.split(ANSWERS_MARK).join(answers);
}

function fullName(recipient: EmailRecipient): string {
  return [recipient.firstname, recipient.lastname].filter(Boolean).join(" ").trim();
}

/** The logo as emails show it: never an SVG. */
async function logoOf(
  options: EmailServiceOptions,
  logoUrl: string,
): Promise<EmailLogo | undefined> {
  if (!logoUrl) return undefined;
  const url = absoluteUrl(logoUrl, options.baseUrl);
  if (options.emailImage) return options.emailImage(url);
  return /\.svg(?:[?#]|$)/i.test(url) ? undefined : { url };
}

/** The sender, branding and language emails are written with, as the content says now. */
async function emailSettings(options: EmailServiceOptions) {
  const { content, baseUrl } = options;
  const [general, email] = await Promise.all([content.get("general"), content.get("email")]);
  const supportEmail = email.supportEmail || general.supportEmail;
  const from: Address = {
    name: email.supportEmailName || general.organisationName,
    // Some address is needed to send at all; replies to it go nowhere, which is honest.
    address: supportEmail || `noreply@${new URL(baseUrl).hostname}`,
  };
  const branding: Branding = {
    organisationName: general.organisationName,
    logo: await logoOf(options, general.logoUrl),
    supportEmail,
    privacyLink: absoluteUrl(general.privacyLink, baseUrl),
    termsLink: absoluteUrl(general.termsLink, baseUrl),
    impressumLink: absoluteUrl(general.impressumLink, baseUrl),
    colours: emailColours(general.theme),
  };
  const locale = parseLocale(general.locale) ?? DEFAULT_LOCALE;
  return { from, branding, locale, supportEmail, general };
}

/** The language the contact at `address` chose for their emails, if they did. */
async function contactLocale(
  db: EmailServiceOptions["db"],
  address: string,
): Promise<Locale | undefined> {
  const [contact] = await db
    .select({ locale: contacts.locale })
    .from(contacts)
    .where(eq(contacts.email, address.trim().toLowerCase()));
  return parseLocale(contact?.locale ?? undefined);
}

/**
 * Queues an email. With `writer` (a transaction), it is queued only if that commits; a
 * runner then finds it at its next poll, or at once when poked after the commit.
 */
async function queueEmail(
  jobs: JobRunner,
  {
    template,
    to,
    fields,
    writer,
    draft,
    extras,
  }: {
    template: EmailTemplateId;
    to: EmailRecipient | undefined;
    fields: MergeFields;
    writer: JobWriter;
    draft: EmailDraft | undefined;
    extras: EmailExtras;
  },
): Promise<void> {
  await jobs.enqueue(writer, emailJob, {
    ...(draft ? { draft } : {}),
    ...(extras.own ? { own: extras.own } : {}),
    ...(extras.answers !== undefined ? { answers: extras.answers } : {}),
    template,
    recipient: to
      ? {
          email: to.email,
          ...(to.firstname ? { firstname: to.firstname } : {}),
          ...(to.lastname ? { lastname: to.lastname } : {}),
          ...(to.locale ? { locale: to.locale } : {}),
        }
      : null,
    fields: Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, MergeValue | null] => entry[1] !== undefined,
      ),
    ),
  });
}

/**
 * Emails in the recipient's language (the contact's `locale`, else the organisation's), from built-in templates with merge tags, with its
 * footer, as HTML and plain text. `send` only queues the email as a job (in the caller's
 * transaction when given one); the job runner delivers it, retrying while the mail server is
 * away, so a request never waits for the mail server nor fails because of it.
 */
export function createEmailService(options: EmailServiceOptions) {
  const { baseUrl, log } = options;
  const transport: Transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : outboxTransport(options.outboxDir);
  log.info({ transport: transport.kind }, `Emails go ${transport.description}`);

  const settings = () => emailSettings(options);

  /**
   * The text of a template in a language: the organisation's own (an override), else the
   * built-in one of that language or the nearest that has it, English last; an empty subject
   * or body of the organisation's is the built-in one. Texts admins wrote get their action
   * links as buttons.
   */
  async function textOf(template: EmailTemplateId, locale: Locale): Promise<EmailTemplate> {
    const override = await options.overrides.find(template, locale);
    const builtIn = builtInTemplate(template, locale);
    if (!override) return builtIn;
    const own = adminText(override);
    return { subject: own.subject || builtIn.subject, body: own.body || builtIn.body };
  }

  /**
   * The email as it would be sent. `draft` (a text not saved yet, in its own language) stands
   * in for the template's.
   */
  async function render(
    template: EmailTemplateId,
    to: EmailRecipient,
    fields: MergeFields = {},
    draft?: EmailDraft,
    team = false,
    extras: EmailExtras = {},
  ): Promise<RenderedEmail> {
    const current = await settings();
    const { from, branding, supportEmail } = current;
    // A contact's own language when they have one; the team reads the organisation's.
    const locale =
      draft?.locale ??
      to.locale ??
      (team ? undefined : await contactLocale(options.db, to.email)) ??
      current.locale;
    const values: Record<string, string | number | null | undefined> = {
      ORGNAME: branding.organisationName,
      SUPPORTEMAIL: supportEmail,
      LOGINLINK: absoluteUrl("/auth/login", baseUrl),
      EMAIL: to.email,
      FNAME: to.firstname ?? "",
      LNAME: to.lastname ?? "",
      NAME: fullName(to),
    };
    // Dates and amounts are written in the email's language, as it is rendered.
    const formats = emailFormats(current.general, locale);
    for (const [name, value] of Object.entries(fields)) {
      values[name.toUpperCase()] = formatValue(value, formats);
    }

    const text = draft ? adminText(draft) : await textOf(template, locale);
    const own = extras.own && adminText(extras.own);
    const subject = mergeLine(own?.subject || text.subject, values);
    const ownBody = relabelActions(own?.body || text.body, extras.own?.linkText ?? {});
    const body = paintBody(
      withAnswers(mergeHtml(markAnswers(ownBody), values), extras.answers),
      branding.colours,
    );
    const footer = renderFooter(branding, footerWords(locale));
    return {
      from,
      to: to.email,
      subject,
      html: renderHtml({ locale, subject, header: renderHeader(branding), body, footer }),
      text: renderText({ body, footer }),
    };
  }

  /**
   * Sends one queued email now; throws when it did not leave (a PermanentJobError when trying
   * again cannot help).
   */
  async function deliver({
    template,
    recipient,
    fields,
    draft,
    own,
    answers,
  }: QueuedEmail): Promise<void> {
    let to = recipient ?? undefined;
    const team = !to;
    if (!to) {
      // The team's address as it is now, not as it was when the email was queued.
      const { supportEmail } = await settings();
      if (!supportEmail) {
        log.info({ template }, "No support address is set: a team email was not sent");
        return;
      }
      to = { email: supportEmail };
    }
    if (!isEmail(to.email)) {
      throw new PermanentJobError("The recipient's address is not an email address");
    }
    const message = await render(template, to, fields, draft, team, { own, answers });
    try {
      const delivery = await transport.deliver({ template, ...message });
      if (delivery.file) {
        log.info({ template, file: delivery.file }, `Email kept in the outbox: ${delivery.file}`);
      } else {
        log.info({ template, messageId: delivery.messageId }, "Email sent");
      }
    } catch (error) {
      const described = describeError(error);
      log.error({ template, err: described }, "Could not send an email");
      throw new Error(String(described.message));
    }
  }

  options.jobs.handle(emailJob, deliver);

  const send = (
    template: EmailTemplateId,
    to: EmailRecipient | undefined,
    fields: MergeFields = {},
    writer: JobWriter = options.db,
    draft?: EmailDraft,
    extras: EmailExtras = {},
  ) => queueEmail(options.jobs, { template, to, fields, writer, draft, extras });

  return {
    /** `smtp` when `SMTP_URL` is set, `outbox` otherwise. */
    transport: transport.kind,
    /** The email as it would be sent, without sending it. */
    render,
    /** The footer every email ends with, as HTML (content `email.footer` shows it to admins). */
    async footer(): Promise<string> {
      const { branding, locale } = await settings();
      return renderFooter(branding, footerWords(locale));
    },
    /** Queues an email to a contact (see `send` above); rejects only when the database does. */
    send: (
      template: EmailTemplateId,
      to: EmailRecipient,
      fields: MergeFields = {},
      writer?: JobWriter,
    ) => send(template, to, fields, writer),
    /** Queues an email to a contact with what this one email adds (`EmailExtras`). */
    sendWith: (
      template: EmailTemplateId,
      to: EmailRecipient,
      fields: MergeFields,
      extras: EmailExtras,
      writer?: JobWriter,
    ) => send(template, to, fields, writer, undefined, extras),
    /**
     * Queues a test of a text not saved yet (`draft`, sanitised already) to one person, as the
     * template would send it to them with `fields`.
     */
    sendDraft: (
      template: EmailTemplateId,
      to: EmailRecipient,
      fields: MergeFields,
      draft: EmailDraft,
    ) => send(template, to, fields, options.db, draft),
    /** The text the template sends in a language now (override or built-in). */
    textOf,
    /** Queues an email for the organisation's team, sent to the support address (content
     * `email`, else `general`) when it leaves; skipped when none is set then. */
    sendToAdmins: (template: EmailTemplateId, fields: MergeFields = {}, writer?: JobWriter) =>
      send(template, undefined, fields, writer),
    /**
     * Forgets a deleted contact's address outside the database: the messages to it kept in
     * the outbox folder (with SMTP, nothing is kept).
     */
    async forgetRecipient(address: string): Promise<void> {
      if (transport.kind === "outbox") await removeOutboxFilesTo(options.outboxDir, address);
    },
    /** Sends what was queued in a transaction that has now committed. */
    poke: () => options.jobs.poke(),
    /** Runs every job due now, these emails included (tests). */
    flush: () => options.jobs.drain(),
    /** Closes the SMTP connections (the app does, once its job runner has stopped). */
    close(): void {
      transport.close();
    },
  };
}
