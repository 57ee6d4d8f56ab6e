import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { MfaType, ResetFlowType } from "../../src/core/auth";
import type {
  CalloutAccess,
  CalloutCaptcha,
  CalloutNextStep,
  CalloutResponseEmails,
  CalloutChannel,
  CalloutNewsletterSchema,
  ResponseNewsletter,
  ResponseViewSchema,
  SlideButtonTexts,
} from "../../src/core/callouts";
import type { DeliveryAddress, NewsletterStatus, Role } from "../../src/core/contacts";
import type { Answers, FormSchema } from "../../src/core/forms";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The settings documents of `/content/<id>`: one row per id, only the fields admins set. */
export const content = pgTable("content", {
  id: text("id").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person the organisation knows: members, admins, and people without a login. */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased before it is stored, so the unique index ignores case. */
    email: text("email").notNull().unique(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    joined: timestamp("joined", { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp("last_seen", { withTimezone: true }),
    /** `scrypt$N$r$p$salt$hash` (see services/passwords); null until a password is set. */
    passwordHash: text("password_hash"),
    /** Wrong passwords since the last right one or the last change; 3 locks the account. */
    passwordTries: integer("password_tries").notNull().default(0),
  },
  (table) => [
    check("contacts_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

/** A role with the period it is active in; superadmin counts as admin too. */
export const contactRoles = pgTable(
  "contact_roles",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    dateExpires: timestamp("date_expires", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.role] }),
    check("contact_roles_role", sql`${table.role} in ('member', 'admin', 'superadmin')`),
  ],
);

/** One per contact, created with it. */
export const contactProfiles = pgTable(
  "contact_profiles",
  {
    contactId: uuid("contact_id")
      .primaryKey()
      .references(() => contacts.id, { onDelete: "cascade" }),
    telephone: text("telephone").notNull().default(""),
    twitter: text("twitter").notNull().default(""),
    preferredContact: text("preferred_contact").notNull().default(""),
    deliveryOptIn: boolean("delivery_opt_in").notNull().default(false),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    newsletterStatus: text("newsletter_status").$type<NewsletterStatus>().notNull().default("none"),
    newsletterGroups: text("newsletter_groups")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Admins only: never shown to the contact. */
    notes: text("notes").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (table) => [
    check(
      "contact_profiles_newsletter_status",
      sql`${table.newsletterStatus} in ('subscribed', 'unsubscribed', 'cleaned', 'pending', 'none')`,
    ),
  ],
);

/** A contact's second factor; at most one. The secret is never returned by the API. */
export const contactMfa = pgTable(
  "contact_mfa",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .unique()
      .references(() => contacts.id, { onDelete: "cascade" }),
    type: text("type").$type<MfaType>().notNull(),
    /** Base32, as authenticator apps read it. */
    secret: text("secret").notNull(),
    /** The time step of the last code accepted: that code and earlier ones never work again. */
    lastStep: integer("last_step"),
    createdAt: createdAt(),
  },
  (table) => [check("contact_mfa_type", sql`${table.type} in ('totp')`)],
);

/** Keys for other servers; the token is `<id>_<secret>` and only the secret's SHA-256 is kept. */
export const apiKeys = pgTable("api_keys", {
  id: text("id").primaryKey(),
  secretHash: text("secret_hash").notNull(),
  description: text("description").notNull(),
  expires: timestamp("expires", { withTimezone: true }),
  createdAt: createdAt(),
  /** Kept when the creator is deleted: the key still works and is listed without one. */
  creatorId: uuid("creator_id").references(() => contacts.id, { onDelete: "set null" }),
});

/** Signed-in browsers. The id is the SHA-256 of the cookie's token, so a leaked table logs nobody in. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
    /** Room for per-session state later features need. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("sessions_contact_id").on(table.contactId),
    index("sessions_expires").on(table.expires),
  ],
);

/**
 * Emailed links to set a password or to remove a lost second factor (valid 24 hours). The
 * link's token is stored only as its SHA-256 hash: a copy of the database opens no account.
 */
export const resetFlows = pgTable(
  "reset_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    type: text("type").$type<ResetFlowType>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("reset_flows_contact_id").on(table.contactId),
    check("reset_flows_type", sql`${table.type} in ('password', 'totp')`),
  ],
);

/**
 * A contact's new email address waiting for its confirmation: the address changes only when
 * the link sent to it is opened (valid 24 hours). The token is stored as its SHA-256 hash.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("email_changes_contact_id").on(table.contactId, table.createdAt)],
);

/**
 * Sign-in attempts per client address that failed, or are still being checked, for the login
 * rate limit; shared by every server on the database. A successful attempt removes its row.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_address_at").on(table.address, table.at),
    index("login_attempts_at").on(table.at),
  ],
);

/**
 * A call for participation: its settings and form. Its texts live in `callout_variants`, its
 * status follows from `starts` and `expires` (src/core/callouts/status.ts).
 */
export const callouts = pgTable(
  "callouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    image: text("image").notNull().default(""),
    starts: timestamp("starts", { withTimezone: true }),
    expires: timestamp("expires", { withTimezone: true }),
    allowUpdate: boolean("allow_update").notNull().default(false),
    allowMultiple: boolean("allow_multiple").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    access: text("access").$type<CalloutAccess>().notNull().default("member"),
    captcha: text("captcha").$type<CalloutCaptcha>().notNull().default("none"),
    responseEmails: text("response_emails")
      .$type<CalloutResponseEmails>()
      .notNull()
      .default("digest"),
    thanksNextSteps: jsonb("thanks_next_steps")
      .$type<CalloutNextStep[]>()
      .notNull()
      .default(["share", "callouts"]),
    /** When staff were last sent the digest of this callout's new responses. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    channels: jsonb("channels").$type<CalloutChannel[]>(),
    formSchema: jsonb("form_schema").$type<FormSchema>().notNull(),
    newsletterSchema: jsonb("newsletter_schema").$type<CalloutNewsletterSchema>(),
    responseViewSchema: jsonb("response_view_schema").$type<ResponseViewSchema>(),
    /**
     * The number the latest response got. Raised in the transaction that stores a response,
     * so the row lock orders concurrent submissions and no two get the same number.
     */
    lastResponseNumber: integer("last_response_number").notNull().default(0),
    /**
     * How many responses the callout has, kept by the triggers of `callout_responses` (migration
     * 0007), so a list's total is read rather than counted.
     */
    responseCount: integer("response_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "callouts_access",
      sql`${table.access} in ('member', 'guest', 'anonymous', 'only-anonymous')`,
    ),
    check("callouts_captcha", sql`${table.captcha} in ('none', 'guest', 'all')`),
    check("callouts_response_emails", sql`${table.responseEmails} in ('none', 'each', 'digest')`),
  ],
);

/** A callout's texts in one language; `default` is the main one, others are translations. */
export const calloutVariants = pgTable(
  "callout_variants",
  {
    calloutId: uuid("callout_id")
      .notNull()
      .references(() => callouts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    intro: text("intro").notNull().default(""),
    thanksTitle: text("thanks_title").notNull().default(""),
    thanksText: text("thanks_text").notNull().default(""),
    thanksRedirect: text("thanks_redirect"),
    shareTitle: text("share_title"),
    shareDescription: text("share_description"),
    slideNavigation: jsonb("slide_navigation")
      .$type<Record<string, SlideButtonTexts>>()
      .notNull()
      .default({}),
    componentText: jsonb("component_text").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.calloutId, table.name] })],
);

/**
 * An answer to a callout, numbered per callout. `contactId` is null for anonymous answers
 * (and after the contact is deleted); `guestName` and `guestEmail` are what a guest typed.
 */
export const calloutResponses = pgTable(
  "callout_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calloutId: uuid("callout_id")
      .notNull()
      .references(() => callouts.id, { onDelete: "cascade" }),
    /** 1, 2, … per callout; left 0, the insert trigger gives the callout's next number. */
    number: integer("number").notNull().default(0),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    guestEmail: text("guest_email"),
    answers: jsonb("answers").$type<Answers>().notNull(),
    newsletter: jsonb("newsletter").$type<ResponseNewsletter>(),
    /** Triage column; the public gallery and map show the buckets the callout chooses. */
    bucket: text("bucket").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("callout_responses_number").on(table.calloutId, table.number),
    index("callout_responses_contact").on(table.contactId, table.calloutId),
    index("callout_responses_bucket").on(table.calloutId, table.bucket),
    // The list's sorts (services/responses, responseOrder), read page by page from an index.
    index("callout_responses_created").on(table.calloutId, table.createdAt, table.id),
    index("callout_responses_updated").on(table.calloutId, table.updatedAt, table.id),
    // Recent answers per guest address, to limit the emails sent to it.
    index("callout_responses_guest_email").on(table.guestEmail, table.createdAt),
  ],
);

/**
 * Keys the servers share, made once on first use (e.g. the one that signs the local captcha's
 * challenges): every server on the database then checks what any other one signed.
 */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  /** Base64 of random bytes. */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

/** Captcha tokens already used, kept until they expire, so each counts once. */
export const spentCaptchaTokens = pgTable(
  "spent_captcha_tokens",
  {
    /** SHA-256 of the token, hex. */
    hash: text("hash").primaryKey(),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_captcha_tokens_expires").on(table.expires)],
);

/**
 * Work done beside the requests (services/jobs): emails, and later renewals, webhooks, exports.
 * A job is written in the transaction of what caused it. Runners on every server claim due
 * rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_by`, `locked_until`) they renew while
 * the job runs, so no two run one job at once, and the job of a server that died is claimed
 * again when its lease runs out. `state` is `pending` (queued, retrying or running), `done` or
 * `failed` (given up on).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** Checked against the job type's schema when enqueued and when run. */
    payload: jsonb("payload").$type<unknown>().notNull(),
    /** Enqueuing a job of this type with a key it already has keeps the one job. */
    uniqueKey: text("unique_key"),
    state: text("state").$type<"pending" | "done" | "failed">().notNull().default("pending"),
    /** When it may run next: when queued, or after the wait before a retry. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Tries started, the one running included. */
    attempts: integer("attempts").notNull().default(0),
    /** The claim of the runner that holds it, until `locked_until`. */
    lockedBy: uuid("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    progressDone: integer("progress_done"),
    progressTotal: integer("progress_total"),
    /** What the handler answered (small: a file to download, a report). */
    result: jsonb("result").$type<unknown>(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("jobs_due")
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
    uniqueIndex("jobs_unique_key").on(table.type, table.uniqueKey),
    index("jobs_finished")
      .on(table.finishedAt)
      .where(sql`${table.state} <> 'pending'`),
    check("jobs_state", sql`${table.state} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * Recurring tasks (services/jobs/schedules): the end of the last period each one ran for
 * successfully. A due period becomes a job of type `schedule:<name>`, keyed by its end.
 */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  coveredUntil: timestamp("covered_until", { withTimezone: true }).notNull(),
});

/**
 * Messages for members on their profile page (contract 2.11). Their status is never stored: it
 * follows from `starts` and `expires`, as a callout's does.
 */
export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** HTML from the rich-text editor; sanitised where it is shown. */
    text: text("text").notNull(),
    /** A button under the text: both set, or neither. */
    buttonText: text("button_text"),
    url: text("url"),
    starts: timestamp("starts", { withTimezone: true }),
    expires: timestamp("expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notices_created_at").on(table.createdAt),
    index("notices_dates").on(table.starts, table.expires),
    check("notices_button", sql`(${table.buttonText} is null) = (${table.url} is null)`),
    check(
      "notices_dates_order",
      sql`${table.starts} is null or ${table.expires} is null or ${table.expires} > ${table.starts}`,
    ),
  ],
);

/**
 * An organisation's own wording of a built-in email, in one language: it replaces the
 * built-in text of that template in that language (services/email/overrides).
 */
export const emailTemplateOverrides = pgTable(
  "email_template_overrides",
  {
    /** An id of the template registry (services/email/templates), not a foreign key. */
    templateId: text("template_id").notNull(),
    /** A locale of src/core/i18n (`de-x-informal`). */
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    /** HTML, sanitised when stored. */
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Kept when that admin is deleted. */
    updatedBy: uuid("updated_by").references(() => contacts.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.locale] })],
);
