import { createContactTagService } from "../contact-tags";
import { createActivityService } from "../contacts/activity";
import { createContactImporter } from "../contacts/import";
import { createSegmentService } from "../segments";
import { createStatsService } from "../stats";
import type { ServiceCore } from "./core";

/** What staff do with contacts beyond the contact itself: timeline, import, tags, segments. */
export function createContactServices(core: ServiceCore) {
  const { db, jobs, log, emit, clock, tableStats, newsletter, contacts, contactList } = core;
  return {
    activity: createActivityService(db),
    contactImport: createContactImporter(db, jobs, log, emit, clock.now, (tables) =>
      tableStats.afterBulkWrite(tables),
    ),
    contactTags: createContactTagService(
      db,
      (tables) => tableStats.afterBulkWrite(tables),
      (tx, contactIds) => newsletter.queue(tx, contactIds),
    ),
    segments: createSegmentService(db, contactList),
    stats: createStatsService(db, contacts),
  };
}
