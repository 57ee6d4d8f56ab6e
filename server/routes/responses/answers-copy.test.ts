import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Callout, CreateCallout } from "@core/callouts";
import { calloutVariants, contacts, content } from "../../db/schema";
import { mimeParts, readOutbox } from "../../test-support/email";
import { calloutBody } from "../../test-support/callouts";
import { createTestContact, signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });

const headers: Record<"admin" | "member", Record<string, string>> = { admin: {}, member: {} };
let memberEmail = "";

beforeAll(async () => {
  const admin = await createTestContact(database(), { roles: ["admin"] });
  const member = await createTestContact(database(), { roles: ["member"], firstname: "Grete" });
  await database().db.update(contacts).set({ locale: "de" }).where(eq(contacts.id, member.id));
  memberEmail = member.email;
  headers.admin = { cookie: await signIn(app(), admin) };
  headers.member = { cookie: await signIn(app(), member) };
  await database()
    .db.insert(content)
    .values({
      id: "general",
      data: { supportEmail: "team@example.org", organisationName: "Ledger" },
    });
});

async function createCallout(overrides: Partial<CreateCallout>): Promise<Callout> {
  const response = await app().inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: headers.admin,
    payload: calloutBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Callout>();
}

/** Answers as the member, or without signing in (as a guest with `guest`). */
async function answer(callout: Callout, view: string, guest?: object | "anonymous") {
  const response = await app().inject({
    method: "POST",
    url: `/api/1.0/callout/${callout.id}/responses`,
    headers: guest ? {} : headers.member,
    payload: {
      answers: { slide1: { view, age: 41 } },
      ...(typeof guest === "object" ? { guest } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  await app().services.email.flush();
  return (await readOutbox(outbox())).filter((sent) => sent.text.includes(view));
}

/** The default variant of `calloutBody`, with a German translation beside it. */
function variants(german: object = {}): CreateCallout["variants"] {
  return {
    default: { ...calloutBody().variants.default!, title: "Tap water" },
    de: {
      title: "Leitungswasser",
      componentText: { "What do you think?": "Was denken Sie?" },
      ...german,
    },
  };
}

describe("the respondent's copy of their answers", () => {
  it("goes to a member once, in their language's variant, with the answers", async () => {
    const callout = await createCallout({
      sendResponseEmail: true,
      variants: variants({ responseEmailSubject: "Deine Antworten zu *|CALLOUTTITLE|*" }),
    });
    const sent = await answer(callout, "Trüb seit März");
    expect(sent.map((email) => [email.template, email.to, email.subject])).toEqual([
      ["callout-response-answers", memberEmail, "Deine Antworten zu Leitungswasser"],
    ]);
    const [copy] = sent;
    // The built-in text in German, the question as the German variant asks it.
    expect(copy?.text).toContain("Hier ist eine Kopie Ihrer Antworten");
    expect(copy?.text).toContain("Was denken Sie?");
    expect(copy?.text).toContain("Trüb seit März");
    expect(copy?.text).toContain("41");
    expect(copy?.links).toContain(`${BASE_URL}/callouts/${callout.slug}`);
  });

  it("uses the variant's own text, and escapes what the reader typed", async () => {
    const callout = await createCallout({
      sendResponseEmail: true,
      variants: variants({ responseEmailBody: "<p>Danke, *|FNAME|*!</p><script>x</script>" }),
    });
    const typed = "<b>bold</b> *|SUPPORTEMAIL|* & more";
    const [copy, ...others] = await answer(callout, typed);
    expect(others).toEqual([]);
    const html = mimeParts(await readFile(copy!.eml, "utf8")).find(
      (part) => part.type === "text/html",
    )!.text;
    expect(html).toContain("Danke, Grete!");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt; *|SUPPORTEMAIL|* &amp; more");
    expect(html).not.toContain("team@example.org &amp; more");
  });

  it("names its link to the callout in the variant's words, else the built-in ones", async () => {
    const callout = await createCallout({
      sendResponseEmail: true,
      variants: {
        ...variants({ responseLinkText: { CALLOUTLINK: "Zur Geschichte <und mehr>" } }),
        default: {
          ...variants().default!,
          responseLinkText: { CALLOUTLINK: "Read the story" },
        },
      },
    });
    const [copy] = await answer(callout, "Mit eigenem Link");
    const html = mimeParts(await readFile(copy!.eml, "utf8")).find(
      (part) => part.type === "text/html",
    )!.text;
    expect(html).toMatch(
      /<a [^>]*href="[^"]*\/callouts\/[^"]*"[^>]*>Zur Geschichte &lt;und mehr&gt;<\/a>/,
    );
    expect(html).not.toContain("Read the story");
    expect(html).not.toContain("Zum Aufruf");

    // A translation without its own text keeps the built-in one in its language.
    const plain = await createCallout({
      sendResponseEmail: true,
      variants: {
        ...variants(),
        default: { ...variants().default!, responseLinkText: { CALLOUTLINK: "Read the story" } },
      },
    });
    const [built] = await answer(plain, "Ohne eigenen Link");
    expect(built?.text).toContain("Zum Aufruf");
    expect(built?.text).not.toContain("Read the story");
  });

  it("never goes to a guest's unconfirmed address, which gets the confirmation alone", async () => {
    const callout = await createCallout({ access: "guest", sendResponseEmail: true });
    const email = `guest-${Date.now()}@example.org`;
    const guest = { firstname: "Eve", lastname: "E", email };
    // Nothing sent to anyone carries what the guest typed.
    expect(await answer(callout, "Buy cheap pills", guest)).toEqual([]);
    const sent = (await readOutbox(outbox())).filter((one) => one.to === email);
    expect(sent.map((one) => one.template)).toEqual(["confirm-callout-response"]);
    expect(sent[0]?.text).not.toContain("Eve");
  });

  it("is not sent when the callout does not send it, nor without an address", async () => {
    const off = await createCallout({ variants: variants() });
    expect(await answer(off, "Nobody asked")).toEqual([]);
    const anonymous = await createCallout({ access: "anonymous", sendResponseEmail: true });
    expect(await answer(anonymous, "No address", "anonymous")).toEqual([]);
    const [stored] = await database()
      .db.select()
      .from(calloutVariants)
      .where(eq(calloutVariants.calloutId, anonymous.id));
    expect(stored?.responseEmailSubject).toBeNull();
  });
});
