import { describe, expect, it } from "vitest";
import { asksGuestDetails, needsCaptcha, offersNewsletter, responseBlock } from "./access";
import { variantFor } from "./api";
import { imageUrl } from "./links";
import { calloutPath } from "./navigation";
import { makeCallout } from "@tests/support/ui/callout";

const member = { activeRoles: ["member" as const] };
const admin = { activeRoles: ["admin" as const] };
const newsletter = { title: "News", text: "", optIn: "Yes", groups: [] };

describe("responseBlock", () => {
  it("offers the form of an open callout to anyone by default", () => {
    expect(responseBlock(makeCallout(), null)).toBeUndefined();
  });

  it("blocks callouts that are not open", () => {
    expect(responseBlock(makeCallout({ status: "ended" }), member)).toBe("closed");
    expect(responseBlock(makeCallout({ status: "scheduled" }), null)).toBe("closed");
  });

  it("asks for a sign-in, then an active membership, on members-only callouts", () => {
    const callout = makeCallout({ access: "member" });
    expect(responseBlock(callout, null)).toBe("sign-in");
    expect(responseBlock(callout, admin)).toBe("not-member");
    expect(responseBlock(callout, member)).toBeUndefined();
  });

  it("stops a second response unless the callout takes several or updates", () => {
    expect(responseBlock(makeCallout({ hasAnswered: true }), member)).toBe("answered");
    expect(responseBlock(makeCallout({ hasAnswered: true, allowMultiple: true }), member)).toBe(
      undefined,
    );
    expect(responseBlock(makeCallout({ hasAnswered: true, allowUpdate: true }), member)).toBe(
      undefined,
    );
  });
});

describe("what the last slide asks", () => {
  it("asks guests for contact details unless the callout keeps everyone anonymous", () => {
    expect(asksGuestDetails(makeCallout({ access: "guest" }), null)).toBe(true);
    expect(asksGuestDetails(makeCallout({ access: "anonymous" }), null)).toBe(true);
    expect(asksGuestDetails(makeCallout({ access: "only-anonymous" }), null)).toBe(false);
    expect(asksGuestDetails(makeCallout({ access: "guest" }), member)).toBe(false);
  });

  it("offers the newsletter only with a sign-up and contact details", () => {
    expect(offersNewsletter(makeCallout())).toBe(false);
    expect(offersNewsletter(makeCallout({ newsletterSchema: newsletter }))).toBe(true);
    expect(
      offersNewsletter(makeCallout({ newsletterSchema: newsletter, access: "only-anonymous" })),
    ).toBe(false);
  });

  it("wants a captcha from everyone, or from guests only", () => {
    expect(needsCaptcha(makeCallout({ captcha: "none" }), null)).toBe(false);
    expect(needsCaptcha(makeCallout({ captcha: "guest" }), null)).toBe(true);
    expect(needsCaptcha(makeCallout({ captcha: "guest" }), member)).toBe(false);
    expect(needsCaptcha(makeCallout({ captcha: "all" }), member)).toBe(true);
  });
});

describe("variantFor", () => {
  it("names the reader's language as variants are named", () => {
    expect(variantFor("de")).toBe("de");
    expect(variantFor("de-x-informal")).toBe("de@informal");
    expect(variantFor("DE@informal")).toBe("de@informal");
  });

  it("falls back to the default for unknown languages and ones the callout lacks", () => {
    expect(variantFor(null)).toBe("default");
    expect(variantFor("xx")).toBe("default");
    expect(variantFor("fr", ["default", "de"])).toBe("default");
    expect(variantFor("de-x-easy", ["default", "de@easy"])).toBe("de@easy");
  });
});

describe("addresses", () => {
  it("builds callout page paths that keep the language", () => {
    expect(calloutPath({ base: "/callouts" }, "water")).toBe("/callouts/water");
    expect(calloutPath({ base: "/embed/callouts", lang: "de" }, "wasser", "thanks")).toBe(
      "/embed/callouts/wasser/thanks?lang=de",
    );
    expect(calloutPath({ base: "/callouts" }, "a b", "map")).toBe("/callouts/a%20b/map");
  });

  it("finds uploaded images under the API and asks for a width", () => {
    expect(imageUrl("images/a.avif")).toBe("/api/1.0/images/a.avif");
    expect(imageUrl("images/a.avif", 400)).toBe("/api/1.0/images/a.avif?w=400");
    expect(imageUrl("https://cdn.example.org/a.jpg?x=1", 900)).toBe(
      "https://cdn.example.org/a.jpg?x=1&w=900",
    );
    expect(imageUrl("/api/1.0/images/a.avif")).toBe("/api/1.0/images/a.avif");
  });
});
