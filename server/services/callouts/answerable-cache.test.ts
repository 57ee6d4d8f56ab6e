import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callouts } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from "../content";
import { calloutBody } from "../../test-support/callouts";
import { createCalloutService } from ".";

const database = testDatabasePerFile();
const service = () =>
  createCalloutService(database().db, createContentService(database().db), { cacheMs: 1000 });
const admin = { isAdmin: true };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("callouts as answers find them", () => {
  it("are reused for a second; this server's changes show at once, others' within it", async () => {
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const here = service();
    const { id } = await here.create(calloutBody({ access: "anonymous" }));
    expect((await here.findForResponse(id, admin)).record.access).toBe("anonymous");

    // Another server's change (straight in the database): not seen for a second.
    await database().db.update(callouts).set({ access: "member" }).where(eq(callouts.id, id));
    expect((await here.findForResponse(id, admin)).record.access).toBe("anonymous");
    now += 1001;
    expect((await here.findForResponse(id, admin)).record.access).toBe("member");

    await here.update(id, { access: "guest" });
    expect((await here.findForResponse(id, admin)).record.access).toBe("guest");
    await here.remove(id);
    await expect(here.findForResponse(id, admin)).rejects.toThrow("No such callout");
  });
});

describe("callouts as page loads find them", () => {
  it("give their default texts while a guest may open them, from the same cache", async () => {
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const here = service();
    const body = calloutBody({ image: "/uploads/cover.jpg", hidden: true });
    const variant = body.variants.default!;
    body.variants.default = { ...variant, shareTitle: "Share me", shareDescription: null };
    const { id, slug } = await here.create(body);
    expect(await here.findForPage(slug)).toEqual({
      slug,
      image: "/uploads/cover.jpg",
      hidden: true,
      title: variant.title,
      excerpt: variant.excerpt,
      shareTitle: "Share me",
      shareDescription: null,
    });
    expect((await here.findForPage(id))?.slug).toBe(slug);
    expect(await here.findForPage("no-such-callout")).toBeUndefined();

    // Unpublished on another server: still shown for a second, then a guest may not open it.
    await database().db.update(callouts).set({ starts: null }).where(eq(callouts.id, id));
    expect(await here.findForPage(slug)).toBeDefined();
    now += 1001;
    expect(await here.findForPage(slug)).toBeUndefined();
  });
});
