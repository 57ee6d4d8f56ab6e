// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { CONTENT, type Content } from "@core/content";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $general } from "@stores/settings";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { alertsIn, fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import GeneralSettingsPage from "./GeneralSettingsPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let documents: {
  general: Content["general"];
  share: Content["share"];
  payment: Content["payment"];
};

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const section = (heading: string) =>
  [...view.container.querySelectorAll("section")].find(
    (candidate) => candidate.querySelector("h2")?.textContent === heading,
  )!;
const saveIn = (heading: string) => press(buttonNamed(section(heading), "Save"));
const patches = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

beforeEach(async () => {
  documents = {
    general: {
      ...GENERAL_DEFAULTS,
      organisationName: "Harbour Ledger",
      siteUrl: "https://harbour.example",
      footerLinks: [{ text: "About us", url: "https://harbour.example/about" }],
    },
    share: CONTENT.share.defaults,
    payment: CONTENT.payment.defaults,
  };
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const id = String(input).replace("/api/1.0/content/", "") as keyof typeof documents;
    if (init?.method === "PATCH") {
      documents = { ...documents, [id]: { ...documents[id], ...JSON.parse(String(init.body)) } };
    }
    return json(200, documents[id]);
  });
  view = render(<GeneralSettingsPage />);
  await settle();
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
  $general.set(GENERAL_DEFAULTS);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("GeneralSettingsPage", () => {
  it("says when one part could not load, and loads it on Try again; the others stay usable", async () => {
    view.unmount();
    clearQueries();
    const answer = fetch.getMockImplementation()!;
    let shareFails = true;
    fetch.mockImplementation(async (input, init) =>
      String(input).endsWith("/content/share") && shareFails
        ? json(503, { httpCode: 503 })
        : answer(input, init),
    );
    view = render(<GeneralSettingsPage />);
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("We couldn't load the settings.");
    expect(section("Organisation")).toBeDefined();
    expect(document.getElementById("settings-sharing-heading")).toBeNull();
    shareFails = false;
    await press(buttonNamed(alert as HTMLElement, "Try again"));
    await settle();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(document.getElementById("settings-sharing-heading")?.textContent).toBe("Social sharing");
  });

  it("puts the settings pages in a tab bar, this one current", () => {
    const nav = view.container.querySelector('nav[aria-label="Settings"]')!;
    expect(
      [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["General", "/admin/settings"],
      ["Theme", "/admin/settings/theme"],
      ["Payments", "/admin/settings/payments"],
      ["Email", "/admin/settings/email"],
      ["API keys", "/admin/settings/api-keys"],
      ["Newsletter", "/admin/settings/newsletter"],
    ]);
  });

  it("saves the organisation on its own, says so, and shows the new name everywhere", async () => {
    fillIn(field("Organisation name"), "  ");
    await saveIn("Organisation");
    expect(errorOf("settings-organisation-organisationName")).toBe("This field is required");
    expect(patches()).toEqual([]);

    fillIn(field("Organisation name"), "  Valley Voice ");
    fillIn(field<HTMLSelectElement>("Language"), "de@informal");
    await saveIn("Organisation");
    expect(patches()).toEqual([
      {
        url: "/api/1.0/content/general",
        body: { organisationName: "Valley Voice", logoUrl: "", locale: "de@informal" },
      },
    ]);
    expect($general.get().organisationName).toBe("Valley Voice");
    expect($notifications.get().map((n) => n.title)).toContain(
      "The organisation's details are saved.",
    );
    expect(section("Organisation").textContent).toMatch(/Saved at/);
  });

  it("checks footer links next to their fields, and sends them in order", async () => {
    await press(buttonNamed(section("Footer links"), "Add a link"));
    fillIn(field("Address of link 2"), "javascript:alert(1)");
    await saveIn("Footer links");
    expect(errorOf("settings-footer-footerLinks-1-text")).toBe("This field is required");
    expect(errorOf("settings-footer-footerLinks-1-url")).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    expect(patches()).toEqual([]);

    fillIn(field("Text of link 2"), "Shop");
    fillIn(field("Address of link 2"), "/shop");
    fillIn(field("Privacy policy"), "https://harbour.example/privacy");
    await saveIn("Footer links");
    expect(patches()).toEqual([
      {
        url: "/api/1.0/content/general",
        body: {
          siteUrl: "https://harbour.example",
          privacyLink: "https://harbour.example/privacy",
          termsLink: "",
          impressumLink: "",
          footerLinks: [
            { text: "About us", url: "https://harbour.example/about" },
            { text: "Shop", url: "/shop" },
          ],
        },
      },
    ]);
  });

  it("asks for the tax rate only once tax is switched on", async () => {
    expect(() => field("Tax rate (%)")).toThrow();
    const enabled = field("Contributions include tax");
    await press(enabled as unknown as HTMLButtonElement);
    fillIn(field("Tax rate (%)"), "");
    await saveIn("Payment");
    expect(errorOf("settings-payment-taxRate")).toBe("This field is required");
    fillIn(field("Tax rate (%)"), "120");
    await saveIn("Payment");
    expect(errorOf("settings-payment-taxRate")).toBe("Must be at most 100");
    fillIn(field("Tax rate (%)"), "19");
    await saveIn("Payment");
    expect(patches()).toEqual([
      { url: "/api/1.0/content/payment", body: { taxRateEnabled: true, taxRate: 19 } },
    ]);
  });

  describe("says each refusal in its own words, at its field", () => {
    it.each([
      {
        in: "Organisation",
        refused: fieldRefusal("organisationName", "isSafeText"),
        at: "Organisation name",
        says: "character that can't be saved",
      },
      {
        in: "Organisation",
        refused: fieldRefusal("organisationName", "maxLength", "Must be at most 100 characters"),
        at: "Organisation name",
        says: "Please use at most 100 characters",
      },
      {
        in: "Organisation",
        refused: fieldRefusal("locale", "enums"),
        at: "Language",
        says: "Please choose",
      },
      {
        in: "Footer links",
        refused: fieldRefusal("siteUrl", "isLink"),
        at: "Your website",
        says: "Please enter a web address",
      },
      {
        in: "Footer links",
        refused: [
          {
            property: "footerLinks",
            children: [
              {
                property: "0",
                children: [{ property: "url", constraints: { isLink: "Refused" } }],
              },
            ],
          },
        ],
        at: "Address of link 1",
        says: "Please enter a web address",
      },
      {
        in: "Social sharing",
        refused: fieldRefusal("twitterHandle", "pattern"),
        at: "X (Twitter) account",
        says: "Please use the format asked for",
      },
    ])("$in: $at, $says", async ({ in: heading, refused, at, says }) => {
      fetch.mockImplementationOnce(async () => json(400, refusalBody(400, undefined, refused)));
      fillIn(field("Organisation name"), "Valley Voice");
      fillIn(field("X (Twitter) account"), "harbour");
      await saveIn(heading);
      expect(saysAt(field(at), says)).toBe(true);
    });

    it("Payment: asks for the rate when the server wants it with the tax", async () => {
      await press(field("Contributions include tax") as unknown as HTMLButtonElement);
      fillIn(field("Tax rate (%)"), "19");
      fetch.mockImplementationOnce(async () =>
        json(400, refusalBody(400, undefined, fieldRefusal("taxRate", "isDefined"))),
      );
      await saveIn("Payment");
      expect(saysAt(field("Tax rate (%)"), "This field is required")).toBe(true);
    });

    it("says a role that may not change settings so", async () => {
      fetch.mockImplementationOnce(async () => json(403, refusalBody(403, undefined)));
      fillIn(field("Organisation name"), "Valley Voice");
      await saveIn("Organisation");
      expect(alertsIn(section("Organisation"))).toContain("Your role doesn't allow this change");
    });
  });

  it("shows the server's refusal next to its field", async () => {
    fetch.mockImplementationOnce(async () =>
      json(400, {
        httpCode: 400,
        name: "BadRequestError",
        message: "Invalid body, check 'errors' property for more info.",
        errors: [{ property: "twitterHandle", constraints: { pattern: "Expected a handle" } }],
      }),
    );
    fillIn(field("X (Twitter) account"), "harbour");
    await saveIn("Social sharing");
    expect(errorOf("settings-sharing-twitterHandle")).toBe("Please use the format asked for");
  });
});
