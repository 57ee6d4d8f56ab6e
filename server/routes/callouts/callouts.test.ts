import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Callout, CalloutPage, CreateCallout } from "@core/callouts";
import { branchingForm } from "@tests/support/core/forms";
import { calloutResponses, calloutVariants, callouts, content } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { DATES, calloutBody } from "../../test-support/callouts";

const database = testDatabasePerFile();
let app: FastifyInstance;
const as: Record<"anonymous" | "member" | "admin", Record<string, string>> = {
  anonymous: {},
  member: {},
  admin: {},
};
let memberId: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  const member = await createTestContact(database(), { roles: ["member"] });
  memberId = member.id;
  as.member = { cookie: await signIn(app, member) };
  as.admin = {
    cookie: await signIn(app, await createTestContact(database(), { roles: ["admin"] })),
  };
});
afterAll(() => app.close());
beforeEach(async () => {
  await database().db.delete(callouts);
});

type Caller = keyof typeof as;

function call(
  caller: Caller,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api/1.0${url}`, headers: as[caller], payload });
}

async function create(body: Partial<CreateCallout> = {}): Promise<Callout> {
  const response = await call("admin", "POST", "/callout", calloutBody(body));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Callout>();
}

async function list(caller: Caller, query = ""): Promise<CalloutPage> {
  const response = await call(caller, "GET", `/callout${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalloutPage>();
}

const title = (text: string) => ({
  variants: { default: { ...calloutBody().variants.default!, title: text } },
});

describe("POST /callout", () => {
  it("answers the new callout, without relations", async () => {
    const response = await call("admin", "POST", "/callout", calloutBody(title("Tap water")));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      slug: "tap-water",
      title: "Tap water",
      excerpt: "Tell us how your tap water tastes",
      image: "",
      allowUpdate: false,
      allowMultiple: false,
      hidden: false,
      hideContactFromReviewers: false,
      slugLocked: true,
      access: "member",
      captcha: "none",
      responseEmails: "digest",
      sendResponseEmail: false,
      thanksNextSteps: ["share", "callouts"],
      status: "open",
      starts: expect.stringMatching(/Z$/),
      expires: null,
      channels: null,
    });
  });

  it("keeps the next steps the thank-you offers, each once, and refuses unknown ones", async () => {
    const { id } = await create({ thanksNextSteps: ["callouts", "callouts"] });
    expect((await call("anonymous", "GET", `/callout/${id}`)).json()).toMatchObject({
      thanksNextSteps: ["callouts"],
    });
    const none = await call("admin", "PATCH", `/callout/${id}`, { thanksNextSteps: [] });
    expect(none.json()).toMatchObject({ thanksNextSteps: [] });
    const unknown = await call("admin", "PATCH", `/callout/${id}`, { thanksNextSteps: ["donate"] });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps the respondent's copy email settings through create, update and clone", async () => {
    const main = calloutBody().variants.default!;
    const { id } = await create({
      sendResponseEmail: true,
      variants: {
        default: {
          ...main,
          responseEmailSubject: "Your answers to *|CALLOUTTITLE|*",
          responseEmailBody: "<p>Thanks!</p>",
          responseLinkText: { "See the callout": "See the callout" },
        },
        de: { title: "Leitungswasser", responseEmailSubject: "Deine Antworten" },
      },
    });
    const read = await call("admin", "GET", `/callout/${id}?with=variants`);
    expect(read.json()).toMatchObject({
      sendResponseEmail: true,
      variants: {
        default: {
          responseEmailSubject: "Your answers to *|CALLOUTTITLE|*",
          responseEmailBody: "<p>Thanks!</p>",
          responseLinkText: { "See the callout": "See the callout" },
        },
        de: {
          responseEmailSubject: "Deine Antworten",
          responseEmailBody: null,
          responseLinkText: {},
        },
      },
    });
    const clone = await call("admin", "POST", `/callout?fromId=${id}`, {});
    const cloned = await call("admin", "GET", `/callout/${clone.json().id}?with=variants`);
    expect(cloned.json()).toMatchObject({
      sendResponseEmail: true,
      variants: { de: { responseEmailSubject: "Deine Antworten" } },
    });
    const off = await call("admin", "PATCH", `/callout/${id}`, { sendResponseEmail: false });
    expect(off.json()).toMatchObject({ sendResponseEmail: false });
    const bad = await call("admin", "PATCH", `/callout/${id}`, { sendResponseEmail: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("makes a slug from the default title, numbered while taken", async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await create(title("Housing costs: what do you pay?"))).slug);
    expect(slugs).toEqual([
      "housing-costs-what-do-you-pay",
      "housing-costs-what-do-you-pay-1",
      "housing-costs-what-do-you-pay-2",
    ]);
    expect((await create(title("?!"))).slug).toBe("callout");
  });

  it("keeps a given slug, refusing one that is taken or not in slug form", async () => {
    expect((await create({ slug: "floods-2025" })).slug).toBe("floods-2025");
    const taken = await call("admin", "POST", "/callout", calloutBody({ slug: "floods-2025" }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "duplicate-id", id: "floods-2025" });
    for (const slug of ["Floods 2025", "floods--2025", "0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e"]) {
      const response = await call("admin", "POST", "/callout", calloutBody({ slug }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].property).toBe("slug");
    }
    expect(await database().db.select().from(callouts)).toHaveLength(1);
  });

  it("requires the default variant and a valid form", async () => {
    const noDefault = calloutBody({ variants: { de: calloutBody().variants.default! } });
    const badForm = calloutBody({
      formSchema: { slides: [{ id: "a", components: [], navigation: { nextSlideId: "a" } }] },
    });
    for (const body of [noDefault, badForm, { ...calloutBody(), access: "everyone" }]) {
      const response = await call("admin", "POST", "/callout", body);
      expect(response.statusCode).toBe(400);
    }
    expect(await database().db.select().from(callouts)).toHaveLength(0);
  });

  it("refuses an end before the start, and a newsletter where no details are collected", async () => {
    const early = await call("admin", "POST", "/callout", {
      ...calloutBody(),
      starts: "2025-05-01T00:00:00Z",
      expires: "2025-04-01T00:00:00Z",
    });
    expect(early.statusCode).toBe(400);
    const newsletter = await call("admin", "POST", "/callout", {
      ...calloutBody(),
      access: "only-anonymous",
      newsletterSchema: { title: "News", text: "", optIn: "Yes", groups: [] },
    });
    expect(newsletter.statusCode).toBe(400);
    expect(await database().db.select().from(callouts)).toHaveLength(0);
  });

  it("keeps only nextSlideId in the form's navigation: button texts live in the variants", async () => {
    const form = structuredClone(branchingForm);
    const { id } = await create({ formSchema: form });
    const [stored] = await database().db.select().from(callouts).where(eq(callouts.id, id));
    expect(stored?.formSchema.slides.map((slide) => slide.navigation)).toEqual([
      { nextSlideId: "" },
      { nextSlideId: "end" },
      { nextSlideId: "" },
      { nextSlideId: "" },
    ]);
  });

  it("is for admins", async () => {
    for (const caller of ["anonymous", "member"] as const) {
      expect((await call(caller, "POST", "/callout", calloutBody())).statusCode).toBe(403);
    }
  });
});

describe("who sees which callout", () => {
  let byStatus: Record<string, Callout>;

  beforeEach(async () => {
    byStatus = {};
    for (const [name, dates] of Object.entries(DATES)) {
      byStatus[name] = await create({ ...dates, slug: name });
      byStatus[`hidden-${name}`] = await create({ ...dates, slug: `hidden-${name}`, hidden: true });
    }
  });

  it("lists published callouts that are not hidden for readers, and every callout for admins", async () => {
    for (const caller of ["anonymous", "member"] as const) {
      const page = await list(caller, "?sort=starts");
      expect(page.items.map((item) => item.slug)).toEqual(["ended", "open"]);
      expect(page.total).toBe(2);
    }
    const all = await list("admin", "?limit=100");
    expect(all.total).toBe(8);
    expect(new Set(all.items.map((item) => item.status))).toEqual(
      new Set(["draft", "scheduled", "open", "ended"]),
    );
  });

  it("opens hidden published callouts by link, never drafts or scheduled ones for readers", async () => {
    const reachable = ["open", "ended", "hidden-open", "hidden-ended"];
    for (const caller of ["anonymous", "member"] as const) {
      for (const [name, callout] of Object.entries(byStatus)) {
        for (const key of [callout.id, callout.slug]) {
          const response = await call(caller, "GET", `/callout/${key}`);
          expect(response.statusCode, `${caller} ${name}`).toBe(
            reachable.includes(name) ? 200 : 404,
          );
        }
      }
    }
    for (const callout of Object.values(byStatus)) {
      const response = await call("admin", "GET", `/callout/${callout.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(callout.status);
    }
    expect(byStatus.scheduled?.status).toBe("scheduled");
    expect(byStatus.draft?.status).toBe("draft");
    expect(byStatus.ended?.status).toBe("ended");
  });

  it("answers 404 for an unknown id or slug", async () => {
    for (const key of ["no-such-callout", "0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e"]) {
      expect((await call("admin", "GET", `/callout/${key}`)).statusCode).toBe(404);
    }
  });
});

describe("texts in other languages", () => {
  let id: string;

  beforeEach(async () => {
    const main = calloutBody().variants.default!;
    ({ id } = await create({
      formSchema: branchingForm,
      variants: {
        default: {
          ...main,
          title: "Did you see it?",
          slideNavigation: { start: { nextText: "Continue" }, end: { submitText: "Send" } },
          componentText: {},
        },
        de: {
          title: "Haben Sie es gesehen?",
          excerpt: "",
          slideNavigation: { end: { prevText: "Zurück" } },
          componentText: { "Did you see it?": "Haben Sie es gesehen?", Yes: "Ja", No: "Nein" },
        },
      },
    }));
  });

  it("fills the texts from the variant asked for, each missing one from the default", async () => {
    const response = await call("anonymous", "GET", `/callout/${id}?variant=de&with=form`);
    expect(response.statusCode).toBe(200);
    const callout = response.json<Callout>();
    expect(callout.title).toBe("Haben Sie es gesehen?");
    expect(callout.excerpt).toBe("Tell us how your tap water tastes");
    expect(callout.thanksTitle).toBe("Thank you");
    expect(callout.formSchema?.componentText).toEqual({
      "Did you see it?": "Haben Sie es gesehen?",
      Yes: "Ja",
      No: "Nein",
    });
    const navigation = callout.formSchema?.slides.map((slide) => slide.navigation);
    expect(navigation?.[0]).toEqual({
      nextSlideId: "",
      prevText: "",
      nextText: "Continue",
      submitText: "",
    });
    expect(navigation?.[3]).toEqual({
      nextSlideId: "",
      prevText: "Zurück",
      nextText: "",
      submitText: "Send",
    });
  });

  it("answers 404 for a variant the callout lacks; lists fall back to the default", async () => {
    expect((await call("anonymous", "GET", `/callout/${id}?variant=fr`)).statusCode).toBe(404);
    const page = await list("anonymous", "?variant=fr");
    expect(page.items[0]?.title).toBe("Did you see it?");
    expect((await list("anonymous", "?variant=de")).items[0]?.title).toBe("Haben Sie es gesehen?");
  });

  it("names and gives every variant on request", async () => {
    const callout = (
      await call("admin", "GET", `/callout/${id}?with=variantNames&with=variants`)
    ).json<Callout>();
    expect(callout.variantNames).toEqual(["default", "de"]);
    expect(Object.keys(callout.variants ?? {})).toEqual(["default", "de"]);
    expect(callout.variants?.de).toMatchObject({
      title: "Haben Sie es gesehen?",
      thanksRedirect: null,
      slideNavigation: { end: { prevText: "Zurück" } },
    });
  });
});

describe("relations", () => {
  it("counts responses for admins and tells contacts whether they answered", async () => {
    const { id } = await create({ access: "anonymous" });
    await database()
      .db.insert(calloutResponses)
      .values([
        { calloutId: id, number: 1, answers: {}, contactId: memberId },
        { calloutId: id, number: 2, answers: {} },
      ]);
    const query = "?with=responseCount&with=hasAnswered&with=responseViewSchema";
    const byAdmin = (await call("admin", "GET", `/callout/${id}${query}`)).json<Callout>();
    expect(byAdmin).toMatchObject({
      responseCount: 2,
      hasAnswered: false,
      responseViewSchema: null,
    });
    const byMember = (await list("member", query)).items[0];
    expect(byMember?.hasAnswered).toBe(true);
    expect(byMember?.responseCount).toBeUndefined();
    const byAnonymous = (await call("anonymous", "GET", `/callout/${id}${query}`)).json<Callout>();
    expect(byAnonymous.hasAnswered).toBeUndefined();
    expect(byAnonymous.responseCount).toBeUndefined();
  });

  it("refuses unknown relations and query parameters", async () => {
    expect((await call("anonymous", "GET", "/callout?with=everything")).statusCode).toBe(400);
    expect((await call("anonymous", "GET", "/callout?colour=red")).statusCode).toBe(400);
  });
});

describe("paging and sorting", () => {
  beforeEach(async () => {
    for (const [name, days] of [
      ["Bus routes", 3],
      ["air quality", 1],
      ["Council spending", 2],
    ] as const) {
      await create({
        ...title(name),
        starts: new Date(Date.now() - days * 86_400_000).toISOString(),
        expires: name === "Bus routes" ? new Date(Date.now() + 86_400_000).toISOString() : null,
      });
    }
  });

  it("pages with the contract's envelope", async () => {
    const page = await list("anonymous", "?limit=2&offset=1&sort=title");
    expect(page).toMatchObject({ total: 3, offset: 1, count: 2 });
    expect(page.items.map((item) => item.title)).toEqual(["Bus routes", "Council spending"]);
  });

  it("sorts by title, start or end, with nulls last either way", async () => {
    const titles = async (query: string) =>
      (await list("anonymous", query)).items.map((item) => item.title);
    expect(await titles("?sort=title&order=DESC")).toEqual([
      "Council spending",
      "Bus routes",
      "air quality",
    ]);
    expect(await titles("?sort=starts")).toEqual(["Bus routes", "Council spending", "air quality"]);
    expect((await titles("?sort=expires"))[0]).toBe("Bus routes");
    expect((await titles("?sort=expires&order=DESC"))[0]).toBe("Bus routes");
  });

  it("refuses other sorts and page sizes", async () => {
    for (const query of ["?sort=slug", "?limit=0", "?limit=101", "?order=UP", "?offset=-1"]) {
      expect((await call("anonymous", "GET", `/callout${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("POST /callout?fromId (clone)", () => {
  it("copies the settings and variants under the next free numbered slug, without responses", async () => {
    const main = calloutBody().variants.default!;
    const source = await create({
      slug: "tap-water",
      access: "guest",
      variants: { default: main, de: { ...main, title: "Leitungswasser" } },
    });
    await database()
      .db.insert(calloutResponses)
      .values({ calloutId: source.id, number: 1, answers: {} });

    const first = await call("admin", "POST", `/callout?fromId=${source.id}`, {});
    expect(first.statusCode, first.body).toBe(200);
    const copy = first.json<Callout>();
    expect(copy).toMatchObject({ slug: "tap-water-1", access: "guest", title: main.title });
    expect(copy.id).not.toBe(source.id);
    const details = (
      await call("admin", "GET", `/callout/${copy.id}?with=variants&with=responseCount&with=form`)
    ).json<Callout>();
    expect(details.responseCount).toBe(0);
    expect(details.variants?.de?.title).toBe("Leitungswasser");

    const second = await call("admin", "POST", "/callout?fromId=tap-water", { hidden: true });
    expect(second.json()).toMatchObject({ slug: "tap-water-2", hidden: true });
    const ofCopy = await call("admin", "POST", `/callout?fromId=${copy.id}`);
    expect(ofCopy.json().slug).toBe("tap-water-1-1");
  });

  it("answers 404 for an unknown source and 400 for a bad body", async () => {
    const missing = await call(
      "admin",
      "POST",
      "/callout?fromId=0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e",
    );
    expect(missing.statusCode).toBe(404);
    const { id } = await create();
    expect(
      (await call("admin", "POST", `/callout?fromId=${id}`, { access: "all" })).statusCode,
    ).toBe(400);
    expect(await database().db.select().from(callouts)).toHaveLength(1);
  });
});

describe("PATCH /callout/:id", () => {
  it("changes the parts sent and replaces every variant when variants are sent", async () => {
    const main = calloutBody().variants.default!;
    const { id, slug } = await create({
      variants: { default: main, de: { ...main, title: "Deutsch" } },
    });
    const hidden = await call("admin", "PATCH", `/callout/${slug}`, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, hidden: true, title: main.title, access: "member" });

    const replaced = await call("admin", "PATCH", `/callout/${id}`, {
      variants: { default: { ...main, title: "New title" } },
    });
    expect(replaced.json().title).toBe("New title");
    const names = await database()
      .db.select({ name: calloutVariants.name })
      .from(calloutVariants)
      .where(eq(calloutVariants.calloutId, id));
    expect(names).toEqual([{ name: "default" }]);
  });

  it("refuses a taken slug, a bad body and an end before the start, changing nothing", async () => {
    await create({ slug: "first" });
    const { id } = await create({ slug: "second", ...DATES.draft });
    const taken = await call("admin", "PATCH", `/callout/${id}`, { slug: "first", hidden: true });
    expect(taken.json()).toMatchObject({ code: "duplicate-id", id: "first" });
    expect((await call("admin", "PATCH", `/callout/${id}`, { variants: {} })).statusCode).toBe(400);
    const early = await call("admin", "PATCH", `/callout/${id}`, {
      starts: new Date(Date.now() - 86_400_000).toISOString(),
      expires: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    const stored = (await call("admin", "GET", `/callout/${id}`)).json<Callout>();
    expect(stored).toMatchObject({ slug: "second", hidden: false, starts: null, expires: null });
  });

  it("keeps the join survey open, with no end", async () => {
    const { id, slug } = await create();
    await database()
      .db.insert(content)
      .values({ id: "join/setup", data: { surveySlug: slug } })
      .onConflictDoUpdate({ target: content.id, set: { data: { surveySlug: slug } } });
    for (const change of [
      { expires: new Date(Date.now() + 86_400_000).toISOString() },
      { starts: null },
      { starts: new Date(Date.now() + 86_400_000).toISOString() },
    ]) {
      expect((await call("admin", "PATCH", `/callout/${id}`, change)).statusCode).toBe(400);
    }
    expect((await call("admin", "PATCH", `/callout/${id}`, { hidden: true })).statusCode).toBe(200);
    await database().db.delete(content).where(eq(content.id, "join/setup"));
  });

  it("answers 404 for an unknown callout and 403 for readers", async () => {
    expect(
      (await call("admin", "PATCH", "/callout/nothing-here", { hidden: true })).statusCode,
    ).toBe(404);
    const { id } = await create();
    expect((await call("member", "PATCH", `/callout/${id}`, { hidden: true })).statusCode).toBe(
      403,
    );
  });
});

describe("DELETE /callout/:id", () => {
  it("removes the callout with its variants and responses", async () => {
    const { id, slug } = await create();
    await database().db.insert(calloutResponses).values({ calloutId: id, number: 1, answers: {} });
    expect((await call("member", "DELETE", `/callout/${id}`)).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `/callout/${slug}`)).statusCode).toBe(204);
    expect((await call("admin", "DELETE", `/callout/${id}`)).statusCode).toBe(404);
    expect(await database().db.select().from(calloutVariants)).toEqual([]);
    expect(await database().db.select().from(calloutResponses)).toEqual([]);
  });
});

describe("rules", () => {
  const rules = (group: object) => `?rules=${encodeURIComponent(JSON.stringify(group))}`;
  const rule = (field: string, operator: string, value: unknown[]) =>
    rules({ condition: "AND", rules: [{ field, operator, value }] });
  const slugs = async (caller: Caller, query: string) => {
    const response = await call(caller, "GET", `/callout${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<CalloutPage>()
      .items.map((item) => item.slug)
      .sort();
  };

  beforeEach(async () => {
    const main = calloutBody().variants.default!;
    for (const [name, dates] of Object.entries(DATES)) {
      await create({
        ...dates,
        slug: name,
        hidden: name === "ended",
        variants: {
          default: { ...main, title: `Water ${name}` },
          de: { ...main, title: name === "open" ? "Wasser offen" : "" },
        },
      });
    }
  });

  it("filter by status, title in the language asked for, dates and hidden", async () => {
    expect(await slugs("admin", rule("status", "equal", ["scheduled"]))).toEqual(["scheduled"]);
    expect(await slugs("admin", `${rule("title", "contains", ["WASSER"])}&variant=de`)).toEqual([
      "open",
    ]);
    expect(await slugs("admin", rule("title", "begins_with", ["water"]))).toEqual([
      "draft",
      "ended",
      "open",
      "scheduled",
    ]);
    expect(await slugs("admin", rule("starts", "is_empty", []))).toEqual(["draft"]);
    expect(await slugs("admin", rule("expires", "less", ["$now"]))).toEqual(["ended"]);
    expect(await slugs("admin", rule("hidden", "equal", [true]))).toEqual(["ended"]);
    const either = rules({
      condition: "OR",
      rules: [
        { field: "slug", operator: "equal", value: ["draft"] },
        { field: "status", operator: "equal", value: ["open"] },
      ],
    });
    expect(await slugs("admin", either)).toEqual(["draft", "open"]);
  });

  it("narrow what readers see, never widen it", async () => {
    expect(await slugs("anonymous", rule("status", "equal", ["draft"]))).toEqual([]);
    expect(await slugs("member", rule("slug", "begins_with", [""]))).toEqual(["open"]);
  });

  it("tell who answered: readers may only ask about themselves", async () => {
    const open = (await call("admin", "GET", "/callout/open")).json<Callout>();
    await database()
      .db.insert(calloutResponses)
      .values({ calloutId: open.id, number: 1, answers: {}, contactId: memberId });
    expect(await slugs("member", rule("answeredBy", "equal", ["me"]))).toEqual(["open"]);
    expect(await slugs("member", rule("answeredBy", "equal", [memberId]))).toEqual(["open"]);
    expect(await slugs("admin", rule("answeredBy", "equal", [memberId]))).toEqual(["open"]);
    const other = "0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e";
    expect(
      (await call("member", "GET", `/callout${rule("answeredBy", "equal", [other])}`)).statusCode,
    ).toBe(401);
    expect(
      (await call("anonymous", "GET", `/callout${rule("answeredBy", "equal", ["me"])}`)).statusCode,
    ).toBe(400);
  });

  it("tell which callouts the caller reviews: admins all of them", async () => {
    expect(await slugs("admin", rule("canReview", "equal", [true]))).toHaveLength(4);
    expect(await slugs("member", rule("canReview", "equal", [true]))).toEqual([]);
    expect(
      (await call("anonymous", "GET", `/callout${rule("canReview", "equal", [true])}`)).statusCode,
    ).toBe(401);
  });

  it("refuse bad rules with invalid-rule", async () => {
    for (const query of [
      rule("colour", "equal", ["red"]),
      rule("status", "not_equal", ["open"]),
      rule("status", "equal", ["closed"]),
      rule("hidden", "equal", ["yes"]),
      "?rules=not-json",
    ]) {
      const response = await call("admin", "GET", `/callout${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("invalid-rule");
    }
  });
});
