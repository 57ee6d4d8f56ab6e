import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EmailPreview, EmailTemplateDetail, EmailTemplateSummary } from "@core/email";
import { content, emailTemplateOverrides } from "../../db/schema";
import { createContentService } from "../../services/content";
import { templates as english } from "../../services/email/templates/en";
import { german } from "../../services/email/templates/de";
import { EMAIL_TEMPLATE_IDS } from "../../services/email";
import { mimeParts, openSmtpListener, type SmtpListener } from "../../test-support/email";
import { createTestContact, signIn } from "../../test-support/accounts";
import { MEMBER, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let smtp: SmtpListener;
let app: FastifyInstance;
let member: FastifyInstance;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  smtp = await openSmtpListener();
  app = await buildTestApp({
    database: database(),
    config: { smtpUrl: smtp.url, baseUrl: "https://members.example.org" },
  });
  member = await buildTestApp({ database: database(), caller: MEMBER, backgroundJobs: false });
  const admin = await createTestContact(database(), { roles: ["admin"], firstname: "Ada" });
  adminEmail = admin.email;
  adminCookie = await signIn(app, admin);
});
afterAll(async () => {
  await Promise.all([app.close(), member.close()]);
  await smtp.close();
});
beforeEach(async () => {
  await database().db.delete(emailTemplateOverrides);
  await database().db.delete(content);
  await createContentService(database().db).update("general", {
    organisationName: "The Harbour Ledger",
    supportEmail: "desk@harbour.example",
    privacyLink: "https://harbour.example/privacy",
  });
});

const asAdmin = (options: {
  method?: "GET" | "PUT" | "DELETE" | "POST";
  url: string;
  payload?: object;
}) => app.inject({ ...options, headers: { cookie: adminCookie } });

const get = async (id: string, query = "") => {
  const response = await asAdmin({ url: `/api/1.0/email/${id}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailTemplateDetail>();
};

const put = (id: string, payload: object, query = "") =>
  asAdmin({ method: "PUT", url: `/api/1.0/email/${id}${query}`, payload });

describe("GET /email", () => {
  it("lists every template of the registry with who gets it and its merge fields", async () => {
    await put("welcome", { subject: "Hi", body: "<p>Hi</p>" }, "?locale=de");
    const response = await asAdmin({ url: "/api/1.0/email" });
    expect(response.statusCode).toBe(200);
    const list = response.json<EmailTemplateSummary[]>();
    expect(list.map((template) => template.id)).toEqual([...EMAIL_TEMPLATE_IDS]);
    expect(list.find((template) => template.id === "welcome")).toEqual({
      id: "welcome",
      audience: "contact",
      mergeFields: ["NAME", "FNAME", "LNAME", "EMAIL", "ORGNAME", "SUPPORTEMAIL", "LOGINLINK"],
      customised: ["de"],
    });
    expect(list.find((template) => template.id === "new-member")).toMatchObject({
      audience: "team",
      mergeFields: ["ORGNAME", "SUPPORTEMAIL", "LOGINLINK", "MEMBERID", "MEMBERNAME"],
      customised: [],
    });
  });

  it("is for admins: members get 403", async () => {
    expect((await member.inject({ url: "/api/1.0/email" })).statusCode).toBe(403);
    expect((await member.inject({ url: "/api/1.0/email/welcome" })).statusCode).toBe(403);
  });
});

describe("GET /email/:id", () => {
  it("answers the built-in text of the organisation's locale, with the contract's fields", async () => {
    await createContentService(database().db).update("general", { locale: "de" });
    const detail = await get("reset-password");
    expect(detail).toEqual({
      id: "reset-password",
      locale: "de",
      subject: german.templates["reset-password"]!.subject,
      body: german.templates["reset-password"]!.body,
      audience: "contact",
      mergeFields: expect.arrayContaining(["RPLINK", "FNAME"]),
      customised: null,
      builtIn: { ...german.templates["reset-password"], locale: "de" },
    });
  });

  it("answers a language's own built-in text, or its fallback's, and says which", async () => {
    const dutch = await get("welcome", "?locale=nl");
    expect(dutch).toMatchObject({ locale: "nl", builtIn: { locale: "nl" } });
    expect(dutch.subject).not.toBe(english.welcome.subject);
    // Plain German falls back to informal German.
    expect(await get("welcome", "?locale=de-x-easy")).toMatchObject({
      locale: "de-x-easy",
      builtIn: { locale: "de-x-informal" },
    });
    // beabee's ids work too.
    expect((await get("welcome", "?locale=de@informal")).locale).toBe("de-x-informal");
  });

  it("answers 404 for an id the registry does not know, 400 for an unknown locale", async () => {
    expect((await asAdmin({ url: "/api/1.0/email/mandrill_x" })).statusCode).toBe(404);
    const bad = await asAdmin({ url: "/api/1.0/email/welcome?locale=xx" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ property: "locale" }] });
  });
});

describe("PUT /email/:id", () => {
  it("stores the organisation's own text for that language, sanitised, and answers it", async () => {
    const response = await put(
      "welcome",
      {
        subject: "  Welcome aboard,\n*|FNAME|*  ",
        body: '<p onclick="x()">Hello *|FNAME|*</p><script>alert(1)</script><p><a href="*|LOGINLINK|*">Log in</a></p>',
      },
      "?locale=de",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      locale: "de",
      subject: "Welcome aboard, *|FNAME|*",
      body: '<p>Hello *|FNAME|*</p><p><a href="*|LOGINLINK|*">Log in</a></p>',
      customised: { updatedAt: expect.any(String) },
      builtIn: { subject: german.templates.welcome!.subject, locale: "de" },
    });
    // Other languages keep their built-in text.
    expect((await get("welcome", "?locale=en")).customised).toBeNull();
  });

  it("replaces its own earlier text", async () => {
    await put("welcome", { subject: "One", body: "<p>1</p>" });
    await put("welcome", { subject: "Two", body: "<p>2</p>" });
    expect(await get("welcome")).toMatchObject({ subject: "Two", body: "<p>2</p>" });
    expect(await database().db.select().from(emailTemplateOverrides)).toHaveLength(1);
  });

  it("takes an empty subject and body, which answer and send the built-in ones", async () => {
    const response = await put("welcome", { subject: "", body: "" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subject: english.welcome.subject,
      body: english.welcome.body,
      customised: { updatedAt: expect.any(String) },
    });
    const partly = await put("welcome", { subject: "Ours", body: "  " });
    expect(partly.json()).toMatchObject({ subject: "Ours", body: english.welcome.body });
  });

  it.each([
    [{ subject: "x".repeat(201), body: "<p>x</p>" }, "subject"],
    [{ subject: "S", body: "<p>x</p>", name: "extra" }, "name"],
  ])("refuses %j with 400 naming %s, storing nothing", async (payload, property) => {
    const response = await put("welcome", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ property }] });
    expect(await database().db.select().from(emailTemplateOverrides)).toEqual([]);
  });

  it("is for admins: members get 403", async () => {
    const response = await member.inject({
      method: "PUT",
      url: "/api/1.0/email/welcome",
      payload: { subject: "S", body: "<p>B</p>" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("DELETE /email/:id", () => {
  it("goes back to the built-in text of that language only", async () => {
    await put("welcome", { subject: "Ours", body: "<p>Ours</p>" });
    await put("welcome", { subject: "Unsere", body: "<p>Unsere</p>" }, "?locale=de");
    const response = await asAdmin({ method: "DELETE", url: "/api/1.0/email/welcome" });
    expect(response.statusCode).toBe(204);
    expect(await get("welcome")).toMatchObject({
      subject: english.welcome.subject,
      customised: null,
    });
    expect((await get("welcome", "?locale=de")).subject).toBe("Unsere");
    // Nothing left to reset is what was asked for.
    expect((await asAdmin({ method: "DELETE", url: "/api/1.0/email/welcome" })).statusCode).toBe(
      204,
    );
  });
});

describe("/email/template/:id, beabee's path", () => {
  it("reads, rewords and resets a template as /email/:id does", async () => {
    const url = "/api/1.0/email/template/welcome?locale=de";
    const saved = await asAdmin({ method: "PUT", url, payload: { subject: "Hallo", body: "" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get("welcome", "?locale=de")).subject).toBe("Hallo");
    const read = await asAdmin({ url });
    expect(read.json()).toMatchObject({ id: "welcome", locale: "de", subject: "Hallo" });
    expect((await asAdmin({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await get("welcome", "?locale=de")).customised).toBeNull();
    const unknown = await asAdmin({ url: "/api/1.0/email/template/nope" });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /email/template/:id/preview", () => {
  it("renders the text with sample values and the organisation's footer, in its language", async () => {
    const response = await asAdmin({
      method: "POST",
      url: "/api/1.0/email/template/confirm-callout-response/preview",
      payload: {
        locale: "de",
        subject: "Danke, *|FNAME|*",
        body: '<p>Zu „*|CALLOUTTITLE|*“</p><p><a href="*|CALLOUTLINK|*">Ansehen</a></p><script>x</script>',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<EmailPreview>();
    expect(preview.subject).toBe("Danke, Alex");
    expect(preview.html).toContain('<html lang="de">');
    expect(preview.html).toContain("How clean is the water in your street?");
    // An action link of its own paragraph shows as a button.
    expect(preview.html).toMatch(
      /<a href="https:\/\/members\.example\.org\/callouts\/water-in-your-street" style="display:inline-block/,
    );
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).toContain("The Harbour Ledger");
    expect(preview.html).toContain("Datenschutzerklärung");
    expect(preview.text).toContain("desk@harbour.example");
  });

  it("is for admins: members get 403", async () => {
    const response = await member.inject({
      method: "POST",
      url: "/api/1.0/email/template/welcome/preview",
      payload: { subject: "S", body: "B" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /email/template/:id/test", () => {
  it("sends the text to the signed-in admin through the mail queue", async () => {
    const already = smtp.received.length;
    const response = await asAdmin({
      method: "POST",
      url: "/api/1.0/email/template/reset-password/test",
      payload: {
        subject: "Test for *|FNAME|*",
        body: '<p>Reset at <a href="*|RPLINK|*">this link</a></p>',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ to: adminEmail });
    while (smtp.received.length === already) await smtp.next();
    const email = smtp.received[already]!;
    expect(email.to).toEqual([adminEmail]);
    expect(email.raw).toMatch(/^Subject: Test for Ada$/m);
    const text = mimeParts(email.raw).find((part) => part.type === "text/plain")!.text;
    expect(text).toContain("https://members.example.org/auth/reset-password/");
    // The saved texts stay as they were.
    expect(await database().db.select().from(emailTemplateOverrides)).toEqual([]);
  });

  it("is rate limited per admin", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const cookie = await signIn(app, admin);
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/1.0/email/template/welcome/test",
        payload: { subject: "S", body: "<p>B</p>" },
        headers: { cookie },
      });
    for (let sent = 0; sent < 5; sent++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("needs an address to send to: an API key acting for nobody gets 400", async () => {
    const superadmin = await createTestContact(database(), { roles: ["superadmin"] });
    const created = await app.inject({
      method: "POST",
      url: "/api/1.0/api-key",
      payload: { description: "Email tests" },
      headers: { cookie: await signIn(app, superadmin) },
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/1.0/email/template/welcome/test",
      payload: { subject: "S", body: "<p>B</p>" },
      headers: { authorization: `Bearer ${created.json<{ token: string }>().token}` },
    });
    expect(response.statusCode).toBe(400);
  });
});
