import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT, CONTENT_IDS } from "@core/content";
import { content } from "../../db/schema";
import { ADMIN, MEMBER, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let anonymous: FastifyInstance;
let admin: FastifyInstance;

beforeAll(async () => {
  anonymous = await buildTestApp({ database: database(), config: { testHooks: true } });
  admin = await buildTestApp({ database: database(), caller: ADMIN });
});
afterAll(async () => {
  await anonymous.close();
  await admin.close();
});
beforeEach(async () => {
  await database().db.delete(content);
});

describe("GET /api/1.0/content/:id", () => {
  it.each(CONTENT_IDS)("answers %s with every field, defaults first", async (id) => {
    const response = await anonymous.inject({ url: `/api/1.0/content/${id}` });
    expect(response.statusCode).toBe(200);
    // The server says whether the test provider takes payments: it does in tests.
    const told = id === "payment" ? { testPayments: true } : {};
    expect(response.json()).toEqual({ ...CONTENT[id].defaults, ...told });
  });

  it("gives general settings sensible defaults", async () => {
    const response = await anonymous.inject({ url: "/api/1.0/content/general" });
    expect(response.json()).toMatchObject({
      organisationName: "",
      locale: "en",
      theme: {},
      currencyCode: "GBP",
      currencySymbol: "£",
      hideContribution: false,
      footerLinks: [],
      reviewerOnly: false,
    });
  });

  it.each(["telegram", "nope", "join%2Fother"])(
    "refuses the unknown id %s with 400",
    async (id) => {
      const response = await anonymous.inject({ url: `/api/1.0/content/${id}` });
      expect(response.statusCode).toBe(400);
      // The error names the ids there are.
      expect(response.json()).toMatchObject({
        httpCode: 400,
        name: "BadRequestError",
        errors: [
          {
            property: "id",
            constraints: { enums: expect.stringContaining('"general","join","profile"') },
          },
        ],
      });
    },
  );
});

describe("PATCH /api/1.0/content/:id", () => {
  it("is for admins: anonymous callers get 403 and nothing changes", async () => {
    const response = await anonymous.inject({
      method: "PATCH",
      url: "/api/1.0/content/general",
      payload: { organisationName: "Hijacked" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ httpCode: 403, name: "ForbiddenError" });
    const general = await anonymous.inject({ url: "/api/1.0/content/general" });
    expect(general.json()).toMatchObject({ organisationName: "" });
  });

  it("is for admins: members get 403", async () => {
    const member = await buildTestApp({ database: database(), caller: MEMBER });
    const response = await member.inject({
      method: "PATCH",
      url: "/api/1.0/content/profile",
      payload: { introMessage: "Hi" },
    });
    expect(response.statusCode).toBe(403);
    await member.close();
  });

  it("merges a partial document and answers the whole one", async () => {
    const first = await admin.inject({
      method: "PATCH",
      url: "/api/1.0/content/general",
      payload: { organisationName: "Valley Voice", currencyCode: "EUR" },
    });
    expect(first.statusCode).toBe(200);
    const second = await admin.inject({
      method: "PATCH",
      url: "/api/1.0/content/general",
      payload: { hideContribution: true, currencySymbol: "ignored" },
    });
    expect(second.json()).toEqual({
      ...CONTENT.general.defaults,
      organisationName: "Valley Voice",
      currencyCode: "EUR",
      currencySymbol: "€",
      hideContribution: true,
    });
    const read = await anonymous.inject({ url: "/api/1.0/content/general" });
    expect(read.json()).toEqual(second.json());
  });

  it("addresses join/setup by its own path", async () => {
    const response = await admin.inject({
      method: "PATCH",
      url: "/api/1.0/content/join/setup",
      payload: { welcome: "Welcome aboard", surveyRequired: true },
    });
    expect(response.json()).toEqual({
      ...CONTENT["join/setup"].defaults,
      welcome: "Welcome aboard",
      surveyRequired: true,
    });
    const join = await anonymous.inject({ url: "/api/1.0/content/join" });
    expect(join.json()).toEqual(CONTENT.join.defaults);
  });

  it("refuses an unknown id with 400", async () => {
    const response = await admin.inject({
      method: "PATCH",
      url: "/api/1.0/content/telegram",
      payload: { welcomeMessageMd: "Hi" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("PATCH /api/1.0/content/:id: what the settings screens save", () => {
  const patch = (id: string, payload: object) =>
    admin.inject({ method: "PATCH", url: `/api/1.0/content/${id}`, payload });

  it.each([
    ["general", { organisationName: "  " }, "organisationName"],
    ["general", { organisationName: "x".repeat(101) }, "organisationName"],
    ["general", { footerLinks: [{ url: "", text: "Shop" }] }, "footerLinks"],
    ["general", { footerLinks: [{ url: "https://shop.example", text: "" }] }, "footerLinks"],
    ["share", { description: "x".repeat(201) }, "description"],
    ["share", { twitterHandle: "not a handle" }, "twitterHandle"],
    ["email", { supportEmailName: "x".repeat(101) }, "supportEmailName"],
    ["email", { supportEmail: "desk" }, "supportEmail"],
    ["payment", { taxRate: 101 }, "taxRate"],
    ["payment", { taxRateEnabled: true }, "taxRate"],
  ])("refuses %s %j with 400 naming %s, storing nothing", async (id, payload, property) => {
    const response = await patch(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ property }] });
    expect(await database().db.select().from(content)).toEqual([]);
  });

  it("stores each screen's fields and answers the whole document", async () => {
    const general = await patch("general", {
      organisationName: "Harbour Ledger",
      logoUrl: "/uploads/images/logo.png",
      locale: "de@informal",
      siteUrl: "https://harbour.example",
      privacyLink: "https://harbour.example/privacy",
      footerLinks: [{ url: "https://harbour.example/shop", text: "Shop" }],
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json()).toMatchObject({
      organisationName: "Harbour Ledger",
      locale: "de@informal",
    });
    const share = await patch("share", {
      title: "T",
      description: "D",
      twitterHandle: "@harbour_1",
    });
    expect(share.json()).toMatchObject({ twitterHandle: "@harbour_1" });
    const email = await patch("email", {
      supportEmail: "desk@harbour.example",
      supportEmailName: "Desk",
    });
    expect(email.json()).toMatchObject({ supportEmailName: "Desk", footer: "" });
    const payment = await patch("payment", { taxRateEnabled: true, taxRate: 19 });
    expect(payment.json()).toMatchObject({ taxRateEnabled: true, taxRate: 19 });
  });
});

describe("PATCH through the test hook", () => {
  const patch = (id: string, payload: object) =>
    anonymous.inject({ method: "PATCH", url: `/api/1.0/__test/content/${id}`, payload });

  it("applies a patch without logging in", async () => {
    const response = await patch("join/setup", { showMailOptIn: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ showMailOptIn: true });
  });

  it("validates like the real route: wrong types and unknown fields give 400 with errors", async () => {
    const response = await patch("general", {
      hideContribution: "yes",
      footerLinks: [{ url: "javascript:alert(1)", text: "Click" }],
      theme: { colors: { primary: "not-a-colour" } },
      colour: "red",
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: unknown[] }>();
    expect(body).toMatchObject({
      httpCode: 400,
      name: "BadRequestError",
      message: "Invalid body, check 'errors' property for more info.",
    });
    expect(body.errors).toHaveLength(4);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          property: "hideContribution",
          constraints: { boolean: 'Expected a value of type `boolean`, but received: `"yes"`' },
        },
        {
          property: "footerLinks",
          children: [
            {
              property: "0",
              children: [
                {
                  property: "url",
                  constraints: { isLink: "Must be an http(s) address or a path starting with /" },
                },
              ],
            },
          ],
        },
        {
          property: "theme",
          children: [
            {
              property: "colors",
              children: [
                {
                  property: "primary",
                  constraints: { isColor: "Failed to parse color: not-a-colour" },
                },
              ],
            },
          ],
        },
        { property: "colour", constraints: { whitelistValidation: "Unknown property colour" } },
      ]),
    );
    const general = await anonymous.inject({ url: "/api/1.0/content/general" });
    expect(general.json()).toEqual(CONTENT.general.defaults);
  });

  it("refuses a body that is not an object", async () => {
    const response = await patch("profile", ["introMessage"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ property: "", constraints: { object: expect.any(String) } }],
    });
    expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
  });
});
