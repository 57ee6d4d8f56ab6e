// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { generalContent } from "../../core/content";
import { $currentUser } from "../../stores/session";
import { $general } from "../../stores/settings";
import { render } from "../../ui/testing/render";
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
    const { hook } = memoryLocation({ path: "/admin/contacts" });
    const { container } = render(
      <Router hook={hook}>
        <Menu />
      </Router>,
    );
    const navs = [...container.querySelectorAll("nav")].map((nav) =>
      nav.getAttribute("aria-label"),
    );
    expect(navs).toEqual(["Your profile", "Administration"]);
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe("Contacts");
    expect(container.querySelector("button[aria-expanded]")?.textContent).toBe("Menu");
    expect(container.textContent).toContain("Log out");
  });

  it("shows no menu entries to someone who is not signed in", () => {
    const { container } = render(
      <Router hook={memoryLocation({ path: "/x" }).hook}>
        <Menu />
      </Router>,
    );
    expect(container.querySelectorAll("nav")).toHaveLength(0);
  });
});
