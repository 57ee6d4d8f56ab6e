// @vitest-environment happy-dom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { CONTENT, type JoinSetupContent } from "@core/content";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { loadRules } from "@ui/callout-form/rules";
import { json, makeCallout } from "@tests/support/ui/callout";
import { forgetCallouts } from "@ui/callout/callout-query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import JoinSurveyPage from "./JoinSurveyPage";

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let setup: JoinSetupContent;
let surveyFound: boolean;

const text = () => view.container.textContent ?? "";
const posts = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

// What loads on demand is loaded once here, so it is at hand at once.
beforeAll(async () => {
  await Promise.all([loadRules(), import("@ui/callout/SubmitExtras")]);
});

beforeEach(() => {
  $currentUser.set(TEST_MEMBER);
  surveyFound = true;
  setup = {
    ...CONTENT["join/setup"].defaults,
    surveySlug: "water",
    surveyText: "<p>Tell us what to look into.</p>",
  };
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/content/join/setup") return json(200, setup);
    if (init?.method === "POST") return json(200, { id: "r1" });
    if (url.startsWith("/api/1.0/callout/water")) {
      return surveyFound
        ? json(200, makeCallout({ access: "member" }))
        : json(404, { httpCode: 404, name: "NotFoundError" });
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  forgetCallouts();
  vi.restoreAllMocks();
  $currentUser.set(null);
});

async function open() {
  history.replaceState(null, "", "/join/survey");
  view = render(<JoinSurveyPage />);
  await vi.waitFor(
    async () => {
      await settle();
      if (location.pathname === "/join/survey" && !text().includes("A few questions")) {
        throw new Error("Not loaded");
      }
    },
    { timeout: 10_000 },
  );
}

describe("JoinSurveyPage", () => {
  it("asks the survey's questions with its text, then opens the profile with the welcome", async () => {
    await open();
    expect(text()).toContain("Tell us what to look into.");
    fillIn(fieldLabelled(view.container, "What happened?"), "The harbour's water");
    await press(buttonNamed(view.container, "Send"));
    expect(posts()).toMatchObject([
      {
        url: expect.stringContaining(`/api/1.0/callout/${makeCallout().id}/responses`) as unknown,
        body: { answers: { s1: { story: "The harbour's water" } } },
      },
    ]);
    expect(location.pathname + location.search).toBe("/profile?welcomeMessage=true");
  });

  it("may be skipped unless required", async () => {
    await open();
    await press(buttonNamed(view.container, "Skip the questions"));
    expect(posts()).toEqual([]);
    expect(location.pathname + location.search).toBe("/profile?welcomeMessage=true");
  });

  it("has no way round it when required", async () => {
    setup = { ...setup, surveyRequired: true };
    await open();
    expect(() => buttonNamed(view.container, "Skip the questions")).toThrow();
    expect(text()).toContain("Please answer these questions to finish joining.");
  });

  it("does not hold a new member up when there is no survey, or it cannot load", async () => {
    setup = { ...setup, surveySlug: "" };
    await open();
    expect(location.pathname + location.search).toBe("/profile?welcomeMessage=true");
    view.unmount();
    clearQueries();

    setup = { ...setup, surveySlug: "water" };
    surveyFound = false;
    await open();
    expect(location.pathname + location.search).toBe("/profile?welcomeMessage=true");
  });
});
