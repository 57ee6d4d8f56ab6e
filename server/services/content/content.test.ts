import { beforeEach, describe, expect, it } from "vitest";
import { CONTENT } from "@core/content";
import { HttpError } from "@core/errors";
import { content } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from ".";

const database = testDatabasePerFile();
const service = () => createContentService(database().db);

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  await database().db.delete(content);
});

describe("content service", () => {
  it("reuses a read for a second; its own changes show at once, other servers' within that", async () => {
    let clock = 0;
    const now = () => clock;
    const here = createContentService(database().db, { cacheMs: 1000, now });
    const there = createContentService(database().db, { cacheMs: 1000, now });
    expect((await here.get("general")).organisationName).toBe(
      CONTENT.general.defaults.organisationName,
    );
    await there.update("general", { organisationName: "Harbour Ledger" });
    expect((await there.get("general")).organisationName).toBe("Harbour Ledger");
    // Another server's change: not yet seen here...
    expect((await here.get("general")).organisationName).toBe(
      CONTENT.general.defaults.organisationName,
    );
    // ...until the second is over.
    clock = 1001;
    expect((await here.get("general")).organisationName).toBe("Harbour Ledger");
    await here.update("general", { organisationName: "The Ledger" });
    expect((await here.get("general")).organisationName).toBe("The Ledger");
  });

  it("answers defaults for documents never saved", async () => {
    expect(await service().get("payment")).toEqual(CONTENT.payment.defaults);
  });

  it("keeps earlier changes when merging later ones, also when they race", async () => {
    await service().update("join", { title: "Join us" });
    await Promise.all([
      service().update("join", { subtitle: "From £3 a month" }),
      service().update("join", { minMonthlyAmount: 3 }),
    ]);
    expect(await service().get("join")).toEqual({
      ...CONTENT.join.defaults,
      title: "Join us",
      subtitle: "From £3 a month",
      minMonthlyAmount: 3,
    });
  });

  it("ignores read-only fields", async () => {
    const email = await service().update("email", { supportEmailName: "Desk", footer: "<b>x</b>" });
    expect(email).toEqual({ ...CONTENT.email.defaults, supportEmailName: "Desk" });
    const payment = await service().update("payment", { stripePublicKey: "pk_live_x" });
    expect(payment.stripePublicKey).toBe("");
    const stored = await database().db.select().from(content);
    expect(stored.map((row) => row.data)).toEqual(
      expect.arrayContaining([{ supportEmailName: "Desk" }, {}]),
    );
  });

  it("derives the currency symbol from the currency code", async () => {
    expect(await service().update("general", { currencyCode: "EUR" })).toMatchObject({
      currencySymbol: "€",
    });
    expect(await service().update("general", { currencyCode: "CAD" })).toMatchObject({
      currencySymbol: "$",
    });
  });

  it("refuses wrong types with 400 and every failure listed", async () => {
    const error = await rejection(
      service().update("payment", { taxRate: 120, taxRateEnabled: "true" }),
    );
    expect(error.httpCode).toBe(400);
    expect(error.toBody()).toMatchObject({
      message: "Invalid body, check 'errors' property for more info.",
    });
    expect(error.errors?.map((item) => item.property).sort()).toEqual([
      "taxRate",
      "taxRateEnabled",
    ]);
  });

  it("refuses unknown fields", async () => {
    const error = await rejection(service().update("profile", { introMessage: "Hi", admin: true }));
    expect(error.errors).toEqual([
      { property: "admin", constraints: { whitelistValidation: "Unknown property admin" } },
    ]);
    expect(await service().get("profile")).toEqual(CONTENT.profile.defaults);
  });

  it("refuses links that would run script, and unknown locales and currencies", async () => {
    const error = await rejection(
      service().update("general", {
        privacyLink: "javascript:alert(1)",
        logoUrl: "//evil.example/logo.svg",
        locale: "xx",
        currencyCode: "gbp",
      }),
    );
    expect(error.errors?.map((item) => Object.keys(item.constraints ?? {})[0])).toEqual([
      "isLink",
      "isLink",
      "enums",
      "isCurrency",
    ]);
  });

  it("accepts the predecessor's locale ids and the fonts and colour forms themes use", async () => {
    const general = await service().update("general", {
      locale: "de@informal",
      theme: {
        colors: { _name: "custom", primary: "#123", link: "rgb(10 20 30)", body: "rebeccapurple" },
        fonts: { body: "work-sans", title: "roboto-slab" },
      },
    });
    expect(general.locale).toBe("de@informal");
    expect(general.theme.fonts).toEqual({ body: "work-sans", title: "roboto-slab" });
  });

  it("refuses fonts it does not offer", async () => {
    const error = await rejection(
      service().update("general", { theme: { fonts: { body: "comic" } } }),
    );
    expect(error.errors).toEqual([
      {
        property: "theme",
        children: [
          {
            property: "fonts",
            children: [
              { property: "body", constraints: { isFont: expect.stringMatching(/^Unknown font/) } },
            ],
          },
        ],
      },
    ]);
  });

  it("falls back to defaults for stored values it no longer accepts", async () => {
    await database()
      .db.insert(content)
      .values({
        id: "general",
        data: { organisationName: "Kept", locale: "xx", footerLinks: "?" },
      });
    expect(await service().get("general")).toEqual({
      ...CONTENT.general.defaults,
      organisationName: "Kept",
    });
  });
});

describe("the join form's payment methods", () => {
  it("are the admins' choice of those the configured providers take", async () => {
    const offering = createContentService(database().db, { cacheMs: 0 });
    offering.usePaymentProviders({
      methods: ["s_card", "gc_direct-debit"],
      stripe: undefined,
      testPayments: false,
      taxChanged: async () => {},
    });
    expect((await offering.get("join")).paymentMethods).toEqual(["s_card", "gc_direct-debit"]);
    const saved = await offering.update("join", {
      paymentMethods: ["gc_direct-debit", "s_paypal"],
    });
    expect(saved.paymentMethods).toEqual(["gc_direct-debit"]);
    // What admins chose is kept, for a provider configured later.
    const [row] = await database().db.select().from(content);
    expect(row?.data).toMatchObject({ paymentMethods: ["gc_direct-debit", "s_paypal"] });
    await offering.update("join", { paymentMethods: ["s_paypal"] });
    expect((await offering.get("join")).paymentMethods).toEqual(["s_card", "gc_direct-debit"]);
  });
});

describe("the membership grace period", () => {
  it("is 21 days unless admins set 0 to 90", async () => {
    expect((await service().get("payment")).membershipGraceDays).toBe(21);
    expect(
      (await service().update("payment", { membershipGraceDays: 30 })).membershipGraceDays,
    ).toBe(30);
    for (const wrong of [-1, 91, 2.5]) {
      const error = await rejection(service().update("payment", { membershipGraceDays: wrong }));
      expect(error.httpCode).toBe(400);
    }
  });
});

describe("the join form as a whole", () => {
  it("is refused with amounts below its minimum, counting what is stored", async () => {
    await service().update("join", { minMonthlyAmount: 3 });
    const error = await rejection(
      service().update("join", { periods: [{ name: "monthly", presetAmounts: [2, 5] }] }),
    );
    expect(error.httpCode).toBe(400);
    expect(error.errors).toEqual([
      {
        property: "periods",
        constraints: { isValid: "Suggested monthly amounts must be at least 3" },
      },
    ]);
    // Minimum and suggestions changed together are checked together.
    const saved = await service().update("join", {
      minMonthlyAmount: 2,
      periods: [{ name: "monthly", presetAmounts: [2, 5] }],
    });
    expect(saved.minMonthlyAmount).toBe(2);
  });
});
