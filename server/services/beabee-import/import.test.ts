import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentSettings } from "../../config-payments";
import {
  beabeeImportIds,
  calloutResponseComments,
  calloutResponseTags,
  calloutResponseTriage,
  calloutResponses,
  calloutReviewers,
  calloutVariants,
  callouts,
  contactMfa,
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contacts,
  content,
  contributions,
  emailTemplateOverrides,
  notices,
  paymentCustomers,
  payments,
  segments,
} from "../../db/schema";
import { signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import {
  startGoCardlessStandIn,
  type GoCardlessStandIn,
} from "../../test-support/gocardless-stand-in";
import { stripeClient } from "../payments/stripe/client";
import { startStripeStandIn, type StripeStandIn } from "../../test-support/stripe-stand-in";
import { deliverStripeEvents, stripeSettings } from "../../test-support/stripe";
import { createLocalStore, type UploadStore } from "../uploads/stores";
import { beabeeUploadsAt, importBeabee, readOnlySource, type ImportReport } from ".";
import { pagesOf } from "./source";
import {
  B,
  OLD_PASSWORD,
  createBeabeeDatabase,
  type StripeIds,
} from "../../test-support/beabee-import";

/**
 * `import-beabee` against a database laid out as beabee's, into the real app's database: what
 * comes across, what is refused and why, a second run, a dry run, an old password, and a
 * renewal from the same Stripe account extending the imported membership.
 */
const database = testDatabasePerFile();
let standIn: StripeStandIn;
const config: { payments: PaymentSettings } = { payments: {} };
let gc: GoCardlessStandIn;
const GC_SECRET = "gc-webhook-secret";
beforeAll(async () => {
  standIn = await startStripeStandIn();
  gc = await startGoCardlessStandIn();
  config.payments = {
    stripe: stripeSettings(standIn),
    gocardless: {
      accessToken: "sandbox_token",
      environment: "sandbox",
      webhookSecret: GC_SECRET,
      baseUrl: gc.baseUrl,
    },
  };
});
const { app } = testAppPerFile(database, { config });

let beabee: PGlite;
let stripe: StripeIds;
/** beabee's site, serving its one stored picture, and Agora's upload directory. */
let site: Server;
let origin: string;
let uploadsDir: string;
let store: UploadStore;
const PICTURE = Buffer.from("a street photo");
const AGORA = "https://agora.example.org";
/** Events Stripe sent beabee before the move: beabee took them, Agora never sees them. */
const delivered = new Set<string>();

beforeAll(async () => {
  // A member's card and subscription as beabee set them up at Stripe.
  const client = stripeClient(stripeSettings(standIn));
  const customer = await client.customers.create({ email: "ada@example.org", name: "Ada" });
  const intent = await client.setupIntents.create({ allowed_payment_method_types: ["card"] });
  standIn.confirmSetup(intent.id, { type: "card", name: "Ada Lovelace" });
  const mandateId = String((await client.setupIntents.retrieve(intent.id)).payment_method);
  await client.paymentMethods.attach(mandateId, { customer: customer.id });
  const subscription = await client.subscriptions.create({
    customer: customer.id,
    default_payment_method: mandateId,
    items: [
      {
        price_data: {
          currency: "gbp",
          product: "prod_membership",
          unit_amount: 530,
          recurring: { interval: "month" },
        },
      },
    ],
  });
  for (const event of standIn.events) delivered.add(event.id);
  stripe = { customerId: customer.id, mandateId, subscriptionId: subscription.id };
  site = createServer((request, response) => {
    if (request.url === "/api/1.0/images/street.jpg") response.end(PICTURE);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  uploadsDir = await mkdtemp(join(tmpdir(), "agora-beabee-uploads-"));
  store = createLocalStore(uploadsDir);
  beabee = await createBeabeeDatabase(stripe, origin);
  seedGoCardless();
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  await beabee?.close();
  await standIn?.close();
  await gc?.close();
});

/**
 * Grace's customer, mandate and annual subscription as beabee set them up at GoCardless (the
 * ids the beabee fixture holds), put straight into the stand-in: no event of theirs is sent.
 */
function seedGoCardless(): void {
  const now = new Date().toISOString();
  const day = now.slice(0, 10);
  const seed = (id: string, kind: string, values: Record<string, unknown>) =>
    gc.resources.set(id, { id, kind, created_at: now, ...values });
  seed("CU000GRACE", "customers", { email: "grace@example.org", given_name: "Grace" });
  seed("MD000GRACE", "mandates", {
    scheme: "bacs",
    status: "active",
    next_possible_charge_date: day,
    links: { customer: "CU000GRACE" },
  });
  seed("SB000GRACE", "subscriptions", {
    amount: 6000,
    currency: "GBP",
    name: "Membership",
    interval_unit: "yearly",
    start_date: day,
    status: "active",
    upcoming_payments: [{ charge_date: day, amount: 6000 }],
    links: { mandate: "MD000GRACE" },
  });
}

async function run(dryRun = false): Promise<ImportReport> {
  const source = await readOnlySource(beabee);
  try {
    return await importBeabee(database().db, source, {
      dryRun,
      // Pages of two: every page boundary of the paged tables is crossed.
      pageSize: 2,
      baseUrl: AGORA,
      uploads: { from: beabeeUploadsAt(origin), to: store },
    });
  } finally {
    await source.close();
  }
}

const db = () => database().db;
const agoraId = async (kind: string, beabeeId: string) => {
  const [row] = await db()
    .select({ id: beabeeImportIds.agoraId })
    .from(beabeeImportIds)
    .where(and(eq(beabeeImportIds.kind, kind), eq(beabeeImportIds.beabeeId, beabeeId)));
  return row?.id ?? "";
};
const rows = async (
  table: typeof contacts | typeof payments | typeof calloutResponses | typeof contactRoles,
) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

describe("a dry run", () => {
  it("writes nothing, and lists what would come across and every row it cannot take", async () => {
    const before = await rows(contacts);
    const report = await run(true);
    expect(await rows(contacts)).toBe(before);
    expect(await db().select().from(beabeeImportIds)).toEqual([]);
    expect(await store.stat("images/street.jpg")).toBeUndefined();
    expect(report.kinds.get("contacts")).toEqual({ beabee: 6, added: 4, updated: 0 });
    const text = report.format(true);
    expect(text).toContain("Dry run: nothing was written");
    expect(report.refused).toEqual(
      expect.arrayContaining([
        { kind: "contacts", beabeeId: B.badEmail, reason: 'not an email address: "not-an-email"' },
        {
          kind: "contacts",
          beabeeId: B.adaTwin,
          reason: `the same email as contact ${B.ada} (ada@example.org)`,
        },
        { kind: "roles", beabeeId: `${B.editor}/tester`, reason: 'Agora has no role "tester"' },
        {
          kind: "responses",
          beabeeId: B.partial,
          reason: "an unfinished answer (Agora keeps only submitted ones)",
        },
        expect.objectContaining({ kind: "callouts", beabeeId: B.brokenCallout }),
        expect.objectContaining({ kind: "payments", beabeeId: "mystery-1" }),
        expect.objectContaining({
          kind: "segments",
          beabeeId: "a0000000-0000-4000-8000-000000000002",
        }),
        expect.objectContaining({
          kind: "notices",
          beabeeId: "90000000-0000-4000-8000-000000000002",
        }),
        { kind: "settings", beabeeId: "telegram", reason: "Agora has no such settings document" },
        expect.objectContaining({ kind: "settings", beabeeId: "general.hideContribution" }),
        {
          kind: "email templates",
          beabeeId: "cancelled-contribution",
          reason: "its text is a template at the email provider, not in beabee's database",
        },
      ]),
    );
    for (const refused of report.refused) expect(text).toContain(refused.reason);
  });
});

describe("an import", () => {
  let report: ImportReport;
  beforeAll(async () => {
    report = await run();
  });

  it("brings contacts across with their profiles, roles, second factors and tags", async () => {
    expect(report.kinds.get("contacts")).toEqual({ beabee: 6, added: 4, updated: 0 });
    const adaId = await agoraId("contact", B.ada);
    const [ada] = await db().select().from(contacts).where(eq(contacts.id, adaId));
    expect(ada).toMatchObject({ email: "ada@example.org", firstname: "Ada", lastname: "Lovelace" });
    expect(ada?.joined.toISOString()).toBe("2023-03-01T10:00:00.000Z");
    expect(ada?.passwordHash).toMatch(/^beabee-pbkdf2-sha512\$1000\$/);
    const [grace] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, await agoraId("contact", B.grace)));
    expect(grace?.email).toBe("grace@example.org");
    expect(grace?.passwordHash).toBeNull();

    const [profile] = await db()
      .select()
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, adaId));
    expect(profile).toMatchObject({
      telephone: "0123",
      notes: "Met at the fair",
      description: "Volunteer",
      deliveryOptIn: true,
      deliveryAddress: { line1: "1 High Street", city: "Bristol", postcode: "BS1 1AA" },
      newsletterStatus: "subscribed",
      newsletterGroups: ["weekly"],
    });
    expect(report.refused).toContainEqual(
      expect.objectContaining({ kind: "profiles", beabeeId: B.grace }),
    );
    const [empty] = await db()
      .select()
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, await agoraId("contact", B.manual)));
    expect(empty).toMatchObject({ newsletterStatus: "none", deliveryAddress: null });

    const roles = await db().select().from(contactRoles).where(eq(contactRoles.contactId, adaId));
    expect(roles).toEqual([
      expect.objectContaining({ role: "member", dateAdded: new Date("2023-03-01T10:00:00Z") }),
    ]);
    const editorRoles = await db()
      .select({ role: contactRoles.role })
      .from(contactRoles)
      .where(eq(contactRoles.contactId, await agoraId("contact", B.editor)));
    expect(editorRoles).toEqual([{ role: "admin" }]);

    const [mfa] = await db()
      .select()
      .from(contactMfa)
      .where(eq(contactMfa.contactId, await agoraId("contact", B.grace)));
    expect(mfa).toMatchObject({ type: "totp", secret: "JBSWY3DPEHPK3PXP" });
    const tagged = await db()
      .select()
      .from(contactTagAssignments)
      .where(eq(contactTagAssignments.contactId, adaId));
    expect(tagged).toEqual([
      expect.objectContaining({ tagId: await agoraId("contact-tag", B.contactTag) }),
    ]);
    // beabee's "volunteer" is Agora's "Volunteer" (names ignore case): Grace's tag is Ada's.
    expect(await agoraId("contact-tag", B.contactTagTwin)).toBe(
      await agoraId("contact-tag", B.contactTag),
    );
    const graceTags = await db()
      .select({ tagId: contactTagAssignments.tagId })
      .from(contactTagAssignments)
      .where(eq(contactTagAssignments.contactId, await agoraId("contact", B.grace)));
    expect(graceTags).toEqual([{ tagId: await agoraId("contact-tag", B.contactTag) }]);
  });

  it("brings contributions across with their providers' ids, and the payment history", async () => {
    const row = async (beabeeId: string) =>
      (
        await db()
          .select()
          .from(contributions)
          .where(eq(contributions.contactId, await agoraId("contact", beabeeId)))
      )[0];
    expect(await row(B.ada)).toMatchObject({
      type: "Automatic",
      amount: 5,
      period: "monthly",
      payFee: true,
      provider: "stripe",
      paymentMethod: "s_card",
      ...stripe,
      cancelledAt: null,
    });
    expect(await row(B.grace)).toMatchObject({
      type: "Automatic",
      amount: 60,
      period: "annually",
      provider: "gocardless",
      paymentMethod: "gc_direct-debit",
      customerId: "CU000GRACE",
      mandateId: "MD000GRACE",
      subscriptionId: "SB000GRACE",
      nextAmount: 72,
      nextChargeable: 7200,
    });
    expect(await row(B.manual)).toMatchObject({
      type: "Manual",
      amount: 3,
      provider: "manual",
      customerId: null,
      manualReference: "REF-42",
      manualSource: "Standing order",
    });
    const customers = await db().select().from(paymentCustomers);
    expect(customers.map((customer) => customer.customerId).sort()).toEqual(
      ["CU000GRACE", stripe.customerId].sort(),
    );
    const history = await db()
      .select({
        provider: payments.provider,
        id: payments.providerPaymentId,
        status: payments.status,
        amount: payments.amount,
      })
      .from(payments)
      .orderBy(payments.chargeDate);
    expect(history).toEqual([
      { provider: "gocardless", id: "PM000GRACE1", status: "successful", amount: 60 },
      { provider: "stripe", id: "in_old1", status: "successful", amount: expect.closeTo(5.3) },
      { provider: "stripe", id: "in_old2", status: "failed", amount: expect.closeTo(5.3) },
    ]);
  });

  it("brings callouts across with variants, reviewers, responses by number, tags, assignees and comments", async () => {
    const calloutId = await agoraId("callout", B.callout);
    const [callout] = await db().select().from(callouts).where(eq(callouts.id, calloutId));
    expect(callout).toMatchObject({
      slug: "high-street",
      access: "guest",
      allowUpdate: true,
      newsletterSchema: null,
      responseViewSchema: expect.objectContaining({ buckets: ["featured"] }),
      lastResponseNumber: 7,
      responseCount: 2,
    });
    expect(callout?.formSchema.slides[0]?.components).toHaveLength(2);
    const variants = await db()
      .select({ name: calloutVariants.name, title: calloutVariants.title })
      .from(calloutVariants)
      .where(eq(calloutVariants.calloutId, calloutId))
      .orderBy(calloutVariants.name);
    expect(variants).toEqual([
      { name: "de", title: "Die Einkaufsstraße" },
      { name: "default", title: "The high street" },
    ]);
    const responses = (
      await db()
        .select()
        .from(calloutResponses)
        .innerJoin(calloutResponseTriage, eq(calloutResponseTriage.responseId, calloutResponses.id))
        .where(eq(calloutResponses.calloutId, calloutId))
        .orderBy(calloutResponses.number)
    ).map((row) => ({ ...row.callout_responses, ...row.callout_response_triage }));
    const editorId = await agoraId("contact", B.editor);
    expect(responses).toEqual([
      expect.objectContaining({
        number: 1,
        contactId: await agoraId("contact", B.ada),
        bucket: "featured",
        assigneeId: editorId,
        answers: { slide1: { shop: "Baker", story: "It closed" } },
      }),
      expect.objectContaining({ number: 7, contactId: null, guestEmail: "guest@example.org" }),
    ]);
    const firstId = responses[0]?.id ?? "";
    expect(
      await db()
        .select()
        .from(calloutResponseTags)
        .where(eq(calloutResponseTags.responseId, firstId)),
    ).toEqual([expect.objectContaining({ tagId: await agoraId("callout-tag", B.calloutTag) })]);
    expect(
      await db()
        .select({ text: calloutResponseComments.text, by: calloutResponseComments.contactId })
        .from(calloutResponseComments)
        .where(eq(calloutResponseComments.responseId, firstId)),
    ).toEqual([{ text: "Call her back", by: editorId }]);
    expect(
      await db()
        .select({ contactId: calloutReviewers.contactId })
        .from(calloutReviewers)
        .where(eq(calloutReviewers.calloutId, calloutId)),
    ).toEqual([{ contactId: editorId }]);
    expect(report.refused).toContainEqual(
      expect.objectContaining({
        kind: "callouts",
        beabeeId: B.callout,
        reason: expect.stringContaining("newsletter sign-up dropped"),
      }),
    );
  });

  it("brings notices, segments, settings and email wording across", async () => {
    expect(await db().select({ name: notices.name, url: notices.url }).from(notices)).toEqual([
      { name: "AGM", url: "https://example.org/agm" },
    ]);
    expect(await db().select({ name: segments.name }).from(segments)).toEqual([
      { name: "Monthly givers" },
    ]);
    const [general] = await db().select().from(content).where(eq(content.id, "general"));
    expect(general?.data).toEqual({ organisationName: "Harbour Times" });
    const [welcome] = await db().select().from(emailTemplateOverrides);
    expect(welcome).toMatchObject({
      templateId: "welcome",
      locale: "en",
      subject: "Welcome aboard",
      // beabee's `{{ lname }}` written as Agora's tag; a tag Agora does not fill is reported.
      body: "<p>Hi *|FNAME|* *|LNAME|*, *|REFCODE|*</p>",
    });
    expect(report.warnings).toEqual([
      {
        kind: "contact tags",
        beabeeId: B.contactTagTwin,
        reason: `the same name as ${B.contactTag}: brought across as that one`,
      },
      {
        kind: "email templates",
        beabeeId: "welcome",
        reason: "Agora leaves these merge fields empty in this email: REFCODE",
      },
    ]);
    const text = report.format(false);
    expect(text).toMatch(/contacts\s+6\s+4\s+0\s+2/);
  });

  it("copies the uploads beabee's rows name, and points links to them at Agora", async () => {
    expect(await store.readAll("images/street.jpg")).toEqual(PICTURE);
    expect(report.refused).toContainEqual({
      kind: "uploads",
      beabeeId: "documents/lost.pdf",
      reason: `not found in ${origin}`,
    });
    const [callout] = await db()
      .select({ image: callouts.image })
      .from(callouts)
      .where(eq(callouts.id, await agoraId("callout", B.callout)));
    expect(callout?.image).toBe(`${AGORA}/api/1.0/images/street.jpg`);
    const [answer] = await db()
      .select({ answers: calloutResponses.answers })
      .from(calloutResponses)
      .where(eq(calloutResponses.id, await agoraId("response", B.response2)));
    expect(JSON.stringify(answer?.answers)).toContain(`${AGORA}/api/1.0/documents/lost.pdf`);
  });

  it("updates on a second run rather than adding again", async () => {
    await beabee.query(`update contact set firstname = 'Augusta' where id = $1`, [B.ada]);
    const counts = async () => ({
      contacts: await rows(contacts),
      payments: await rows(payments),
      responses: await rows(calloutResponses),
      roles: await rows(contactRoles),
    });
    const before = await counts();
    const again = await run();
    expect(await counts()).toEqual(before);
    for (const [kind, counted] of again.kinds) expect([kind, counted.added]).toEqual([kind, 0]);
    const [ada] = await db()
      .select({ firstname: contacts.firstname })
      .from(contacts)
      .where(eq(contacts.id, await agoraId("contact", B.ada)));
    expect(ada?.firstname).toBe("Augusta");
  });
});

describe("an imported member", () => {
  it("signs in with their beabee password, which is then re-hashed with Agora's", async () => {
    await signIn(app(), { email: "ada@example.org", password: OLD_PASSWORD });
    const [ada] = await db()
      .select({ hash: contacts.passwordHash })
      .from(contacts)
      .where(eq(contacts.email, "ada@example.org"));
    expect(ada?.hash).toMatch(/^scrypt\$/);
    await signIn(app(), { email: "ada@example.org", password: OLD_PASSWORD });
    // A later run keeps the password set in Agora.
    await run();
    const [after] = await db()
      .select({ hash: contacts.passwordHash })
      .from(contacts)
      .where(eq(contacts.email, "ada@example.org"));
    expect(after?.hash).toBe(ada?.hash);
  });

  it("renews through their beabee-era Stripe subscription, which extends the membership", async () => {
    const adaId = await agoraId("contact", B.ada);
    const expiry = async () =>
      (
        await db()
          .select({ until: contactRoles.dateExpires })
          .from(contactRoles)
          .where(and(eq(contactRoles.contactId, adaId), eq(contactRoles.role, "member")))
      )[0]?.until;
    const before = await expiry();
    const invoice = standIn.renew(stripe.subscriptionId);
    const sent = await deliverStripeEvents(app(), standIn, delivered);
    expect(sent.map((event) => event.type)).toContain("invoice.paid");
    const after = await expiry();
    expect(after?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    const [renewal] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, String(invoice.id)));
    expect(renewal).toMatchObject({
      contactId: adaId,
      status: "successful",
      subscriptionId: stripe.subscriptionId,
    });
    // Running the import again (beabee no longer hears of renewals) keeps Agora's date.
    await run();
    expect(await expiry()).toEqual(after);
  });

  it("renews through their beabee-era GoCardless subscription, which extends the membership", async () => {
    const graceId = await agoraId("contact", B.grace);
    const expiry = async () =>
      (
        await db()
          .select({ until: contactRoles.dateExpires })
          .from(contactRoles)
          .where(and(eq(contactRoles.contactId, graceId), eq(contactRoles.role, "member")))
      )[0]?.until;
    const before = await expiry();
    const payment = gc.collect("SB000GRACE");
    const { body, signature } = gc.webhook(gc.events, GC_SECRET);
    const response = await app().inject({
      method: "POST",
      url: "/webhook/gc",
      headers: { "content-type": "application/json", "webhook-signature": signature },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    await app().services.jobs.drain();
    const after = await expiry();
    expect(after?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    const [renewal] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.id));
    expect(renewal).toMatchObject({
      contactId: graceId,
      status: "successful",
      subscriptionId: "SB000GRACE",
    });
  });
});

describe("beabee's rows a page at a time", () => {
  it("are each read once, in order, across pages and ties in the first key", async () => {
    const source = await readOnlySource(beabee);
    try {
      const joined = `to_char(joined, 'YYYY-MM-DD HH24:MI:SS.US')`;
      const select = `select id, ${joined} as "joinedKey" from contact`;
      const whole = await source.query<{ id: string }>(`${select} order by ${joined}, id`);
      const paged: { id: string }[][] = [];
      const key = [
        ["joinedKey", joined],
        ["id", "id"],
      ] as const;
      for await (const page of pagesOf<{ id: string }>(source.query, select, key, 2)) {
        paged.push(page);
      }
      expect(paged.map((page) => page.length)).toEqual([2, 2, 2]);
      expect(paged.flat().map((row) => row.id)).toEqual(whole.map((row) => row.id));
    } finally {
      await source.close();
    }
  });
});
