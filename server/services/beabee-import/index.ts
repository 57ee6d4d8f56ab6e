import type { Database } from "../../db/connection";
import { importCallouts } from "./callouts";
import { importContacts } from "./contacts";
import { importContributions, importPayments } from "./contributions";
import { loadIdMap } from "./ids";
import { ImportReport } from "./report";
import { importContent, importEmailTemplates, importNotices, importSegments } from "./settings";
import { PAGE_SIZE, type BeabeeSource } from "./source";
import type { UploadStore } from "../uploads/stores";
import { copyBeabeeUploads, type BeabeeUploads, uploadLinkRewriter } from "./uploads";

export { ImportReport } from "./report";
export { connectBeabee, readOnlySource, type BeabeeSource } from "./source";
export { beabeeUploadsAt, type BeabeeUploads } from "./uploads";

export interface ImportOptions {
  dryRun?: boolean;
  /** beabee's uploads, copied into Agora's store after the rows. */
  uploads?: { from: BeabeeUploads; to: UploadStore };
  /** Agora's address, for links to beabee's uploads to point at once copied. */
  baseUrl?: string;
  /** Rows read (and written) at a time from each of beabee's tables. */
  pageSize?: number;
}

/** Thrown at the end of a dry run so its transaction writes nothing. */
class DryRunDone extends Error {}

/**
 * `import-beabee`: beabee's rows into Agora's tables in one transaction, so a failure leaves
 * Agora as it was. A dry run does all the same work and rolls it back, so its report is
 * exactly what a real run would do. Rows are matched through the id map, so running again
 * updates what the last run brought across. Uploads are copied once the rows are in.
 */
export async function importBeabee(
  db: Database,
  source: BeabeeSource,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report = new ImportReport();
  const pageSize = options.pageSize ?? PAGE_SIZE;
  try {
    await db.transaction(async (tx) => {
      const rewrite = uploadLinkRewriter(options.uploads?.from.origin, options.baseUrl);
      const ids = await loadIdMap(tx);
      const context = { source, tx, ids, report, rewrite, pageSize };
      await importContacts(context);
      const methods = await importContributions(context);
      await importPayments(context, methods);
      await importCallouts(context);
      await importNotices(context);
      await importSegments(context);
      await importContent(context);
      await importEmailTemplates(context);
      if (options.dryRun) throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  if (options.uploads) {
    const { from, to } = options.uploads;
    await copyBeabeeUploads(source, from, to, report, options.dryRun ?? false, pageSize);
  }
  return report;
}
