import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { contacts, content, jobs } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from "../content";
import { createJobRunner, type JobLog } from "../jobs";
import { createEmailService, dayField, moneyField, type EmailServiceOptions } from ".";
import { LOCALES, toSettingsLocale } from "@core/i18n";
import { createOverrideStore } from "./overrides";
import { EMAIL_TEMPLATE_IDS, TEMPLATE_ABOUT } from "./templates";
import {
  mimeParts,
  openSmtpListener,
  readOutbox,
  type SmtpListener,
} from "../../test-support/email";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
let outboxDir: string;

interface LogEntry {
  level: "debug" | "info" | "warn" | "error";
  details: object;
  message: string;
}

function recordingLog(): JobLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    debug: (details, message) => entries.push({ level: "debug", details, message }),
    info: (details, message) => entries.push({ level: "info", details, message }),
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
}

/** The email service of one server, with that server's job runner (not started: tests drain). */
function service(overrides: Partial<Omit<EmailServiceOptions, "jobs">> = {}) {
  const log = recordingLog();
  const email = createEmailService({
    db: database().db,
    jobs: createJobRunner({ db: database().db, log }),
    content: createContentService(database().db),
    overrides: createOverrideStore(database().db),
    outboxDir,
    baseUrl: BASE_URL,
    log,
    ...overrides,
  });
  return { email, log };
}

const contentService = () => createContentService(database().db);

/** The queued emails of one template, oldest first. */
const queued = (template: string) =>
  database()
    .db.select()
    .from(jobs)
    .where(and(eq(jobs.type, "email"), sql`${jobs.payload}->>'template' = ${template}`))
    .orderBy(jobs.createdAt);
const ADA = { email: "ada@example.org", firstname: "Ada", lastname: "Lovelace" };

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "agora-outbox-"));
  await database().db.delete(content);
  await database().db.delete(jobs);
  await contentService().update("general", {
    organisationName: "The Daily Planet",
    supportEmail: "help@planet.example",
  });
});
afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

describe("rendering", () => {
  it("fills the contact's fields and the template's own, in an HTML and a text part", async () => {
    const { email } = service();
    const message = await email.render("reset-password", ADA, {
      RPLINK: "https://members.example.org/auth/reset-password/1?x=1&y=2",
    });
    expect(message.to).toBe("ada@example.org");
    expect(message.subject).toBe("Choose a new password");
    expect(message.html).toContain("Hello Ada,");
    expect(message.html).toContain(
      'href="https://members.example.org/auth/reset-password/1?x=1&amp;y=2"',
    );
    expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(message.text).toContain("Hello Ada,");
    expect(message.text).toContain("https://members.example.org/auth/reset-password/1?x=1&y=2");
    expect(message.text).toContain("your account with The Daily Planet");
    expect(message.text).not.toContain("If the button does not work");
    expect(message.html).toContain("If the button does not work");
    expect(message.text).not.toMatch(/<|\*\|/);
  });

  it("escapes what contacts typed, and greets contacts without a name neutrally, never by their address", async () => {
    const { email } = service();
    const message = await email.render(
      "confirm-callout-response",
      { email: "eve@example.org" },
      { CALLOUTTITLE: "Water & <b>you</b>" },
    );
    const named = await email.render("welcome", {
      email: "eve@example.org",
      firstname: '<img src=x onerror="alert(1)">',
    });
    expect(named.html).not.toContain("<img src=x");
    expect(named.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(message.html).toContain("“Water &amp; &lt;b&gt;you&lt;/b&gt;”");
    expect(message.text).toContain("“Water & <b>you</b>”");

    const nameless = await email.render("welcome", { email: "sam@example.org" });
    expect(nameless.text).toMatch(/^Hello,\n/);
    expect(nameless.text).not.toContain("sam@example.org");
    expect(nameless.subject).toBe("Welcome to The Daily Planet");
  });

  it("leaves fields nobody supplied empty, never showing merge syntax", async () => {
    const { email } = service();
    const message = await email.render("cancelled-contribution", ADA);
    expect(message.html).toContain("stays active until.");
    expect(`${message.html}${message.text}${message.subject}`).not.toContain("*|");
  });

  it("links to the login page of this site by default, and lets the caller say otherwise", async () => {
    const { email } = service();
    expect((await email.render("email-exists-login", ADA)).text).toContain(
      "https://members.example.org/auth/login",
    );
    const custom = await email.render("email-exists-login", ADA, {
      LOGINLINK: "https://members.example.org/auth/login?next=/profile",
    });
    expect(custom.text).toContain("https://members.example.org/auth/login?next=/profile");
  });
});

describe("language", () => {
  it("writes in formal German when the organisation's locale is de", async () => {
    await contentService().update("general", { locale: "de" });
    const message = await service().email.render("reset-password", ADA, { RPLINK: BASE_URL });
    expect(message.subject).toBe("Neues Passwort festlegen");
    expect(message.text).toContain("Guten Tag Ada,");
    expect(message.text).toContain("Hier können Sie ein neues Passwort festlegen");
    expect(message.html).toContain('<html lang="de">');
  });

  it("writes informal German for de@informal, with admin emails from the formal set", async () => {
    await contentService().update("general", { locale: "de@informal" });
    const { email } = service();
    const reset = await email.render("reset-device", ADA, { RPLINK: BASE_URL });
    expect(reset.text).toContain("Hallo Ada,");
    expect(reset.text).toContain("gib dein Passwort ein");
    const admin = await email.render(
      "new-member",
      { email: "help@planet.example" },
      {
        MEMBERNAME: "Ada Lovelace",
      },
    );
    expect(admin.subject).toBe("Neuer Kontakt: Ada Lovelace");
  });

  it("speaks the organisation's language, plain German falling back to informal German", async () => {
    await contentService().update("general", { locale: "de@easy" });
    expect((await service().email.render("welcome", ADA)).text).toContain("Danke, dass du");
    await contentService().update("general", { locale: "nl" });
    const dutch = await service().email.render("welcome", ADA);
    expect(dutch.subject).toBe("Welkom bij The Daily Planet");
    expect(dutch.html).toContain('<html lang="nl">');
  });
});

describe("greeting", () => {
  const contactTemplates = EMAIL_TEMPLATE_IDS.filter(
    (id) => TEMPLATE_ABOUT[id].audience === "contact",
  );

  it.each(LOCALES)(
    "greets by first name in %s, or neutrally, never by the address",
    async (locale) => {
      await contentService().update("general", { locale: toSettingsLocale(locale) });
      const { email } = service();
      for (const id of contactTemplates) {
        const named = await email.render(id, ADA, {});
        const nameless = await email.render(id, { email: "sam@example.org", lastname: "Lee" }, {});
        const [greeting = ""] = named.text.split("\n");
        const [neutral = ""] = nameless.text.split("\n");
        // Guests' confirmations greet nobody by name: nobody confirmed the address they typed.
        if (id !== "confirm-callout-response") expect(greeting, `${locale} ${id}`).toMatch(/Ada\b/);
        expect(greeting, `${locale} ${id}`).not.toContain("Lovelace");
        expect(nameless.text, `${locale} ${id}`).not.toContain("sam@example.org");
        // "Hello,", "Olá,", "Здравствуйте!": the name's space and comma go with it.
        expect(neutral, `${locale} ${id}`).toMatch(/^[^\s,!]+(?: [^\s,!]+)?[,!]$/u);
      }
    },
  );
});

describe("theme", () => {
  it("paints buttons and links in the theme's colours, keeping the button's text readable", async () => {
    await contentService().update("general", {
      theme: { colors: { primary: "#ffd700", link: "#1a4f8b" } },
      privacyLink: "https://planet.example/privacy",
    });
    const message = await service().email.render("reset-password", ADA, {
      RPLINK: `${BASE_URL}/r/1`,
    });
    expect(message.html).toContain(
      `<a href="${BASE_URL}/r/1" style="display:inline-block;padding:12px 20px;border-radius:4px;border:2px solid #ffd700;background:#ffd700;color:#000000;`,
    );
    // The address under the button, and the footer's links.
    expect(message.html).toContain(
      `<a href="${BASE_URL}/r/1" style="color:#1a4f8b;word-break:break-all">`,
    );
    expect(message.html).toContain(
      '<a href="https://planet.example/privacy" style="color:#1a4f8b">',
    );
    expect(message.html).not.toContain("#262453");
  });

  it("paints the buttons of the organisation's own texts too", async () => {
    await contentService().update("general", { theme: { colors: { primary: "#0f4c5c" } } });
    const overrides = createOverrideStore(database().db);
    await overrides.save(
      "welcome",
      "en",
      { subject: "Hi", body: '<p><a href="*|LOGINLINK|*">My account</a></p>' },
      undefined,
    );
    const message = await service().email.render("welcome", ADA);
    expect(message.html).toMatch(/background:#0f4c5c;color:#ffffff;[^"]*">My account<\/a>/);
    await overrides.remove("welcome", "en");
  });
});

describe("dates", () => {
  const day = new Date("2027-04-26T00:00:00Z");

  it.each([
    ["en", "GBP", "26 April 2027"],
    ["en", "USD", "April 26, 2027"],
    ["de", "EUR", "26. April 2027"],
  ])("are written as a %s newsroom paid in %s writes them", async (locale, currencyCode, date) => {
    await contentService().update("general", { locale, currencyCode });
    const message = await service().email.render("cancelled-contribution", ADA, {
      EXPIRES: dayField(day),
    });
    expect(message.text).toContain(date);
  });
});

describe("the organisation's own texts", () => {
  it("send its text of a template in its language, else the built-in one", async () => {
    const overrides = createOverrideStore(database().db);
    await overrides.save(
      "reset-password",
      "de",
      { subject: "Passwort für *|FNAME|*", body: '<p><a href="*|RPLINK|*">Los</a></p>' },
      undefined,
    );
    const { email } = service();
    // Not the organisation's language (English): the built-in text.
    expect((await email.render("reset-password", ADA)).subject).toBe("Choose a new password");
    await contentService().update("general", { locale: "de" });
    const message = await email.render("reset-password", ADA, { RPLINK: `${BASE_URL}/r/1` });
    expect(message.subject).toBe("Passwort für Ada");
    // Its action link shows as a button, like the built-in ones.
    expect(message.html).toContain(`<a href="${BASE_URL}/r/1" style="display:inline-block`);
    await overrides.remove("reset-password", "de");
    expect((await email.render("reset-password", ADA)).subject).toBe("Neues Passwort festlegen");
  });

  it("send the built-in subject or body where the organisation's own is empty", async () => {
    const overrides = createOverrideStore(database().db);
    const { email } = service();
    await overrides.save("reset-password", "en", { subject: "", body: "<p>Ours</p>" }, undefined);
    const ownBody = await email.render("reset-password", ADA);
    expect(ownBody.subject).toBe("Choose a new password");
    expect(ownBody.text).toContain("Ours");
    await overrides.save("reset-password", "en", { subject: "Ours", body: "" }, undefined);
    const ownSubject = await email.render("reset-password", ADA, { RPLINK: `${BASE_URL}/r/1` });
    expect(ownSubject.subject).toBe("Ours");
    expect(ownSubject.text).toContain(`${BASE_URL}/r/1`);
    await overrides.remove("reset-password", "en");
  });

  it("leave an email queued as a test of a draft in the draft's words and language", async () => {
    const { email } = service();
    await email.sendDraft(
      "welcome",
      ADA,
      {},
      { locale: "de", subject: "Hallo", body: "<p>Du</p>" },
    );
    await email.flush();
    const [sent] = await readOutbox(outboxDir);
    expect(sent).toMatchObject({ template: "welcome", subject: "Hallo", to: ADA.email });
    expect(sent?.text).toContain("Fragen? Schreiben Sie uns an");
  });
});

describe("the recipient's language", () => {
  afterEach(async () => {
    await database().db.delete(contacts).where(eq(contacts.email, "grete@example.org"));
  });

  it("writes to a contact in the language they chose, the team in the organisation's", async () => {
    await database()
      .db.insert(contacts)
      .values({ email: "grete@example.org", firstname: "Grete", locale: "de" });
    const { email } = service();
    await email.send(
      "reset-password",
      { email: "Grete@Example.org", firstname: "Grete" },
      {
        RPLINK: BASE_URL,
      },
    );
    await email.send("reset-password", ADA, { RPLINK: BASE_URL });
    await email.sendToAdmins("new-member", { MEMBERNAME: "Grete" });
    await email.flush();
    const sent = await readOutbox(outboxDir);
    const to = (address: string) => sent.find((message) => message.to === address);
    expect(to("Grete@Example.org")?.subject).toBe("Neues Passwort festlegen");
    expect(to("Grete@Example.org")?.text).toContain("Guten Tag Grete,");
    expect(to(ADA.email)?.subject).toBe("Choose a new password");
    expect(to("help@planet.example")?.subject).toBe("New contact: Grete");
  });

  it("writes dates and amounts in the contact's language, when the email is rendered", async () => {
    await contentService().update("general", { locale: "en", currencyCode: "GBP" });
    await database()
      .db.insert(contacts)
      .values({ email: "grete@example.org", firstname: "Grete", locale: "de" });
    const { email } = service();
    const day = new Date("2027-04-26T00:00:00Z");
    for (const to of [{ email: "grete@example.org", firstname: "Grete" }, ADA]) {
      await email.send("payment-failed", to, { AMOUNT: moneyField(1234.5), UPDATELINK: BASE_URL });
      await email.send("cancelled-contribution", to, { EXPIRES: dayField(day) });
    }
    // Queued as values, not as text in the queuer's language.
    const [job] = await queued("payment-failed");
    expect(job?.payload).toMatchObject({ fields: { AMOUNT: { money: 1234.5 } } });
    await email.flush();
    const sent = await readOutbox(outboxDir);
    const text = (address: string, template: string) =>
      sent.find((message) => message.to === address && message.template === template)?.text;
    expect(text("grete@example.org", "payment-failed")).toContain("1.234,50 £");
    expect(text("grete@example.org", "cancelled-contribution")).toContain("26. April 2027");
    expect(text(ADA.email, "payment-failed")).toContain("£1,234.50");
    expect(text(ADA.email, "cancelled-contribution")).toContain("26 April 2027");
  });

  it("writes in the language a join was made in, before there is a contact", async () => {
    const { email } = service();
    await email.send(
      "reset-password",
      { email: "nobody@example.org", locale: "nl" },
      {
        RPLINK: BASE_URL,
      },
    );
    await email.flush();
    const [sent] = await readOutbox(outboxDir);
    expect(sent?.subject).toBe("Kies een nieuw wachtwoord");
  });
});

describe("footer", () => {
  it("shows the organisation's name, logo, support address and legal pages", async () => {
    await contentService().update("general", {
      logoUrl: "/uploads/logo.png",
      privacyLink: "https://planet.example/privacy",
      termsLink: "/terms",
      impressumLink: "https://planet.example/impressum",
    });
    const message = await service().email.render("welcome", ADA);
    expect(message.html).toContain(
      '<img src="https://members.example.org/uploads/logo.png" alt="The Daily Planet"',
    );
    expect(message.html).toContain('href="mailto:help@planet.example"');
    expect(message.html).toContain('href="https://planet.example/privacy"');
    expect(message.html).toContain('href="https://members.example.org/terms"');
    expect(message.text).toMatch(
      /\n-- \nThe Daily Planet\n\nQuestions\? Write to us at help@planet\.example\n\nPrivacy policy \(https:\/\/planet\.example\/privacy\) · Terms and conditions \(https:\/\/members\.example\.org\/terms\) · Legal notice \(https:\/\/planet\.example\/impressum\)\n$/,
    );
  });

  it("never shows an SVG logo, which many mail apps block, but the picture made for emails", async () => {
    await contentService().update("general", { logoUrl: "/api/1.0/images/logo.svg" });
    expect((await service().email.render("welcome", ADA)).html).not.toContain("<img");
    const asked: string[] = [];
    const { email } = service({
      emailImage: (url) => {
        asked.push(url);
        return Promise.resolve({
          url: "https://members.example.org/logo.png",
          width: 120,
          height: 40,
        });
      },
    });
    expect((await email.render("welcome", ADA)).html).toContain(
      '<img src="https://members.example.org/logo.png" alt="The Daily Planet" width="120" height="40" style="width:120px;height:40px;border:0">',
    );
    expect(asked).toEqual(["https://members.example.org/api/1.0/images/logo.svg"]);
  });

  it("puts the logo at the head of the email, above the message, and leaves it out of the footer", async () => {
    await contentService().update("general", { logoUrl: "/uploads/logo.png" });
    const { email } = service();
    const { html } = await email.render("welcome", ADA);
    expect(html.indexOf("<img")).toBeGreaterThan(-1);
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("Hello Ada,"));
    expect(await email.footer()).not.toContain("<img");
  });

  it("speaks the organisation's language and leaves out what is not set", async () => {
    await contentService().update("general", { locale: "de", impressumLink: "/impressum" });
    const message = await service().email.render("welcome", ADA);
    expect(message.text).toContain("Fragen? Schreiben Sie uns an help@planet.example");
    expect(message.text).toContain("Impressum (https://members.example.org/impressum)");
    expect(message.text).not.toMatch(/Datenschutz|Nutzungsbedingungen/);
    expect(message.html).not.toContain("<img");
  });

  it("is the same alone as at the end of every email", async () => {
    const { email } = service();
    expect((await email.render("welcome", ADA)).html).toContain(await email.footer());
  });

  it("escapes the organisation's settings", async () => {
    await contentService().update("general", { organisationName: 'A & B <"news">' });
    const message = await service().email.render("welcome", ADA);
    expect(message.html).toContain("<strong>A &amp; B &lt;&quot;news&quot;&gt;</strong>");
  });
});

describe("sender", () => {
  it("comes from the email settings, else the general support address", async () => {
    expect((await service().email.render("welcome", ADA)).from).toEqual({
      name: "The Daily Planet",
      address: "help@planet.example",
    });
    await contentService().update("email", {
      supportEmail: "members@planet.example",
      supportEmailName: "Planet members",
    });
    expect((await service().email.render("welcome", ADA)).from).toEqual({
      name: "Planet members",
      address: "members@planet.example",
    });
  });

  it("uses a no-reply address of this site when none is set", async () => {
    await contentService().update("general", { supportEmail: "" });
    const message = await service().email.render("welcome", ADA);
    expect(message.from.address).toBe("noreply@members.example.org");
    expect(message.text).not.toContain("Questions?");
  });
});

describe("outbox", () => {
  it("keeps each message as a .eml file with a JSON summary, and logs where", async () => {
    const { email, log } = service();
    expect(email.transport).toBe("outbox");
    const link = "https://members.example.org/auth/reset-password/abc";
    await email.send("reset-password", ADA, { RPLINK: link });
    await email.flush();

    const [summary, ...others] = await readOutbox(outboxDir);
    expect(others).toEqual([]);
    expect(summary).toMatchObject({
      template: "reset-password",
      from: "help@planet.example",
      to: "ada@example.org",
      subject: "Choose a new password",
      links: [link],
    });
    expect(summary?.text).toContain(link);

    const eml = await readFile(summary?.eml ?? "", "utf8");
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    const parts = mimeParts(eml);
    expect(parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(parts[0]?.text).toContain(link);
    expect(parts[1]?.text).toContain(`href="${link}"`);
    expect((await stat(summary?.eml ?? "")).mode & 0o077).toBe(0);

    const logged = log.entries.find((entry) => entry.message.startsWith("Email kept"));
    expect(logged?.details).toEqual({ template: "reset-password", file: summary?.eml });
    expect(JSON.stringify(log.entries)).not.toContain(link);
  });

  it("gives up at once on a recipient that is no email address, and logs it", async () => {
    const { email, log } = service();
    await email.send("welcome", { email: "not an address" });
    await email.flush();
    expect(await readOutbox(outboxDir)).toEqual([]);
    expect(log.entries.at(-1)).toMatchObject({
      level: "error",
      message: "Gave up on a job",
      details: { type: "email", template: "welcome", attempt: 1 },
    });
    expect(JSON.stringify(log.entries)).not.toContain("not an address");
    const [row] = await queued("welcome");
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
  });

  it("keeps an email it could not deliver, and tries again later", async () => {
    // A file where the folder should be: the outbox cannot be created.
    await writeFile(join(outboxDir, "blocked"), "");
    const { email, log } = service({ outboxDir: join(outboxDir, "blocked", "outbox") });
    await email.send("welcome", ADA);
    await email.flush();
    expect(log.entries.at(-1)).toMatchObject({
      level: "warn",
      message: "Job failed; it will be retried",
      details: { type: "email", template: "welcome", attempt: 1, retryInSeconds: 30 },
    });
    const [row] = await queued("welcome");
    expect(row).toMatchObject({ state: "pending", attempts: 1, lockedBy: null });
    // Not due yet: another round now leaves it alone.
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await email.flush();
    expect((await queued("welcome"))[0]?.attempts).toBe(1);
  });

  it("sends team emails to the support address as it is when they leave, or skips them", async () => {
    const { email } = service();
    await email.sendToAdmins("new-member", { MEMBERNAME: "Ada", MEMBERID: "1" });
    await email.flush();
    const [summary] = await readOutbox(outboxDir);
    expect(summary).toMatchObject({ to: "help@planet.example", subject: "New contact: Ada" });

    await contentService().update("general", { supportEmail: "" });
    await email.sendToAdmins("new-member", { MEMBERNAME: "Bo" });
    await email.flush();
    expect(await readOutbox(outboxDir)).toHaveLength(1);
  });

  it("sends nothing queued in a transaction that was rolled back", async () => {
    const { email } = service();
    await database()
      .db.transaction(async (tx) => {
        await email.send("welcome", ADA, {}, tx);
        throw new Error("the answer could not be stored");
      })
      .catch(() => undefined);
    await email.send("welcome", { email: "bo@example.org" });
    await email.flush();
    expect((await readOutbox(outboxDir)).map((sent) => sent.to)).toEqual(["bo@example.org"]);
  });

  it("never sends an email twice when several servers' workers share the queue", async () => {
    const servers = [service().email, service().email, service().email];
    const addresses = Array.from({ length: 30 }, (_, i) => `reader-${i}@example.org`);
    await Promise.all(addresses.map((to, i) => servers[i % 3]?.send("welcome", { email: to })));
    await Promise.all(servers.map((server) => server.flush()));
    const sent = (await readOutbox(outboxDir)).map((summary) => summary.to).sort();
    expect(sent).toEqual([...addresses].sort());
  });
});

describe("SMTP", () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await openSmtpListener("agora", "s3cret-Pa55");
  });
  afterAll(async () => {
    await listener.close();
  });

  it("delivers to the SMTP server of SMTP_URL, logging in with its credentials", async () => {
    const { email, log } = service({ smtpUrl: listener.url });
    expect(email.transport).toBe("smtp");
    const link = "https://members.example.org/auth/reset-password/xyz";
    const arrival = listener.next();
    await email.send("reset-password", ADA, { RPLINK: link });
    await email.flush();
    const received = await arrival;
    email.close();

    expect(received.from).toBe("help@planet.example");
    expect(received.to).toEqual(["ada@example.org"]);
    const parts = mimeParts(received.raw);
    expect(parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(parts[0]?.text).toContain(link);
    expect(await readOutbox(outboxDir)).toEqual([]);

    const logs = JSON.stringify(log.entries);
    expect(logs).toContain(`over SMTP to smtp://127.0.0.1:`);
    expect(logs).not.toContain("s3cret-Pa55");
    expect(log.entries.map((entry) => entry.message).slice(-3)).toEqual([
      "Job started",
      "Email sent",
      "Job finished",
    ]);
  });

  it("logs a refused login without the password and without throwing", async () => {
    const url = listener.url.replace("s3cret-Pa55", "wrong-Pa55word");
    const { email, log } = service({ smtpUrl: url });
    await email.send("welcome", ADA);
    await email.flush();
    email.close();
    expect(log.entries.find((entry) => entry.message === "Could not send an email")).toMatchObject({
      level: "error",
    });
    expect(JSON.stringify(log.entries)).not.toContain("wrong-Pa55word");
  });
});
