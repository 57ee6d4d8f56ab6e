// @vitest-environment happy-dom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from "vitest";
import type { CurrentUser } from "@core/contacts/current-user";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { loadRules } from "../callout-form/rules";
import { LazyErrorSummary } from "../form/LazyErrorSummary";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { RespondView } from "./RespondView";
import { json, makeCallout } from "@tests/support/ui/callout";
import type { ReaderCallout } from "./types";

const member = TEST_MEMBER;

const newsletter = {
  title: "Our newsletter",
  text: "<p>Once a week.</p>",
  optIn: "Send me the newsletter",
  groups: [
    { id: "weekly", label: "Weekly digest", checked: true },
    { id: "events", label: "Events", checked: false },
  ],
};

let view: Rendered | undefined;
let fetch: MockInstance<typeof globalThis.fetch>;
let submitted: Mock<() => void>;

beforeAll(async () => {
  await Promise.all([
    loadRules(),
    import("./SubmitExtras"),
    import("./CaptchaWidget"),
    import("./extras"),
    LazyErrorSummary.load(),
  ]);
});

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { id: "r1" }));
  submitted = vi.fn<() => void>();
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function show(callout: ReaderCallout, user: CurrentUser | null = null) {
  view = render(
    <RespondView
      callout={callout}
      user={user}
      onSubmitted={submitted}
      membersOnly={(reason) => <p>members only: {reason}</p>}
    />,
  );
  await settle();
  return view.container;
}

const field = (label: string) => fieldLabelled(view!.container, label);
const text = () => view!.container.textContent ?? "";
const posts = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

async function answerAndSend() {
  fillIn(field("What happened?"), "The tap ran brown");
  await press(buttonNamed(view!.container, "Send"));
}

describe("RespondView: guest contact details", () => {
  it("requires them when the callout collects them (access: guest)", async () => {
    await show(makeCallout({ access: "guest" }));
    expect(text()).toContain("Your contact details");
    await answerAndSend();
    expect(posts()).toEqual([]);
    expect(field("First name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("First name"));
    const summary = view!.container.querySelector('[role="alert"]');
    expect(summary?.querySelector("li")?.textContent).toBe("First nameThis field is required");
    expect(summary?.querySelector("a")?.getAttribute("href")).toBe("#callout-guest-firstname");

    fillIn(field("First name"), "Grace");
    fillIn(field("Last name"), "Hopper");
    fillIn(field("Email"), "grace@example.org");
    // A problem already shown goes once it is fixed.
    await settle();
    expect(field("First name").getAttribute("aria-invalid")).toBeNull();
    await press(buttonNamed(view!.container, "Send"));
    expect(posts()).toEqual([
      {
        url: "/api/1.0/callout/c0ffee00-0000-4000-8000-000000000001/responses",
        body: {
          answers: { s1: { story: "The tap ran brown" } },
          guest: {
            firstname: "Grace",
            lastname: "Hopper",
            email: "grace@example.org",
            locale: "en",
          },
        },
      },
    ]);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("checks the email address", async () => {
    await show(makeCallout({ access: "guest" }));
    fillIn(field("First name"), "Grace");
    fillIn(field("Last name"), "Hopper");
    fillIn(field("Email"), "grace");
    await answerAndSend();
    expect(posts()).toEqual([]);
    expect(text()).toContain("Enter an email address like name@example.com");
    expect(document.activeElement).toBe(field("Email"));
  });

  it("lets anonymous callouts go without them, but wants all three once one is given", async () => {
    await show(makeCallout({ access: "anonymous" }));
    expect(text()).toContain("Leave them out to answer anonymously");
    fillIn(field("Last name"), "Hopper");
    await answerAndSend();
    expect(posts()).toEqual([]);
    expect(document.activeElement).toBe(field("First name"));

    fillIn(field("Last name"), "");
    await press(buttonNamed(view!.container, "Send"));
    expect(posts()).toEqual([
      { url: expect.any(String), body: { answers: { s1: { story: "The tap ran brown" } } } },
    ]);
  });

  it("is not asked of someone signed in, nor by callouts that keep everyone anonymous", async () => {
    await show(makeCallout({ access: "guest" }), member);
    expect(text()).not.toContain("Your contact details");
    view!.unmount();
    await show(makeCallout({ access: "only-anonymous" }));
    expect(text()).not.toContain("Your contact details");
    await answerAndSend();
    expect(posts()[0]?.body).toEqual({ answers: { s1: { story: "The tap ran brown" } } });
  });
});

describe("RespondView: newsletter opt-in", () => {
  it("shows the callout's sign-up with its groups once opted in", async () => {
    await show(makeCallout({ newsletterSchema: newsletter }));
    expect(text()).toContain("Our newsletter");
    expect(text()).toContain("Once a week.");
    expect(text()).not.toContain("Weekly digest");
    await press(field("Send me the newsletter") as unknown as HTMLButtonElement);
    expect((field("Weekly digest") as HTMLInputElement).checked).toBe(true);
    expect((field("Events") as HTMLInputElement).checked).toBe(false);
  });

  it("needs a guest's details for the newsletter, and sends the opt-in with the groups", async () => {
    await show(makeCallout({ newsletterSchema: newsletter }));
    await press(field("Send me the newsletter") as unknown as HTMLButtonElement);
    await press(field("Events") as unknown as HTMLButtonElement);
    await answerAndSend();
    expect(posts()).toEqual([]);
    expect(document.activeElement).toBe(field("First name"));
    const summary = view!.container.querySelector('[role="alert"]');
    expect(summary?.querySelector("li")?.textContent).toBe("First nameThis field is required");
    expect(summary?.querySelector("a")?.getAttribute("href")).toBe("#callout-guest-firstname");

    fillIn(field("First name"), "Grace");
    fillIn(field("Last name"), "Hopper");
    fillIn(field("Email"), "grace@example.org");
    await press(buttonNamed(view!.container, "Send"));
    expect(posts()[0]?.body).toEqual({
      answers: { s1: { story: "The tap ran brown" } },
      guest: { firstname: "Grace", lastname: "Hopper", email: "grace@example.org", locale: "en" },
      newsletter: { optIn: true, groups: ["weekly", "events"] },
    });
  });

  it("offers the readers' groups when the callout has none of its own", async () => {
    fetch.mockImplementation(async (url) =>
      String(url).endsWith("/newsletter/groups")
        ? json(200, [
            { id: "m1", label: "Monthly roundup", checked: true },
            { id: "m2", label: "Local events", checked: false },
          ])
        : json(200, { id: "r1" }),
    );
    await show(makeCallout({ newsletterSchema: { ...newsletter, groups: [] } }), member);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("newsletter"))).toBe(false);
    await press(field("Send me the newsletter") as unknown as HTMLButtonElement);
    await settle();
    expect((field("Monthly roundup") as HTMLInputElement).checked).toBe(true);
    expect((field("Local events") as HTMLInputElement).checked).toBe(false);
    await press(field("Local events") as unknown as HTMLButtonElement);
    await answerAndSend();
    expect(posts()[0]?.body).toEqual({
      answers: { s1: { story: "The tap ran brown" } },
      newsletter: { optIn: true, groups: ["m1", "m2"] },
    });
  });

  it("sends nothing about the newsletter without an opt-in", async () => {
    await show(makeCallout({ newsletterSchema: newsletter }), member);
    await answerAndSend();
    expect(posts()[0]?.body).toEqual({ answers: { s1: { story: "The tap ran brown" } } });
  });

  it("is not offered when the callout keeps everyone anonymous", async () => {
    await show(makeCallout({ newsletterSchema: newsletter, access: "only-anonymous" }));
    expect(text()).not.toContain("Our newsletter");
  });
});

describe("RespondView: captcha and refusals", () => {
  it("solves the server's own check on submit and sends its token", async () => {
    fetch.mockImplementation(async (url) =>
      String(url).endsWith("/captcha/challenge")
        ? json(200, {
            provider: "local",
            challenge: "abc",
            difficulty: 1,
            expires: new Date(Date.now() + 600_000).toISOString(),
          })
        : json(200, { id: "r1" }),
    );
    await show(makeCallout({ captcha: "guest" }));
    expect(text()).toContain("your browser does a quick check");
    await answerAndSend();
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toMatch(/\/responses\?captchaToken=abc\.\d+$/);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("asks again when the server refuses the check", async () => {
    fetch.mockImplementation(async (url, init) => {
      if (String(url).endsWith("/captcha/challenge")) {
        return json(200, {
          provider: "local",
          challenge: "abc",
          difficulty: 0,
          expires: new Date(Date.now() + 600_000).toISOString(),
        });
      }
      return init?.method === "POST"
        ? json(401, { httpCode: 401, name: "UnauthorizedError", code: "captcha-failed" })
        : json(404);
    });
    await show(makeCallout({ captcha: "all" }), member);
    await answerAndSend();
    expect(text()).toContain("The check that you're human did not pass");
    expect(submitted).not.toHaveBeenCalled();
  });

  it("explains a response the callout does not accept, by the server's reason", async () => {
    const refuse = (subCode?: string) =>
      json(400, {
        httpCode: 400,
        name: "BadRequestError",
        code: "invalid-callout-response",
        subCode,
      });
    const alert = () => view!.container.querySelector('[role="alert"]')?.textContent;
    fetch.mockResolvedValue(refuse("closed"));
    await show(makeCallout());
    await answerAndSend();
    expect(alert()).toContain("This callout has closed, so your response could not be sent.");
    fetch.mockResolvedValue(refuse("cant-update"));
    await press(buttonNamed(view!.container, "Send"));
    expect(alert()).toContain("it takes one response per person");
    fetch.mockResolvedValue(refuse("constructor"));
    await press(buttonNamed(view!.container, "Send"));
    expect(alert()).toContain("We could not accept your response");
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe("RespondView: who may answer", () => {
  it("says when a callout is closed", async () => {
    await show(makeCallout({ status: "ended", expires: "2024-03-01T12:00:00.000Z" }));
    expect(text()).toContain("This callout closed on March 1, 2024.");
    expect(view!.container.querySelector("form")).toBeNull();
  });

  it("leaves members-only callouts to the page's prompt", async () => {
    await show(makeCallout({ access: "member" }));
    expect(text()).toContain("members only: sign-in");
    view!.unmount();
    await show(makeCallout({ access: "member" }), { ...member, activeRoles: [] });
    expect(text()).toContain("members only: not-member");
    view!.unmount();
    await show(makeCallout({ access: "member" }), member);
    expect(view!.container.querySelector("form")).not.toBeNull();
  });

  it("thanks a reader who answered a callout that takes one response", async () => {
    await show(makeCallout({ hasAnswered: true }), member);
    expect(text()).toContain("You have already answered this callout.");
    expect(view!.container.querySelector("form")).toBeNull();
  });

  it("fills in a reader's own response where they may change it, and sends the change", async () => {
    fetch.mockImplementation(async (_url, init) =>
      init?.method === "POST"
        ? json(200, { id: "r1" })
        : json(200, {
            items: [{ answers: { s1: { story: "Brown water" } } }],
            count: 1,
            offset: 0,
            total: 1,
          }),
    );
    await show(makeCallout({ hasAnswered: true, allowUpdate: true }), member);
    const [url] = fetch.mock.calls.find(([, init]) => init?.method !== "POST")!;
    expect(decodeURIComponent(String(url))).toContain("responses?with=answers&limit=1");
    expect(text()).toContain("You have answered this callout before.");
    expect(field("What happened?")).toHaveProperty("value", "Brown water");
    fillIn(field("What happened?"), "Brown water, then clear again");
    await press(buttonNamed(view!.container, "Send"));
    expect(posts()[0]?.body).toEqual({
      answers: { s1: { story: "Brown water, then clear again" } },
    });
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("keeps a draft that came back over the stored response", async () => {
    sessionStorage.setItem(
      `agora:callout:${makeCallout().id}`,
      JSON.stringify({ answers: { s1: { story: "My unsent change" } } }),
    );
    await show(makeCallout({ hasAnswered: true, allowUpdate: true }), member);
    expect(field("What happened?")).toHaveProperty("value", "My unsent change");
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/responses"))).toBe(false);
  });
});
