import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { MfaType, ResetFlowType } from "@core/auth";
import type {
  CalloutAccess,
  CalloutCaptcha,
  CalloutNextStep,
  CalloutResponseEmails,
  CalloutChannel,
  CalloutNewsletterSchema,
  ResponseHistoryKind,
  ResponseNewsletter,
  ResponseViewSchema,
  SlideButtonTexts,
} from "@core/callouts";
import type { DeliveryAddress, NewsletterStatus, Role } from "@core/contacts";
import type { ContributionType, EndedReason } from "@core/contributions";
import type { ContributionPeriod, PaymentMethod } from "@core/fees";
import type { Answers, FormSchema } from "@core/forms";
import type { Locale } from "@core/i18n";
import type { RuleGroup } from "@core/rules";
import type { PaymentProviderName, PaymentStatus } from "@core/payments";

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
    /**
     * `scrypt$N$r$p$salt$hash` (see services/passwords), or a beabee hash brought across by
     * `import-beabee` until its owner's next sign-in; null until a password is set.
     */
    passwordHash: text("password_hash"),
    /** Wrong passwords since the last right one or the last change; 3 locks the account. */
    passwordTries: integer("password_tries").notNull().default(0),
    /** The language emails to the contact are written in; null: the organisation's. */
    locale: text("locale").$type<Locale>(),
    // Copies of the contact's contribution, member role and profile for the contacts list's
    // rules and sorts, so they need no join: kept by triggers on those tables in the
    // transaction that writes them (migration 0019). Code never writes them.
    /** `contributions.type`; 'None' without a contribution. */
    contributionType: text("contribution_type").$type<ContributionType>().notNull().default("None"),
    contributionMonthlyAmount: doublePrecision("contribution_monthly_amount"),
    contributionPeriod: text("contribution_period").$type<ContributionPeriod>(),
    contributionCancelledAt: timestamp("contribution_cancelled_at", { withTimezone: true }),
    manualPaymentSource: text("manual_payment_source"),
    /** The member role's `date_added` and `date_expires`; null without one. */
    membershipStarts: timestamp("membership_starts", { withTimezone: true }),
    membershipExpires: timestamp("membership_expires", { withTimezone: true }),
    /** The profile's; 'none' and null without a profile. */
    newsletterStatus: text("newsletter_status").$type<NewsletterStatus>().notNull().default("none"),
    /** Null for none (no bytes in the row, which every count over contacts reads). */
    newsletterGroups: text("newsletter_groups").array(),
    deliveryOptIn: boolean("delivery_opt_in"),
  },
  (table) => [
    check("contacts_email_normalised", sql`${table.email} = lower(btrim(${table.email}))`),
    // The contact list's sorts (each breaks ties on the id, ascending in both directions, and
    // puts missing values last), so a page reads the index's first rows rather than sorting.
    index("contacts_joined").on(table.joined, table.id),
    index("contacts_joined_desc").on(table.joined.desc().nullsLast(), table.id),
    index("contacts_last_seen").on(table.lastSeen, table.id),
    index("contacts_last_seen_desc").on(table.lastSeen.desc().nullsLast(), table.id),
    // Names sort with empty ones last, as missing ones (server/services/contact-list/list.ts).
    index("contacts_firstname").on(sql`nullif(${table.firstname}, '')`, table.id),
    index("contacts_firstname_desc").on(
      sql`nullif(${table.firstname}, '') desc nulls last`,
      table.id,
    ),
    index("contacts_lastname").on(sql`nullif(${table.lastname}, '')`, table.id),
    index("contacts_lastname_desc").on(
      sql`nullif(${table.lastname}, '') desc nulls last`,
      table.id,
    ),
    // "Contains" rules (ilike '%…%') on names and addresses, through pg_trgm on both engines.
    index("contacts_firstname_trgm").using("gin", sql`${table.firstname} gin_trgm_ops`),
    index("contacts_lastname_trgm").using("gin", sql`${table.lastname} gin_trgm_ops`),
    index("contacts_email_trgm").using("gin", sql`${table.email} gin_trgm_ops`),
    index("contacts_contribution").on(table.contributionMonthlyAmount, table.id),
    index("contacts_contribution_desc").on(
      table.contributionMonthlyAmount.desc().nullsLast(),
      table.id,
    ),
    index("contacts_membership_starts").on(table.membershipStarts, table.id),
    index("contacts_membership_starts_desc").on(
      table.membershipStarts.desc().nullsLast(),
      table.id,
    ),
    index("contacts_membership_expires").on(table.membershipExpires, table.id),
    index("contacts_membership_expires_desc").on(
      table.membershipExpires.desc().nullsLast(),
      table.id,
    ),
  ],
);

/**
 * How many contacts carry each first name, kept by triggers on contacts in the writing
 * transaction (migration 0042), so the total of a rule on the first name alone (a "contains"
 * of two letters, which no trigram index serves) tests each name once rather than each
 * contact. A name no contact carries any more keeps its row, at 0.
 */
export const contactFirstnameCounts = pgTable("contact_firstname_counts", {
  firstname: text("firstname").primaryKey(),
  count: integer("count").notNull(),
});

/**
 * How many contacts there are: one row, kept by statement triggers on contacts in the writing
 * transaction (migration 0019), so the contacts list's total without a filter reads one row
 * rather than counting every contact.
 */
export const contactCount = pgTable(
  "contact_count",
  {
    /** Always true: the table's one row. */
    id: boolean("id").primaryKey().default(true),
    count: integer("count").notNull(),
  },
  (table) => [check("contact_count_one_row", sql`${table.id}`)],
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
    // The dashboard's newest members and its counts of new members; members whose
    // membership ends in a month (its series).
    index("contact_roles_added").on(table.role, table.dateAdded, table.contactId),
    index("contact_roles_expires").on(table.role, table.dateExpires),
  ],
);

/**
 * How many memberships (`contact_roles` rows of the member role) started in one calendar
 * month (UTC) and end in another ('infinity' for none): kept by triggers on `contact_roles`
 * (migration 0017), so the dashboard's members at each month's end sum a few hundred rows.
 */
export const membershipSpans = pgTable(
  "membership_spans",
  {
    /** The first instant of the month, UTC, as a timestamp without zone. */
    addedMonth: timestamp("added_month", { mode: "string" }).notNull(),
    expiresMonth: timestamp("expires_month", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.addedMonth, table.expiresMonth] })],
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
    /** Reviewers (not admins) then see responses without the contact's or guest's name and email. */
    hideContactFromReviewers: boolean("hide_contact_from_reviewers").notNull().default(false),
    /**
     * When the callout was first seen open, kept through a revert to draft: its slug, in
     * readers' links since then, no longer changes. A scheduled start that has passed counts too.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    access: text("access").$type<CalloutAccess>().notNull().default("member"),
    captcha: text("captcha").$type<CalloutCaptcha>().notNull().default("none"),
    responseEmails: text("response_emails")
      .$type<CalloutResponseEmails>()
      .notNull()
      .default("digest"),
    /** Respondents with an email address get a copy of their answers (`callout-response-copy`). */
    sendResponseEmail: boolean("send_response_email").notNull().default(false),
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
    /** The copy-of-answers email's own texts in this language; null: the built-in ones. */
    responseEmailSubject: text("response_email_subject"),
    responseEmailBody: text("response_email_body"),
    responseLinkText: jsonb("response_link_text")
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
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
    /**
     * Every text and number of the answers, lower-cased, for the full-text filter: one plain
     * text per row to search rather than a walk through each row's JSON (migration 0010).
     */
    answersText: text("answers_text")
      .notNull()
      .generatedAlwaysAs(sql`callout_answers_text(answers)`),
    createdAt: createdAt(),
  },
  (table) => [
    unique("callout_responses_number").on(table.calloutId, table.number),
    index("callout_responses_contact").on(table.contactId, table.calloutId),
    // Question filters that ask for one value (a choice, a ticked box) use containment.
    index("callout_responses_answers").using("gin", sql`${table.answers} jsonb_path_ops`),
    // The full-text filter (`answers_text like '%…%'`), through pg_trgm.
    index("callout_responses_answers_text_trgm").using(
      "gin",
      sql`${table.answersText} gin_trgm_ops`,
    ),
    // The list's sorts (services/responses, responseOrder), read page by page from an index.
    index("callout_responses_created").on(table.calloutId, table.createdAt, table.id),
    // Recent answers per guest address, to limit the emails sent to it.
    index("callout_responses_guest_email").on(table.guestEmail, table.createdAt),
  ],
);

/**
 * A response's triage, on a row of its own (migration 0036): a bulk change of thousands of
 * responses rewrites these narrow rows and their indexes, not the answers' row with its GIN
 * indexes (issue #28). One row per response, inserted by a trigger of `callout_responses`;
 * the callout and number are copies, so the bucket tabs and sorts read a page from one index.
 * Lists in number order read `callout_responses_number`, bucket tabs the bucket index in
 * the triage row's number order (`numberSource`): no number index of its own (migration
 * 0040: one index entry fewer for each triage change to write).
 */
export const calloutResponseTriage = pgTable(
  "callout_response_triage",
  {
    responseId: uuid("response_id")
      .primaryKey()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    calloutId: uuid("callout_id").notNull(),
    number: integer("number").notNull(),
    /** The public gallery and map show the buckets the callout chooses. */
    bucket: text("bucket").notNull().default(""),
    /** The staff member (admin or reviewer of the callout) the response is assigned to. */
    assigneeId: uuid("assignee_id").references(() => contacts.id, { onDelete: "set null" }),
    /** Set by triage, a staff edit of the answers and an answerer's edit. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Bucket tabs: filtered and read in number order from one index; the response id too, so
    // a tab's total (which names it in its join to the responses) is an index-only scan.
    index("callout_response_triage_bucket").on(
      table.calloutId,
      table.bucket,
      table.number,
      table.responseId,
    ),
    index("callout_response_triage_assignee").on(table.calloutId, table.assigneeId, table.number),
    index("callout_response_triage_updated").on(table.calloutId, table.updatedAt, table.responseId),
  ],
);

/**
 * Each number a response's answers hold, by slide and question, kept by triggers on
 * `callout_responses` (migration 0034): a number question's comparisons and emptiness read
 * this index instead of every response's JSON.
 */
export const calloutResponseNumbers = pgTable(
  "callout_response_numbers",
  {
    responseId: uuid("response_id")
      .notNull()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    slideId: text("slide_id").notNull(),
    key: text("key").notNull(),
    value: numeric("value").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.slideId, table.key] }),
    index("callout_response_numbers_value").on(
      table.slideId,
      table.key,
      table.value,
      table.responseId,
    ),
  ],
);

/**
 * The text of every answer that is a non-empty string or a number, lower-cased, by slide and
 * question (migration 0045), as a text question's rules read it (services/rules,
 * `answerText`), with the callout's id: a question's case-insensitive text rule counts its
 * matches from this narrow table and its trigram index, not by reading each candidate
 * response's answers (issue #28). Kept by triggers of `callout_responses`.
 */
export const calloutResponseTexts = pgTable(
  "callout_response_texts",
  {
    responseId: uuid("response_id")
      .notNull()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    calloutId: uuid("callout_id").notNull(),
    slideId: text("slide_id").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.slideId, table.key] }),
    index("callout_response_texts_value_trgm").using("gin", sql`${table.value} gin_trgm_ops`),
  ],
);

/**
 * Each response's `answers_text` again, with its callout's id, in a narrow row of its own
 * (migration 0046): the total of a full-text search too short for a trigram ("4") reads every
 * response of the callout, and reads far fewer pages here than in the wide responses (issue
 * #28). Kept by triggers of `callout_responses`.
 */
export const calloutResponseSearchTexts = pgTable(
  "callout_response_search_texts",
  {
    responseId: uuid("response_id")
      .primaryKey()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    calloutId: uuid("callout_id").notNull(),
    value: text("value").notNull(),
  },
  (table) => [index("callout_response_search_texts_callout").on(table.calloutId)],
);

/**
 * What a count of one callout's answers is of (migration 0039): `answered` (a question
 * answered at all, as the emptiness rules read it), `ticked` (select boxes with a box ticked),
 * `number` (a number answer), `value` (an answer equal to `value`: a number, a yes/no or a
 * short text such as a choice) and `box` (select boxes with the box `value` ticked).
 */
export type AnswerCountKind = "answered" | "ticked" | "number" | "value" | "box";

/**
 * How many of a callout's responses answer each question, and with what, kept by statement
 * triggers on the responses (migration 0039): an answer filter's total reads a row or two
 * here instead of counting every matching response. `value` is JSON null where the kind has
 * none. No foreign key: a deleted callout's counts go with its responses' delete trigger.
 */
export const calloutAnswerCounts = pgTable(
  "callout_answer_counts",
  {
    calloutId: uuid("callout_id").notNull(),
    slideId: text("slide_id").notNull(),
    key: text("key").notNull(),
    kind: text("kind").$type<AnswerCountKind>().notNull(),
    value: jsonb("value").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.calloutId, table.slideId, table.key, table.kind, table.value],
    }),
  ],
);

/** A contact who triages one callout's responses: sees them, tags, assigns and comments. */
export const calloutReviewers = pgTable(
  "callout_reviewers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calloutId: uuid("callout_id")
      .notNull()
      .references(() => callouts.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("callout_reviewers_contact").on(table.calloutId, table.contactId),
    // "Does this contact review any callout?" on every reviewer route.
    index("callout_reviewers_contact_id").on(table.contactId),
  ],
);

/** A label of one callout's responses; names are unique per callout, whatever their case. */
export const calloutTags = pgTable(
  "callout_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calloutId: uuid("callout_id")
      .notNull()
      .references(() => callouts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("callout_tags_name").on(table.calloutId, sql`lower(${table.name})`)],
);

export const calloutResponseTags = pgTable(
  "callout_response_tags",
  {
    responseId: uuid("response_id")
      .notNull()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => calloutTags.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.tagId] }),
    // The tag filter and usage counts.
    index("callout_response_tags_tag").on(table.tagId, table.responseId),
  ],
);

/** Staff's notes on a response. Kept when the author is deleted, without an author. */
export const calloutResponseComments = pgTable(
  "callout_response_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    responseId: uuid("response_id")
      .notNull()
      .references(() => calloutResponses.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("callout_response_comments_response").on(table.responseId, table.createdAt)],
);

/**
 * One triage action by one person on any number of responses (a bulk move, a tag, an
 * assignment): what `undo` takes back, from the history rows that name it.
 */
export const calloutResponseChanges = pgTable("callout_response_changes", {
  id: uuid("id").primaryKey().defaultRandom(),
  contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
  /** The change this one takes back, for an undo. */
  undoes: uuid("undoes"),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What happened to a response, by whom and when, but triage: answers edited (the answers
 * before and after, so the original is never lost) and comments; and triage rows written
 * before migration 0038 without a change. Rows are only kept where something changed.
 */
export const calloutResponseEvents = pgTable(
  "callout_response_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign keys on the response and the change (migration 0037): a response's rows go
    // with it through a statement trigger, and a change is only ever deleted while no row
    // names it.
    responseId: uuid("response_id").notNull(),
    changeId: uuid("change_id"),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    kind: text("kind").$type<ResponseHistoryKind>().notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("callout_response_events_response").on(table.responseId, table.createdAt),
    index("callout_response_events_change").on(table.changeId),
    check("callout_response_events_kind", sql`${table.kind} in ('triage', 'answers', 'comment')`),
  ],
);

/**
 * A triage change's history, one row per change however many responses it alters (issue
 * #28, migration 0038): the responses it altered, sorted, and each one's state before and
 * after at the same position. A bulk change of thousands writes one row and one GIN entry per
 * response, not a row with three index entries per response; a response's history finds its
 * changes through the GIN index. The author and the undo are on the change.
 */
export const calloutResponseTriageHistory = pgTable(
  "callout_response_triage_history",
  {
    changeId: uuid("change_id")
      .primaryKey()
      .references(() => calloutResponseChanges.id, { onDelete: "cascade" }),
    responseIds: uuid("response_ids").array().notNull(),
    before: jsonb("before").array().notNull(),
    after: jsonb("after").array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("callout_response_triage_history_responses").using("gin", table.responseIds)],
);

/**
 * What happened to a response, one row per response and event (a view, migration 0038):
 * the events' rows and each triage change's responses unnested, with the triage states
 * (bucket, tags and assignee) before and after. A triage row's id is derived from its change
 * and response. `responseIds`: the responses of the row's change (the response alone for an
 * event); a read of one response's history names it (`@>`) so the triage changes are found
 * through their GIN index, not unnested all.
 */
export const calloutResponseHistory = pgView("callout_response_history", {
  id: uuid("id").notNull(),
  responseId: uuid("response_id").notNull(),
  changeId: uuid("change_id"),
  contactId: uuid("contact_id"),
  kind: text("kind").$type<ResponseHistoryKind>().notNull(),
  before: jsonb("before").$type<Record<string, unknown>>(),
  after: jsonb("after").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  responseIds: uuid("response_ids").array().notNull(),
}).existing();

/** A filter of one callout's responses that its staff saved under a name, shared by all of them. */
export const calloutResponseViews = pgTable(
  "callout_response_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calloutId: uuid("callout_id")
      .notNull()
      .references(() => callouts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rules: jsonb("rules").$type<RuleGroup>(),
    sort: text("sort").notNull(),
    order: text("order").$type<"ASC" | "DESC">().notNull(),
    /** Null: every bucket. */
    bucket: text("bucket"),
    /** Where the view comes among its callout's, as beabee's response segments are ordered. */
    position: integer("position").notNull().default(0),
    createdBy: uuid("created_by").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("callout_response_views_name").on(table.calloutId, sql`lower(${table.name})`),
    check("callout_response_views_order", sql`${table.order} in ('ASC', 'DESC')`),
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
 * Rate-limit counters shared by the servers of one PostgreSQL database (services/shared-state):
 * hits on a key within its window, which ends at `expires`. On the embedded database (one
 * process) the counters stay in memory and this table is unused.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_counters_expires").on(table.expires)],
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
    /**
     * Its type's lane (services/jobs/define `PRIORITIES`): claims take due jobs of a lower
     * number first, so a recurring task's run is never queued behind a backlog. 1: normal.
     */
    priority: smallint("priority").notNull().default(1),
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
    // The claim's order: it reads the first due entries, however many jobs are queued.
    index("jobs_due")
      .on(table.priority, table.runAt)
      .where(sql`${table.state} = 'pending'`),
    uniqueIndex("jobs_unique_key").on(table.type, table.uniqueKey),
    // Deleting a webhook endpoint deletes its queued deliveries' jobs (outbound-webhooks).
    index("jobs_pending_endpoint")
      .on(sql`(${table.payload}->>'endpointId')`)
      .where(
        sql`${table.state} = 'pending' and ${table.type} in ('outbound-webhook', 'outbound-webhook-batch')`,
      ),
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
 * A contact's contribution (one per contact, made when it is first needed): what they give
 * per period, how (the provider holding their customer, payment method and subscription),
 * a change waiting for the renewal, and when they cancelled. Membership dates are the
 * `member` role's (`contact_roles`).
 */
export const contributions = pgTable(
  "contributions",
  {
    contactId: uuid("contact_id")
      .primaryKey()
      .references(() => contacts.id, { onDelete: "cascade" }),
    type: text("type").$type<ContributionType>().notNull().default("None"),
    /** Per period, in currency units; the fee a member covers is not part of it. */
    amount: doublePrecision("amount"),
    period: text("period").$type<ContributionPeriod>(),
    /** What filters and sorts compare (contract: `contributionMonthlyAmount`). */
    monthlyAmount: doublePrecision("monthly_amount").generatedAlwaysAs(
      sql`case when "period" = 'annually' then "amount" / 12 else "amount" end`,
    ),
    payFee: boolean("pay_fee"),
    provider: text("provider").$type<PaymentProviderName>(),
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    customerId: text("customer_id"),
    /** The provider's reusable payment method (a card, a mandate). */
    mandateId: text("mandate_id"),
    subscriptionId: text("subscription_id"),
    /**
     * The first subscription the contribution ever had, kept by a trigger whatever replaces it
     * (migration "contribution_first_subscription"): only its end can say the contribution
     * never started, as a later one's may arrive before the late report that an earlier one was
     * paid (issue #23).
     */
    firstSubscriptionId: text("first_subscription_id"),
    /** A new amount per period that starts when a payment of `next_chargeable` cents succeeds. */
    nextAmount: doublePrecision("next_amount"),
    nextChargeable: integer("next_chargeable"),
    /**
     * The provider's id of the one-off charge (the difference of a change paid now) that
     * `next_amount` waits for instead of the renewal: applied once it succeeds, dropped once it
     * failed for good (issue #23).
     */
    differencePaymentId: text("difference_payment_id"),
    /**
     * Held while a change of amount or period talks to the provider: a second change (another
     * tab) waits its turn instead of reusing the first one's idempotency keys with its own
     * amount (services/contributions/change-lease.ts). Past, it is free again.
     */
    changingUntil: timestamp("changing_until", { withTimezone: true }),
    /** Manual contributions: where the money comes from, as the admin recorded it. */
    manualSource: text("manual_source"),
    manualReference: text("manual_reference"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * Why the contribution stopped, once it has (issue #23): the member cancelled, the
     * provider gave up on failed payments, or staff ended it. Never "cancelled" for failures.
     */
    endedReason: text("ended_reason").$type<EndedReason>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Provider events name the customer: each belongs to one contact.
    uniqueIndex("contributions_customer").on(table.provider, table.customerId),
    check("contributions_type", sql`${table.type} in ('Automatic', 'Manual', 'Gift', 'None')`),
    check("contributions_period", sql`${table.period} in ('monthly', 'annually')`),
    check(
      "contributions_ended_reason",
      sql`${table.endedReason} in ('cancelled', 'payment-failed', 'staff')`,
    ),
  ],
);

/**
 * Payments as providers report them (never created by Agora itself): one row per provider
 * payment, its status the latest the provider reported (`status_at` orders reports that
 * arrive out of order). Kept, without a contact, when the contact is deleted.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    subscriptionId: text("subscription_id"),
    status: text("status").$type<PaymentStatus>().notNull(),
    description: text("description").notNull().default(""),
    /** In currency units, the fee the member covered included. */
    amount: doublePrecision("amount").notNull(),
    amountRefunded: doublePrecision("amount_refunded"),
    chargeDate: timestamp("charge_date", { withTimezone: true }).notNull(),
    /** The end of the period the payment pays for, when it pays for one. */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** When the provider reported the status held; an older report changes nothing. */
    statusAt: timestamp("status_at", { withTimezone: true }).notNull(),
    /** When it first failed: the member is asked once to update their payment method. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("payments_provider_payment").on(table.provider, table.providerPaymentId),
    index("payments_contact").on(table.contactId, table.chargeDate, table.id),
    // The list's sorts in both directions (ties on the id, ascending) and its status tabs.
    index("payments_charge_date").on(table.chargeDate, table.id),
    index("payments_charge_date_desc").on(table.chargeDate.desc().nullsLast(), table.id),
    index("payments_amount").on(table.amount, table.id),
    index("payments_amount_desc").on(table.amount.desc().nullsLast(), table.id),
    // The amount last, so a tab's count with a rule on the amount reads the index alone.
    index("payments_status_amount").on(
      table.status,
      table.chargeDate.desc().nullsLast(),
      table.id,
      table.amount,
    ),
    // Each contact's paid-until and latest subscription payment (`paymentFacts`, the contacts
    // export's page), found by one descent whatever else the contact paid (migration 0043).
    index("payments_contact_paid_until")
      .on(table.contactId, table.periodEnd.desc().nullsLast())
      .where(sql`${table.status} = 'successful'`),
    // The status last, so the lookup reads the index alone.
    index("payments_contact_latest_subscription")
      .on(
        table.contactId,
        table.chargeDate.desc().nullsFirst(),
        table.statusAt.desc().nullsFirst(),
        table.status,
      )
      .where(sql`${table.subscriptionId} is not null`),
    check(
      "payments_status",
      sql`${table.status} in ('draft', 'pending', 'successful', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * How many payments of each status were charged in each calendar month (UTC) and their sum:
 * kept by triggers on `payments` in the transaction that writes them (migration 0017), so
 * the payments list's unfiltered totals and the dashboard's monthly revenue read a few
 * hundred rows rather than a million payments.
 */
export const paymentSums = pgTable(
  "payment_sums",
  {
    status: text("status").$type<PaymentStatus>().notNull(),
    /** The first instant of the month, UTC, as a timestamp without zone. */
    month: timestamp("month", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
    amount: numeric("amount").notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.month] })],
);

/**
 * How many payments each status, month and amount has, kept by statement triggers on
 * `payments` in the same transaction (migration 0044): a list's count of a status, amounts and
 * charge dates sums the whole months its dates span here and counts only the partial months at
 * their edges from the payments (issue #28). `payment_sums` keeps no amount of its own.
 */
export const paymentAmountCounts = pgTable(
  "payment_amount_counts",
  {
    status: text("status").$type<PaymentStatus>().notNull(),
    /** The first instant of the month, UTC, as a timestamp without zone. */
    month: timestamp("month", { mode: "string" }).notNull(),
    /** Each payment's own amount, as `payments.amount` holds it. */
    amount: doublePrecision("amount").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.month, table.amount] })],
);

/**
 * Every customer a contact has at a provider, so the payments and events a provider reports
 * find the contact, also for a customer the contribution no longer uses (a last payment of an
 * old method) and before the contribution is written (a first charge reported at once).
 */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    customerId: text("customer_id").notNull(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.customerId] }),
    index("payment_customers_contact").on(table.contactId),
  ],
);

/**
 * A payer sent to a provider to give a payment method: for a join, a new contribution or a
 * new method. `token_hash` is the SHA-256 of the id the payer comes back with (ours, or the
 * provider's, such as a Stripe SetupIntent's). Once the provider set the method up, its
 * customer and mandate are kept here, then the subscription made with them, so completing
 * twice does the work once.
 */
export const paymentFlows = pgTable(
  "payment_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    providerFlowId: text("provider_flow_id").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    purpose: text("purpose").$type<"join" | "contribution" | "payment-method">().notNull(),
    /** Null for a join: the contact exists once the email is confirmed. */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    /** The contribution asked for; null when only the payment method changes. */
    form: jsonb("form").$type<{
      amount: number;
      period: ContributionPeriod;
      payFee: boolean;
      prorate: boolean;
    }>(),
    customerId: text("customer_id"),
    mandateId: text("mandate_id"),
    /** The method the provider set up (iDEAL becomes SEPA Debit). */
    setUpMethod: text("set_up_method").$type<PaymentMethod>(),
    payer: jsonb("payer").$type<{
      firstname?: string;
      lastname?: string;
      billingAddress?: DeliveryAddress;
    }>(),
    subscriptionId: text("subscription_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("payment_flows_created").on(table.createdAt),
    // Webhooks find a flow by the provider's id (GoCardless's billing_requests.fulfilled).
    index("payment_flows_provider_flow").on(table.provider, table.providerFlowId),
    check(
      "payment_flows_purpose",
      sql`${table.purpose} in ('join', 'contribution', 'payment-method')`,
    ),
  ],
);

/**
 * A reader joining, until they confirm their email (contract 3.5). The link's token is stored
 * only as its SHA-256 (`token_hash`, set when the confirmation is sent). Confirmed flows keep
 * the contact they made, so a second confirmation makes no second member; all go after 7 days.
 */
export const joinFlows = pgTable(
  "join_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").unique(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    vatNumber: text("vat_number"),
    paymentFlowId: uuid("payment_flow_id").references(() => paymentFlows.id, {
      onDelete: "set null",
    }),
    loginUrl: text("login_url").notNull(),
    setPasswordUrl: text("set_password_url").notNull(),
    confirmUrl: text("confirm_url").notNull(),
    /** The join form's language: the confirmation's, then the new contact's. */
    locale: text("locale").$type<Locale>(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("join_flows_created").on(table.createdAt),
    // Confirmations sent to one address lately: a few an hour at most.
    index("join_flows_email_sent").on(table.email, table.confirmationSentAt),
  ],
);

/**
 * Provider events applied (webhooks, the test provider's events): the key is recorded in the
 * transaction of the event's effect, so an event delivered twice has its effect once.
 */
export const providerEvents = pgTable(
  "provider_events",
  {
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index("provider_events_received").on(table.receivedAt),
  ],
);

// The test provider's own tables: what a real provider keeps on its side (customers, payment
// methods, subscriptions, charges, the events it sends), so it behaves like one.

/** How far the test provider's clock was moved forward (one row). */
export const testProviderClock = pgTable(
  "test_provider_clock",
  {
    id: integer("id").primaryKey(),
    offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("test_provider_clock_one_row", sql`${table.id} = 1`),
    check("test_provider_clock_forward", sql`${table.offsetMs} >= 0`),
  ],
);

export const testProviderCustomers = pgTable("test_provider_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  firstname: text("firstname").notNull().default(""),
  lastname: text("lastname").notNull().default(""),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A checkout: the payer's page at `/checkout/test/<token>` (stored as its SHA-256). `return_url`
 * is where the payer goes back to, as a provider keeps it.
 */
export const testProviderSetups = pgTable(
  "test_provider_setups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    returnUrl: text("return_url").notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    amount: doublePrecision("amount"),
    period: text("period").$type<ContributionPeriod>(),
    /** Per period in cents, fee included. */
    chargeable: integer("chargeable"),
    status: text("status")
      .$type<"open" | "requires-authentication" | "succeeded" | "cancelled">()
      .notNull()
      .default("open"),
    /** While the payer is asked to approve: the outcome their approval leads to. */
    pendingOutcome: text("pending_outcome"),
    pendingDetails: jsonb("pending_details").$type<Record<string, string | number>>(),
    declined: text("declined"),
    customerId: text("customer_id"),
    mandateId: text("mandate_id"),
    createdAt: createdAt(),
  },
  (table) => [index("test_provider_setups_created").on(table.createdAt)],
);

/** A payment method set up at the test provider: a card or a bank account. */
export const testProviderMandates = pgTable("test_provider_mandates", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  method: text("method").$type<PaymentMethod>().notNull(),
  /** What the member sees: brand, last 4 digits and expiry, or bank and account ending. */
  details: jsonb("details").$type<Record<string, string | number>>().notNull(),
  /** "Insufficient funds later": the first charge succeeds, every later one fails. */
  failsAfterFirst: boolean("fails_after_first").notNull().default(false),
  status: text("status").$type<"active" | "cancelled">().notNull().default("active"),
  createdAt: createdAt(),
});

/**
 * A recurring charge of `amount` cents every period from `anchor_at`: the n-th period starts
 * at anchor + n periods, so dates never drift; `next_charge_at` is the start of the next one.
 */
export const testProviderSubscriptions = pgTable(
  "test_provider_subscriptions",
  {
    id: text("id").primaryKey(),
    /** A request made twice with one key makes one subscription, as with real providers. */
    idempotencyKey: text("idempotency_key").unique(),
    customerId: text("customer_id").notNull(),
    mandateId: text("mandate_id").notNull(),
    amount: integer("amount").notNull(),
    period: text("period").$type<ContributionPeriod>().notNull(),
    anchorAt: timestamp("anchor_at", { withTimezone: true }).notNull(),
    periodsCharged: integer("periods_charged").notNull().default(0),
    nextChargeAt: timestamp("next_charge_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"active" | "cancelled" | "ended">().notNull().default("active"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("test_provider_subscriptions_due")
      .on(table.nextChargeAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * A charge: of a subscription's period (one per period: the unique key), or one-off. A failed
 * try is tried again a few times (`attempt_at`), as real providers do, then gives up.
 */
export const testProviderCharges = pgTable(
  "test_provider_charges",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").unique(),
    subscriptionId: text("subscription_id"),
    customerId: text("customer_id").notNull(),
    mandateId: text("mandate_id").notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    status: text("status")
      .$type<"pending" | "succeeded" | "failed" | "cancelled">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next try's outcome is known; null once the charge is settled. */
    attemptAt: timestamp("attempt_at", { withTimezone: true }),
    chargedAt: timestamp("charged_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("test_provider_charges_period").on(table.subscriptionId, table.periodStart),
    index("test_provider_charges_due")
      .on(table.attemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("test_provider_charges_customer").on(table.customerId, table.status),
  ],
);

/**
 * Events the test provider sends, as webhooks would be: written with the change they report,
 * delivered in order (`seq`) to the shared event handler until one succeeds.
 */
export const testProviderEvents = pgTable(
  "test_provider_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    id: text("id").notNull().unique(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Failed deliveries so far; after a few the event is given up, as providers do. */
    attempts: integer("attempts").notNull().default(0),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("test_provider_events_undelivered")
      .on(table.seq)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

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

/** Labels staff put on contacts (contract 2.4); names are unique whatever their case. */
export const contactTags = pgTable(
  "contact_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("contact_tags_name").on(sql`lower(${table.name})`)],
);

export const contactTagAssignments = pgTable(
  "contact_tag_assignments",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => contactTags.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.tagId] }),
    // The tag filter and usage counts.
    index("contact_tag_assignments_tag").on(table.tagId, table.contactId),
  ],
);

/**
 * One bulk tag change by one person (`PATCH /contact`): what its undo takes back, from the
 * rows that name it. Kept for the contacts' activity timelines.
 */
export const contactTagChanges = pgTable("contact_tag_changes", {
  id: uuid("id").primaryKey().defaultRandom(),
  actorId: uuid("actor_id").references(() => contacts.id, { onDelete: "set null" }),
  /** The change this one takes back, for an undo. */
  undoes: uuid("undoes"),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A tag a change put on (`added`) or took off a contact: only what really changed. */
export const contactTagChangeRows = pgTable(
  "contact_tag_change_rows",
  {
    changeId: uuid("change_id")
      .notNull()
      .references(() => contactTagChanges.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => contactTags.id, { onDelete: "cascade" }),
    added: boolean("added").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.changeId, table.contactId, table.tagId] }),
    index("contact_tag_change_rows_contact").on(table.contactId),
  ],
);

/** A saved contacts filter (contract 2.12), listed in `order`. */
export const segments = pgTable("segments", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  ruleGroup: jsonb("rule_group").$type<RuleGroup>().notNull(),
  order: integer("order").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * What happened to a contact that no other table keeps: staff's changes (with who made them)
 * and each change of the contribution (written by a trigger on `contributions`, migration
 * 0014, so every path that changes one is recorded). The activity timeline reads it beside
 * sign-ins, payments, responses, tag changes and emails.
 */
export const contactActivity = pgTable(
  "contact_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The staff member who did it; null for the contact, the system or a provider. */
    actorId: uuid("actor_id").references(() => contacts.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("contact_activity_contact").on(table.contactId, table.createdAt)],
);

/**
 * Outbound webhooks (services/outbound-webhooks): addresses of the newsroom's other tools that
 * are sent the events they chose, signed with the endpoint's secret.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  /** Event types it is sent (src/core/outbound-webhooks). */
  events: jsonb("events").$type<string[]>().notNull(),
  /**
   * The signing secret, encrypted (AES-256-GCM) with a key kept apart from this table: it must
   * be read back to sign, so it cannot be hashed. Shown to admins once, when made.
   */
  secretSealed: text("secret_sealed").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  /** Why it was turned off by the server (repeated failure); null while enabled or by hand. */
  disabledReason: text("disabled_reason"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One event sent (or to be sent) to one endpoint, with the outcome of its last try. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The JSON body sent, byte for byte the same on each try and redelivery. */
    body: text("body").notNull(),
    state: text("state").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Bumped by each redelivery, so its job is a new one. */
    round: integer("round").notNull().default(0),
    responseCode: integer("response_code"),
    /** What went wrong on the last try (no response bodies, which may hold anything). */
    lastError: text("last_error"),
    createdAt: createdAt(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (table) => [
    index("webhook_deliveries_endpoint").on(table.endpointId, table.createdAt),
    check("webhook_deliveries_state", sql`${table.state} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * What `import-beabee` brought across: each beabee row's id (by kind: contact, callout, …)
 * and the id of ours it became, so a second run updates those rows rather than adding more.
 */
export const beabeeImportIds = pgTable(
  "beabee_import_ids",
  {
    kind: text("kind").notNull(),
    beabeeId: text("beabee_id").notNull(),
    agoraId: text("agora_id").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.beabeeId] })],
);

/** An audience group (a Mailchimp interest) as read from the newsletter provider. */
export interface NewsletterGroupRecord {
  id: string;
  label: string;
}

/**
 * The newsletter sync's state: one row (services/newsletter). The provider's groups are cached
 * here, read again on demand and by the nightly reconcile.
 */
export const newsletterSync = pgTable(
  "newsletter_sync",
  {
    /** Always true: the table's one row. */
    id: boolean("id").primaryKey().default(true),
    groups: jsonb("groups").$type<NewsletterGroupRecord[]>().notNull().default([]),
    groupsReadAt: timestamp("groups_read_at", { withTimezone: true }),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    /** The provider's last refusal in plain words; cleared by the next sync that succeeds. */
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    lastReconcileAt: timestamp("last_reconcile_at", { withTimezone: true }),
    /** The last reconcile's report (services/newsletter/reconcile). */
    lastReconcile: jsonb("last_reconcile"),
  },
  (table) => [check("newsletter_sync_one_row", sql`${table.id}`)],
);

/**
 * The address each contact was last sent to the newsletter provider under: the provider knows
 * members by address, so a changed address updates the member found by the old one.
 */
export const newsletterMembers = pgTable("newsletter_members", {
  contactId: uuid("contact_id")
    .primaryKey()
    .references(() => contacts.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  /**
   * The newsletter address the reader chose in Mailchimp (its `upemail`), when it is not their
   * sign-in address: newsletters go there, the sign-in address stays (docs/newsletter.md).
   */
  chosenEmail: text("chosen_email"),
  /** The tags last sent: one gone from the contact since is taken off the member. */
  tags: jsonb("tags").$type<string[]>().notNull().default([]),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
});
