import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, testDatabasePerFile } from "../test-support/database";
import { calloutResponses, callouts, content } from "./schema";

/** Migration 0025 turns uploads stored with a host into paths on the site. */
const database = testDatabasePerFile();

async function runUploadPaths(): Promise<void> {
  const text = await readFile(join(MIGRATIONS_DIR, "0025_upload_paths.sql"), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    await database().db.execute(sql.raw(statement));
  }
}

describe("the upload_paths migration", () => {
  it("turns our uploads' absolute addresses into paths and leaves other addresses alone", async () => {
    const { db } = database();
    await db.insert(content).values({
      id: "general",
      data: {
        logoUrl: "http://localhost:3000/api/1.0/images/3f2a.png",
        footer: "See https://members.example.org/api/1.0/documents/9a1b.pdf and [::1] too",
        privacyLink: "https://example.org/privacy",
        elsewhere: "https://cdn.example.org/images/x.png",
      },
    });
    const [callout] = await db
      .insert(callouts)
      .values({
        slug: "paths",
        image: "http://127.0.0.1:5173/api/1.0/images/77aa.jpg",
        formSchema: { slides: [] },
      })
      .returning({ id: callouts.id });

    const photo = { url: "http://[::1]:3000/api/1.0/images/3f2a.png", name: "a.png" };
    await db.insert(calloutResponses).values({
      calloutId: callout!.id,
      number: 1,
      answers: { s: { photo: [photo], note: "https://example.org/api/elsewhere" } },
    });

    await runUploadPaths();
    // Twice: already a path, nothing changes.
    await runUploadPaths();

    const [general] = await db.select().from(content).where(eq(content.id, "general"));
    expect(general?.data).toEqual({
      logoUrl: "/api/1.0/images/3f2a.png",
      footer: "See /api/1.0/documents/9a1b.pdf and [::1] too",
      privacyLink: "https://example.org/privacy",
      elsewhere: "https://cdn.example.org/images/x.png",
    });
    const [stored] = await db
      .select({ image: callouts.image })
      .from(callouts)
      .where(eq(callouts.id, callout!.id));
    expect(stored?.image).toBe("/api/1.0/images/77aa.jpg");
    const [answer] = await db
      .select({ answers: calloutResponses.answers })
      .from(calloutResponses)
      .where(eq(calloutResponses.calloutId, callout!.id));
    expect(answer?.answers).toEqual({
      s: {
        photo: [{ url: "/api/1.0/images/3f2a.png", name: "a.png" }],
        note: "https://example.org/api/elsewhere",
      },
    });
  });
});
