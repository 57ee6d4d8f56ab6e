import { CONTENT } from "@core/content";
import type { Database } from "../../db/connection";
import { content } from "../../db/schema";
import { seedDemoCallouts } from "./callouts";
import { DEMO_GENERAL, DEMO_JOIN } from "./content";

/**
 * On an instance's first start (no `general` settings yet), writes the demo newsroom's
 * settings and callouts, or with `demo` off an empty `general` row: either way later starts
 * see the instance as set up and never write demo content over what admins have saved.
 *
 * Returns whether this call set the instance up.
 */
export async function seedDemoContent(db: Database, demo: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const general = demo ? CONTENT.general.parsePatch(DEMO_GENERAL) : {};
    // ON CONFLICT DO NOTHING: several servers starting at once on one database seed once.
    const inserted = await tx
      .insert(content)
      .values({ id: "general", data: general })
      .onConflictDoNothing()
      .returning({ id: content.id });
    if (inserted.length === 0) return false;
    if (demo) {
      await tx
        .insert(content)
        .values({ id: "join", data: CONTENT.join.parsePatch(DEMO_JOIN) })
        .onConflictDoNothing();
      await seedDemoCallouts(tx);
    }
    return true;
  });
}
