import { pbkdf2Sync } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";

/**
 * A database laid out as beabee's is (the tables and columns `import-beabee` reads, named as
 * beabee's TypeORM entities name them), with rows of every kind, some of which Agora cannot
 * take. For the importer's tests only.
 */
export const BEABEE_SCHEMA = `
create table contact (
  id uuid primary key, email varchar not null unique, firstname varchar not null,
  lastname varchar not null, joined timestamp not null, "lastSeen" timestamp,
  "loginOverride" jsonb, "contributionType" varchar not null default 'None',
  "contributionPeriod" varchar, "contributionMonthlyAmount" real,
  "referralCode" varchar, "pollsCode" varchar,
  "passwordHash" varchar not null default '', "passwordSalt" varchar not null default '',
  "passwordIterations" integer not null default 1000, "passwordTries" integer not null default 0);
create table contact_role (
  "contactId" uuid not null, type varchar not null, "dateAdded" timestamp not null,
  "dateExpires" timestamp, primary key ("contactId", type));
create table contact_profile (
  "contactId" uuid primary key, description varchar not null default '', bio text not null default '',
  notes text not null default '', telephone varchar not null default '',
  twitter varchar not null default '', "preferredContact" varchar not null default '',
  "deliveryOptIn" boolean not null default false, "deliveryAddress" jsonb,
  tags jsonb not null default '[]', "newsletterStatus" varchar not null default 'none',
  "newsletterGroups" jsonb not null default '[]');
create table contact_contribution (
  "contactId" uuid primary key, method varchar, "customerId" varchar, "mandateId" varchar,
  "subscriptionId" varchar, "payFee" boolean, "nextAmount" jsonb, "cancelledAt" timestamp);
create table contact_mfa (
  id uuid primary key, "contactId" uuid not null unique, type varchar not null,
  secret varchar not null default '');
create table contact_tag (id uuid primary key, name varchar not null unique, description varchar not null);
create table contact_tag_assignments (
  "contactId" uuid not null, "tagId" uuid not null, date timestamp not null default now(),
  primary key ("contactId", "tagId"));
create table payment (
  id varchar primary key, "subscriptionId" varchar, "contactId" uuid, status varchar not null,
  description varchar not null, amount real not null, "amountRefunded" real,
  "chargeDate" timestamp not null, "createdAt" timestamp not null default now(),
  "updatedAt" timestamp not null default now());
create table callout (
  id uuid primary key, slug varchar not null unique, date timestamp not null default now(),
  image varchar not null, "formSchema" jsonb not null, "responseViewSchema" jsonb,
  "newsletterSchema" jsonb, "mcMergeField" varchar, "pollMergeField" varchar,
  "allowUpdate" boolean not null, "allowMultiple" boolean not null default false,
  access varchar not null default 'member', captcha varchar not null default 'none',
  hidden boolean not null default false, "responsePassword" varchar, channels jsonb,
  starts timestamp, expires timestamp);
create table callout_variant (
  "calloutId" uuid not null, name varchar not null, title varchar not null,
  excerpt varchar not null, intro varchar not null, "thanksTitle" varchar not null,
  "thanksText" varchar not null, "thanksRedirect" varchar, "shareTitle" varchar,
  "shareDescription" varchar, "slideNavigation" jsonb not null,
  "componentText" jsonb not null default '{}', primary key ("calloutId", name));
create table callout_tag (
  id uuid primary key, name varchar not null, description varchar not null, "calloutId" uuid not null);
create table callout_reviewer (
  id uuid primary key, "calloutId" uuid not null, "contactId" uuid not null,
  date timestamp not null default now());
create table callout_response (
  id uuid primary key, "calloutId" uuid not null, number integer not null, "contactId" uuid,
  "guestName" varchar, "guestEmail" varchar, answers jsonb not null, newsletter jsonb,
  "isPartial" boolean not null, "createdAt" timestamp not null default now(),
  "updatedAt" timestamp not null default now(), bucket varchar not null default '',
  "assigneeId" uuid, unique ("calloutId", number));
create table callout_response_tag (
  "responseId" uuid not null, "tagId" uuid not null, date timestamp not null default now(),
  primary key ("responseId", "tagId"));
create table callout_response_comment (
  id uuid primary key, "contactId" uuid not null, "responseId" uuid not null,
  "createdAt" timestamp not null default now(), "updatedAt" timestamp not null default now(),
  text varchar not null);
create table notice (
  id uuid primary key, "createdAt" timestamp not null default now(),
  "updatedAt" timestamp not null default now(), name varchar not null, text varchar not null,
  "buttonText" varchar, url varchar, starts timestamp, expires timestamp);
create table segment (
  id uuid primary key, name varchar not null, description varchar not null default '',
  "ruleGroup" jsonb not null, "order" integer not null default 0, "newsletterTag" varchar);
create table content (id varchar primary key, updated timestamp not null default now(), data jsonb not null);
create table option (key varchar primary key, value varchar not null);
create table email (
  id uuid primary key, date timestamp not null default now(), name varchar not null,
  "fromName" varchar, "fromEmail" varchar, subject varchar not null, body text not null);
`;

/** beabee's ids of the fixture's rows, as tests refer to them. */
export const B = {
  ada: "10000000-0000-4000-8000-000000000001",
  grace: "10000000-0000-4000-8000-000000000002",
  manual: "10000000-0000-4000-8000-000000000003",
  editor: "10000000-0000-4000-8000-000000000004",
  badEmail: "10000000-0000-4000-8000-000000000005",
  adaTwin: "10000000-0000-4000-8000-000000000006",
  callout: "20000000-0000-4000-8000-000000000001",
  brokenCallout: "20000000-0000-4000-8000-000000000002",
  response1: "30000000-0000-4000-8000-000000000001",
  response2: "30000000-0000-4000-8000-000000000002",
  partial: "30000000-0000-4000-8000-000000000003",
  calloutTag: "40000000-0000-4000-8000-000000000001",
  contactTag: "40000000-0000-4000-8000-000000000002",
  /** "volunteer": Agora's tag names ignore case, so it is the tag above. */
  contactTagTwin: "40000000-0000-4000-8000-000000000003",
  welcomeEmail: "50000000-0000-4000-8000-000000000001",
};

export const OLD_PASSWORD = "Old-Beabee-Pass-1";

/** A password as beabee hashes it (fewer iterations than beabee's default, for speed). */
function beabeePassword(password: string) {
  const salt = "ab".repeat(256);
  const hash = pbkdf2Sync(password, salt, 1000, 512, "sha512").toString("hex");
  return { hash, salt, iterations: 1000 };
}

export interface StripeIds {
  customerId: string;
  mandateId: string;
  subscriptionId: string;
}

const FORM = {
  slides: [
    {
      id: "slide1",
      title: "Your shop",
      components: [
        { type: "textfield", key: "shop", label: "Which shop?", input: true },
        { type: "textarea", key: "story", label: "Your story", input: true },
      ],
      navigation: { nextSlideId: "", prevText: "", nextText: "", submitText: "Send" },
    },
  ],
};

/** A new in-memory database with beabee's layout and the fixture's rows. */
export async function createBeabeeDatabase(
  stripe: StripeIds,
  /** beabee's address, which its links to its own uploads start with. */
  origin: string,
  now = new Date(),
): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(BEABEE_SCHEMA);
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
  const password = beabeePassword(OLD_PASSWORD);
  const contact = (
    id: string,
    email: string,
    names: [string, string],
    contribution: [string, string | null, number | null] = ["None", null, null],
    withPassword = false,
  ) =>
    db.query(
      `insert into contact (id, email, firstname, lastname, joined, "lastSeen", "contributionType",
         "contributionPeriod", "contributionMonthlyAmount", "passwordHash", "passwordSalt",
         "passwordIterations") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        email,
        ...names,
        new Date("2023-03-01T10:00:00Z"),
        days(-2),
        ...contribution,
        withPassword ? password.hash : "",
        withPassword ? password.salt : "",
        withPassword ? password.iterations : 1000,
      ],
    );
  await contact(B.ada, "ada@example.org", ["Ada", "Lovelace"], ["Automatic", "monthly", 5], true);
  await contact(B.grace, "Grace@Example.org", ["Grace", "Hopper"], ["Automatic", "annually", 5]);
  await contact(B.manual, "manual@example.org", ["Manu", "Al"], ["Manual", "monthly", 3]);
  await contact(B.editor, "editor@example.org", ["Eddie", "Tor"], undefined, true);
  await contact(B.badEmail, "not-an-email", ["Bad", "Email"]);
  await contact(B.adaTwin, "ADA@example.org", ["Ada", "Again"]);

  // The manual contributor has none, as contacts of beabee's oldest versions may not.
  for (const id of [B.ada, B.grace, B.editor, B.badEmail, B.adaTwin]) {
    await db.query(`insert into contact_profile ("contactId") values ($1)`, [id]);
  }
  await db.query(
    `update contact_profile set telephone = '0123', "deliveryOptIn" = true,
       "deliveryAddress" = $2, "newsletterStatus" = 'subscribed', "newsletterGroups" = $3,
       notes = 'Met at the fair', description = 'Volunteer'
     where "contactId" = $1`,
    [B.ada, { line1: "1 High Street", city: "Bristol", postcode: "BS1 1AA" }, ["weekly"]],
  );
  await db.query(
    `update contact_profile set "deliveryAddress" = $2, "newsletterStatus" = 'unsubscribed'
     where "contactId" = $1`,
    [B.grace, { line1: "", city: "Nowhere" }],
  );

  const role = (id: string, type: string, added: Date, expires: Date | null) =>
    db.query(
      `insert into contact_role ("contactId", type, "dateAdded", "dateExpires") values ($1, $2, $3, $4)`,
      [id, type, added, expires],
    );
  await role(B.ada, "member", new Date("2023-03-01T10:00:00Z"), days(20));
  await role(B.grace, "member", new Date("2023-04-01T10:00:00Z"), days(200));
  await role(B.manual, "member", new Date("2023-05-01T10:00:00Z"), null);
  await role(B.editor, "admin", new Date("2022-01-01T10:00:00Z"), null);
  await role(B.editor, "tester", new Date("2022-01-01T10:00:00Z"), null);

  const contribution = (id: string, values: unknown[]) =>
    db.query(
      `insert into contact_contribution ("contactId", method, "customerId", "mandateId",
         "subscriptionId", "payFee", "nextAmount", "cancelledAt") values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, ...values],
    );
  await contribution(B.ada, [
    "s_card",
    stripe.customerId,
    stripe.mandateId,
    stripe.subscriptionId,
    true,
    null,
    null,
  ]);
  await contribution(B.grace, [
    "gc_direct-debit",
    "CU000GRACE",
    "MD000GRACE",
    "SB000GRACE",
    false,
    { chargeable: 7200, monthly: 6 },
    null,
  ]);
  await contribution(B.manual, [null, "REF-42", "Standing order", null, null, null, null]);

  await db.query(
    `insert into contact_mfa (id, "contactId", type, secret) values
       ('60000000-0000-4000-8000-000000000001', $1, 'totp', 'JBSWY3DPEHPK3PXP')`,
    [B.grace],
  );
  await db.query(
    `insert into contact_tag (id, name, description) values ($1, 'Volunteer', 'Helps out')`,
    [B.contactTag],
  );
  await db.query(
    `insert into contact_tag (id, name, description) values ($1, 'volunteer', 'Helps')`,
    [B.contactTagTwin],
  );
  await db.query(
    `insert into contact_tag_assignments ("contactId", "tagId") values ($1, $2), ($3, $4)`,
    [B.ada, B.contactTag, B.grace, B.contactTagTwin],
  );

  const payment = (values: unknown[]) =>
    db.query(
      `insert into payment (id, "subscriptionId", "contactId", status, description, amount,
         "chargeDate", "updatedAt") values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      values,
    );
  await payment([
    "in_old1",
    stripe.subscriptionId,
    B.ada,
    "successful",
    "Membership",
    5.3,
    days(-40),
  ]);
  await payment(["in_old2", stripe.subscriptionId, B.ada, "failed", "Membership", 5.3, days(-10)]);
  await payment(["PM000GRACE1", "SB000GRACE", B.grace, "successful", "Membership", 60, days(-165)]);
  await payment(["mystery-1", null, null, "successful", "Gift", 10, days(-5)]);

  await db.query(
    `insert into callout (id, slug, image, "formSchema", "responseViewSchema", "newsletterSchema",
       "allowUpdate", access, starts, expires, channels) values
       ($1, 'high-street', $6, $2, $3, $4, true, 'guest', $5, null, null)`,
    [
      B.callout,
      FORM,
      {
        buckets: ["featured"],
        titleProp: "slide1.shop",
        imageProp: "",
        imageFilter: "",
        links: [],
        gallery: true,
        map: null,
      },
      { title: "Stay in touch", text: "News", optIn: "Yes please", groups: "not-a-list" },
      new Date("2024-01-01T00:00:00Z"),
      `${origin}/api/1.0/images/street.jpg`,
    ],
  );
  await db.query(
    `insert into callout (id, slug, image, "formSchema", "allowUpdate") values
       ($1, 'broken', '', '{"pages": []}', false)`,
    [B.brokenCallout],
  );
  const variant = (name: string, title: string) =>
    db.query(
      `insert into callout_variant ("calloutId", name, title, excerpt, intro, "thanksTitle",
         "thanksText", "slideNavigation", "componentText") values
         ($1, $2, $3, 'Tell us', '<p>Intro</p>', 'Thanks', '<p>Thank you</p>', $4, $5)`,
      [
        B.callout,
        name,
        title,
        { slide1: { submitText: name === "default" ? "Send" : "Senden" } },
        name === "default" ? {} : { "Which shop?": "Welcher Laden?" },
      ],
    );
  await variant("default", "The high street");
  await variant("de", "Die Einkaufsstraße");
  await db.query(
    `insert into callout_tag (id, name, description, "calloutId") values ($1, 'Follow up', '', $2)`,
    [B.calloutTag, B.callout],
  );
  await db.query(
    `insert into callout_reviewer (id, "calloutId", "contactId") values
       ('70000000-0000-4000-8000-000000000001', $1, $2)`,
    [B.callout, B.editor],
  );
  const response = (values: unknown[]) =>
    db.query(
      `insert into callout_response (id, "calloutId", number, "contactId", "guestName",
         "guestEmail", answers, "isPartial", bucket, "assigneeId", "createdAt", "updatedAt")
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      values,
    );
  const answers = (shop: string) => ({ slide1: { shop, story: "It closed" } });
  const withFile = {
    slide1: {
      shop: "Butcher",
      story: "It closed",
      photo: [{ url: `${origin}/api/1.0/documents/lost.pdf`, path: "documents/lost.pdf" }],
    },
  };
  await response([
    B.response1,
    B.callout,
    1,
    B.ada,
    null,
    null,
    answers("Baker"),
    false,
    "featured",
    B.editor,
    days(-30),
  ]);
  await response([
    B.partial,
    B.callout,
    2,
    null,
    "Half",
    "half@example.org",
    answers("?"),
    true,
    "",
    null,
    days(-29),
  ]);
  await response([
    B.response2,
    B.callout,
    7,
    null,
    "Guest",
    "guest@example.org",
    withFile,
    false,
    "",
    null,
    days(-20),
  ]);
  await db.query(`insert into callout_response_tag ("responseId", "tagId") values ($1, $2)`, [
    B.response1,
    B.calloutTag,
  ]);
  await db.query(
    `insert into callout_response_comment (id, "contactId", "responseId", text) values
       ('80000000-0000-4000-8000-000000000001', $1, $2, 'Call her back')`,
    [B.editor, B.response1],
  );

  await db.query(
    `insert into notice (id, name, text, "buttonText", url) values
       ('90000000-0000-4000-8000-000000000001', 'AGM', '<p>Come along</p>', 'Book', 'https://example.org/agm'),
       ('90000000-0000-4000-8000-000000000002', 'Half a button', '<p>Oops</p>', 'Click', null)`,
  );
  await db.query(
    `insert into segment (id, name, "ruleGroup", "order") values
       ('a0000000-0000-4000-8000-000000000001', 'Monthly givers', $1, 1),
       ('a0000000-0000-4000-8000-000000000002', 'Old field', $2, 2)`,
    [
      {
        condition: "AND",
        rules: [{ field: "contributionType", operator: "equal", value: ["Automatic"] }],
      },
      { condition: "AND", rules: [{ field: "pollsCode", operator: "equal", value: ["x"] }] },
    ],
  );
  await db.query(`insert into content (id, data) values ('general', $1), ('telegram', '{}')`, [
    { organisationName: "Harbour Times", hideContribution: "sometimes" },
  ]);
  await db.query(
    `insert into email (id, name, subject, body) values ($1, 'Welcome', 'Welcome   aboard', '<p>Hi *|FNAME|* {{ lname }}, *|REFCODE|*</p><script>x()</script>')`,
    [B.welcomeEmail],
  );
  await db.query(
    `insert into option (key, value) values ('locale', 'en'), ('email-templates', $1)`,
    [JSON.stringify({ welcome: B.welcomeEmail, "cancelled-contribution": "provider-template-7" })],
  );
  return db;
}

/** A beabee id of the sized fixture: `prefix` (8 hex digits) and the row's number. */
export const sizedId = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;
/** The same in SQL, for a number `n` of generate_series. */
const idSql = (prefix: string, n = "n") =>
  `('${prefix}-0000-4000-8000-' || lpad(${n}::text, 12, '0'))::uuid`;

interface FixtureSize {
  /** Contacts, each with a profile, a role, a contribution and a payment. */
  contacts: number;
  /** Rows of every other kind (at most 8: beabee has no more settings documents Agora reads). */
  others: number;
}

/**
 * beabee's layout with `size` rows of each kind, made in a few statements whatever the size:
 * for the import's paging and for timing it on a large database. Contact 1 is a second
 * factor's, a tag's, a reviewer's and every response's and comment's contact. The last row of
 * several kinds is one Agora cannot take: an address that is not an email, an unknown role, an
 * unfinished response, a notice with half a button, a segment on a field Agora does not filter.
 */
export async function createSizedBeabeeDatabase({
  contacts,
  others,
}: FixtureSize): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(BEABEE_SCHEMA);
  const contact = idSql("11000000");
  const series = (count: number) => `generate_series(1, ${count}) as n`;
  await db.exec(`
    insert into contact (id, email, firstname, lastname, joined, "contributionType",
      "contributionPeriod", "contributionMonthlyAmount")
    select ${contact}, case when n = ${contacts} then 'not-an-email' else 'c' || n || '@example.org' end,
      'First' || n, 'Last' || n, timestamp '2023-01-01' + n * interval '1 minute',
      'Manual', 'monthly', 3 from ${series(contacts)};
    insert into contact_profile ("contactId", telephone, "newsletterStatus", "newsletterGroups")
    select ${contact}, '0' || n, 'subscribed', '["weekly"]' from ${series(contacts)};
    insert into contact_role ("contactId", type, "dateAdded", "dateExpires")
    select ${contact}, case when n = ${contacts} - 1 then 'tester' else 'member' end,
      timestamp '2023-01-01', timestamp '2030-01-01' from ${series(contacts)};
    insert into contact_contribution ("contactId", "customerId", "mandateId")
    select ${contact}, 'REF-' || n, 'Standing order' from ${series(contacts)};
    insert into payment (id, "contactId", status, description, amount, "chargeDate", "updatedAt")
    select 'PM' || lpad(n::text, 8, '0'), ${contact}, 'successful', 'Membership', 3,
      timestamp '2024-01-01' + n * interval '1 minute', timestamp '2024-01-01' from ${series(contacts)};
    insert into contact_mfa (id, "contactId", type, secret)
    select ${idSql("12000000")}, ${contact}, 'totp', 'JBSWY3DPEHPK3PXP' from ${series(others)};
    insert into contact_tag (id, name, description)
    select ${idSql("13000000")}, 'Tag ' || n, '' from ${series(others)};
    insert into contact_tag_assignments ("contactId", "tagId")
    select ${idSql("11000000", "1")}, ${idSql("13000000")} from ${series(others)};
    insert into callout (id, slug, image, "formSchema", "allowUpdate", access)
    select ${idSql("21000000")}, 'callout-' || n, '', '${JSON.stringify(FORM)}', false, 'guest'
      from ${series(others)};
    insert into callout_variant ("calloutId", name, title, excerpt, intro, "thanksTitle",
      "thanksText", "slideNavigation")
    select ${idSql("21000000", "1")}, 'l' || n, 'Title ' || n, '', '', '', '', '{}' from ${series(others)};
    insert into callout_tag (id, name, description, "calloutId")
    select ${idSql("22000000")}, 'Tag ' || n, '', ${idSql("21000000", "1")} from ${series(others)};
    insert into callout_reviewer (id, "calloutId", "contactId")
    select ${idSql("23000000")}, ${idSql("21000000")}, ${idSql("11000000", "1")} from ${series(others)};
    insert into callout_response (id, "calloutId", number, "contactId", answers, "isPartial")
    select ${idSql("24000000")}, ${idSql("21000000", "1")}, n, ${idSql("11000000", "1")},
      '{"slide1": {"shop": "Baker"}}', n = ${others} from ${series(others)};
    insert into callout_response_tag ("responseId", "tagId")
    select ${idSql("24000000", "1")}, ${idSql("22000000")} from ${series(others)};
    insert into callout_response_comment (id, "contactId", "responseId", text)
    select ${idSql("25000000")}, ${idSql("11000000", "1")}, ${idSql("24000000", "1")}, 'Note ' || n
      from ${series(others)};
    insert into notice (id, name, text, "buttonText", url)
    select ${idSql("26000000")}, 'Notice ' || n, '<p>Hi</p>', 'Go',
      case when n = ${others} then null else 'https://example.org' end from ${series(others)};
    insert into segment (id, name, "ruleGroup", "order")
    select ${idSql("27000000")}, 'Segment ' || n, json_build_object('condition', 'AND', 'rules',
      json_build_array(json_build_object('field', case when n = ${others} then 'pollsCode' else 'firstname' end,
        'operator', 'equal', 'value', json_build_array('x')))), n from ${series(others)};
    insert into email (id, name, subject, body)
    select ${idSql("28000000")}, 'Email ' || n, 'Subject ' || n, '<p>Body</p>' from ${series(others)};
  `);
  const contentIds = [
    "general",
    "join",
    "join/setup",
    "profile",
    "share",
    "email",
    "contacts",
    "payment",
  ];
  for (const id of contentIds.slice(0, others)) {
    await db.query(`insert into content (id, data) values ($1, '{}')`, [id]);
  }
  const templates = [
    "welcome",
    "reset-password",
    "email-changed",
    "password-changed",
    "new-member",
    "cancelled-member",
    "payment-failed",
    "confirm-email",
  ];
  const chosen = Object.fromEntries(
    templates.slice(0, others).map((template, index) => [template, sizedId("28000000", index + 1)]),
  );
  await db.query(
    `insert into option (key, value) values ('locale', 'en'), ('email-templates', $1)`,
    [JSON.stringify(chosen)],
  );
  return db;
}
