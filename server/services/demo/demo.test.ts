import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTENT } from "@core/content";
import { DEFAULT_COLORS } from "@core/theme";
import { content } from "../../db/schema";
import { findProjectRoot } from "../../project-root";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from "../content";
import { seedDemoContent } from ".";

const database = testDatabasePerFile();
const settings = () => createContentService(database().db);

beforeEach(async () => {
  await database().db.delete(content);
});

describe("demo content", () => {
  it("gives a fresh instance a newsroom with its own look", async () => {
    expect(await seedDemoContent(database().db, true)).toBe(true);
    const general = await settings().get("general");
    expect(general).toMatchObject({
      organisationName: "The Harbour Ledger",
      logoUrl: "/demo/logo.svg",
      siteUrl: expect.stringMatching(/^https:\/\//),
      supportEmail: expect.stringContaining("@"),
      privacyLink: expect.stringMatching(/^https:\/\//),
      termsLink: expect.stringMatching(/^https:\/\//),
      impressumLink: expect.stringMatching(/^https:\/\//),
      locale: "en",
      currencyCode: "GBP",
      currencySymbol: "£",
      theme: { fonts: { body: "nunito-sans", title: "roboto-slab" } },
    });
    expect(general.footerLinks.length).toBeGreaterThan(0);
    for (const [name, colour] of Object.entries(DEFAULT_COLORS)) {
      if (name === "white" || name === "black") continue;
      expect(general.theme.colors?.[name as keyof typeof DEFAULT_COLORS]).not.toBe(colour);
    }
    expect((await settings().get("join")).title).not.toBe("");
  });

  it("ships the logo it points to", () => {
    const logo = join(findProjectRoot(), "public", "demo", "logo.svg");
    expect(existsSync(logo)).toBe(true);
    expect(readFileSync(logo, "utf8")).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("runs on the first start only and never overwrites what admins saved", async () => {
    await seedDemoContent(database().db, true);
    await settings().update("general", { organisationName: "Our Own Name", theme: {} });
    expect(await seedDemoContent(database().db, true)).toBe(false);
    expect(await settings().get("general")).toMatchObject({
      organisationName: "Our Own Name",
      theme: {},
    });
  });

  it("leaves an instance alone that admins set up before any demo", async () => {
    await settings().update("general", { organisationName: "Set up by hand" });
    expect(await seedDemoContent(database().db, true)).toBe(false);
    expect((await settings().get("general")).organisationName).toBe("Set up by hand");
    expect(await settings().get("join")).toEqual(CONTENT.join.defaults);
  });

  it("is skipped with AGORA_DEMO=0, for good: a later start with demo on adds nothing", async () => {
    expect(await seedDemoContent(database().db, false)).toBe(true);
    expect(await settings().get("general")).toEqual(CONTENT.general.defaults);
    expect(await seedDemoContent(database().db, true)).toBe(false);
    expect(await settings().get("general")).toEqual(CONTENT.general.defaults);
    expect(await settings().get("join")).toEqual(CONTENT.join.defaults);
  });
});
