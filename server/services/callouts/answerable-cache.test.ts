import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callouts } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContentService } from "../content";
import { calloutBody } from "./testing";
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
