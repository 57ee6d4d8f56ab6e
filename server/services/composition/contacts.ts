import { createContactTagService } from "../contact-tags";
import { createActivityService } from "../contacts/activity";
import { createContactImporter } from "../contacts/import";
import { createSegmentService } from "../segments";
import { createStatsService } from "../stats";
import type { ServiceCore } from "./core";

/** What staff do with contacts beyond the contact itself: timeline, import, tags, segments. */
export function createContactServices(core: ServiceCore) {
  const { db, jobs, log, emit, clock, tableStats, contacts, contactList } = core;
  return {
    activity: createActivityService(db),
    contactImport: createContactImporter(db, jobs, log, emit, clock.now, (tables) =>
      tableStats.afterBulkWrite(tables),
    ),
    contactTags: createContactTagService(
      db,
      (tables) => tableStats.afterBulkWrite(tables),
      (tx, contactIds) => emit(tx, "contact-tags.changed", { contactIds }),
    ),
    segments: createSegmentService(db, contactList),
    stats: createStatsService(db, contacts),
  };
}
