import { ConfigError, loadConfig } from "./config";
import { copyToPostgres } from "./cli/copy-to-postgres";
import { CliError, USAGE, createAdmin, parseCliArgs } from "./cli/create-admin";
import { openDatabase } from "./db/connection";
import { migrateDatabase } from "./db/migrate";
import { buildMigrationsDir } from "./db/template";
import { createContactService } from "./services/contacts";
import { createPasswordService } from "./services/passwords";
import { createLocalStore, createUploadStore } from "./services/uploads/stores";
import { copyUploads } from "./cli/copy-uploads";
import { beabeeUploadsAt, connectBeabee, importBeabee } from "./services/beabee-import";

/**
 * `npm run agora -- <command>`: administration from the shell, on the configured database
 * (the same environment variables as the server). Exits 0 on success, 1 with a message.
 */
async function run(args: readonly string[]): Promise<number> {
  const command = parseCliArgs(args);
  if (command.command === "help") {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (command.command === "copy-to-postgres") {
    const copied = await copyToPostgres({
      dataDir: config.dataDir,
      databaseUrl: command.databaseUrl,
      migrationsDir: buildMigrationsDir(import.meta.url),
    });
    const rows = copied.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Copied ${rows} rows in ${copied.length} tables; every table's count matches.`);
    console.log(
      [
        "Next:",
        "  1. Start Agora with DATABASE_URL set to that URL (and the same AGORA_DATA_DIR,",
        "     which keeps the uploads), then check the site and the dashboard.",
        "     For several servers, copy the uploads to their shared bucket first:",
        "     AGORA_UPLOADS_S3_URL=s3://bucket/prefix npm run agora -- copy-uploads",
        `  2. Keep ${config.dataDir}/pgdata until you are sure; Agora no longer uses it.`,
      ].join("\n"),
    );
    return 0;
  }
  if (command.command === "copy-uploads") {
    if (!config.uploadsS3) {
      throw new CliError(
        "copy-uploads needs AGORA_UPLOADS_S3_URL=s3://bucket/prefix: where to copy to",
      );
    }
    const from = createLocalStore(config.uploadsDir);
    const to = createUploadStore(config);
    console.log(`Copying uploads from ${from.description} to ${to.description}`);
    const { copied, skipped } = await copyUploads(from, to);
    console.log(`Copied ${copied} files; ${skipped} were there already.`);
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database, buildMigrationsDir(import.meta.url));
    if (command.command === "import-beabee") {
      const source = await connectBeabee(command.databaseUrl);
      try {
        const report = await importBeabee(database.db, source, {
          dryRun: command.dryRun,
          baseUrl: config.baseUrl,
          ...(command.uploads
            ? { uploads: { from: beabeeUploadsAt(command.uploads), to: createUploadStore(config) } }
            : {}),
        });
        console.log(report.format(command.dryRun));
      } finally {
        await source.close();
      }
      return 0;
    }
    const contacts = createContactService(database.db, createPasswordService());
    const admin = await createAdmin(database.db, contacts, command.email, config.baseUrl);
    console.log(
      admin.created
        ? `Created the superadmin ${admin.email}.`
        : `${admin.email} already had an account; it is now a superadmin.`,
    );
    console.log(`Set its password within 24 hours at:\n  ${admin.setPasswordUrl}`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof ConfigError) console.error(error.message);
  else console.error(`Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
