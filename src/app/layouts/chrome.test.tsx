// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Role } from "@core/contacts";
import { CONTENT, generalContent } from "@core/content";
import { clearQueries } from "@stores/query";
import { settle } from "@tests/support/ui/form";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { render } from "@ui/testing/render";
import { DashboardLayout } from "./DashboardLayout";
import { Footer } from "./footer/Footer";
import { Menu } from "./menu/Menu";

const links = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("dashboard chrome", () => {
  afterEach(() => {
    $general.set(generalContent.defaults);
    $currentUser.set(null);
  });

  it("shows the organisation's links in the footer, leaving out the ones it has not set", () => {
    $general.set({
      ...generalContent.defaults,
      organisationName: "The Ledger",
      siteUrl: "https://ledger.example",
      supportEmail: "help@ledger.example",
      privacyLink: "https://ledger.example/privacy",
      footerLinks: [{ url: "https://ledger.example/about", text: "About us" }],
    });
    const { container } = render(<Footer />);
    expect(links(container)).toEqual([
      ["The Ledger", "https://ledger.example"],
      ["help@ledger.example", "mailto:help@ledger.example"],
      ["Privacy policy", "https://ledger.example/privacy"],
      ["About us", "https://ledger.example/about"],
    ]);
  });

  it("shows the menu by role and marks the current page", () => {
    $currentUser.set({
      id: "c1",
      email: "ed@ledger.example",
      firstname: "Ed",
      lastname: "",
      displayName: "Ed",
      joined: "2024-03-01T10:00:00.000Z",
      activeRoles: ["admin"],
      isReviewer: false,
    });
    const { hook } = memoryLocation({ path: "/admin/settings/api-keys" });
    const { container } = render(
      <Router hook={hook}>
        <Menu />
      </Router>,
    );
    const navs = [...container.querySelectorAll("nav")].map((nav) =>
      nav.getAttribute("aria-label"),
    );
    expect(navs).toEqual(["Your profile", "Administration"]);
    // A settings tab is a page under Settings, not Settings itself.
    const current = container.querySelector("[aria-current]");
    expect(current?.textContent).toBe("Settings");
    expect(current?.getAttribute("aria-current")).toBe("true");
    expect(container.querySelector("button[aria-expanded]")?.textContent).toBe("Menu");
    expect(container.textContent).toContain("Log out");
  });

  it("closes the phone menu with Esc and gives the focus back to its button", () => {
    $currentUser.set({
      id: "c1",
      email: "ed@ledger.example",
      firstname: "Ed",
      lastname: "",
      displayName: "Ed",
      joined: "2024-03-01T10:00:00.000Z",
      activeRoles: ["member"],
      isReviewer: false,
    });
    const { container } = render(
      <Router hook={memoryLocation({ path: "/profile" }).hook}>
        <Menu />
      </Router>,
    );
    const button = container.querySelector<HTMLButtonElement>("button[aria-expanded]")!;
    act(() => button.click());
    expect(button.getAttribute("aria-expanded")).toBe("true");
    container.querySelector<HTMLAnchorElement>("#main-menu a")!.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("shows no menu entries to someone who is not signed in", () => {
    const { container } = render(
      <Router hook={memoryLocation({ path: "/x" }).hook}>
        <Menu />
      </Router>,
    );
    expect(container.querySelectorAll("nav")).toHaveLength(0);
  });

  it("gives a reader who is not signed in the masthead instead of an empty menu", () => {
    $general.set({
      ...generalContent.defaults,
      organisationName: "The Ledger",
      siteUrl: "https://ledger.example",
      logoUrl: "/logo.svg",
    });
    const { container } = render(
      <Router hook={memoryLocation({ path: "/callouts/water" }).hook}>
        <DashboardLayout>
          <p>Page</p>
        </DashboardLayout>
      </Router>,
    );
    const header = container.querySelector("header")!;
    expect(links(header)).toEqual([
      ["The Ledger", "https://ledger.example"],
      ["Log in", "/auth/login?next=%2Fcallouts%2Fwater"],
    ]);
    // The name is written beside the logo, so the picture is not read out again.
    const logo = header.querySelector("img")!;
    expect(logo.getAttribute("alt")).toBe("");
    expect(logo.style.height).toBe("40px");
    expect(container.querySelector('nav:not([aria-label="Footer"])')).toBeNull();
    expect(container.querySelector("button[aria-expanded]")).toBeNull();
    expect(container.querySelector("main")?.textContent).toContain("Page");
  });

  describe("the test mode banner", () => {
    afterEach(() => {
      clearQueries();
      vi.restoreAllMocks();
    });

    async function dashboardAs(role: Role, testPayments: boolean) {
      vi.spyOn(globalThis, "fetch").mockImplementation(
        async () =>
          new Response(JSON.stringify({ ...CONTENT.payment.defaults, testPayments }), {
            status: 200,
          }),
      );
      $currentUser.set({
        id: "c1",
        email: "ed@ledger.example",
        firstname: "Ed",
        lastname: "",
        displayName: "Ed",
        joined: "2024-03-01T10:00:00.000Z",
        activeRoles: [role],
        isReviewer: false,
      });
      const view = render(
        <Router hook={memoryLocation({ path: "/admin" }).hook}>
          <DashboardLayout>
            <p>Page</p>
          </DashboardLayout>
        </Router>,
      );
      await settle();
      return view.container.querySelector('aside[aria-label="Test mode"]');
    }

    it("tells staff that no real money moves, with a link to the test payments panel", async () => {
      const banner = await dashboardAs("admin", true);
      expect(banner?.textContent).toContain("no real money moves");
      expect(links(banner as HTMLElement)).toEqual([["Test payments", "/admin/settings/payments"]]);
    });

    it("is not there with a real provider, nor for members", async () => {
      expect(await dashboardAs("admin", false)).toBeNull();
      expect(await dashboardAs("member", true)).toBeNull();
    });
  });
});
