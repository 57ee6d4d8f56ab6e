import { isEmail } from "@core/validation";
import { normaliseEmail } from "@core/contacts";
import type { Database } from "../db/connection";
import { storeFlow } from "../services/recovery/flows";
import type { ContactService } from "../services/contacts";

export interface CreatedAdmin {
  contactId: string;
  email: string;
  /** False when a contact with that email existed and was made superadmin. */
  created: boolean;
  /** Where the new superadmin sets a password (valid 24 hours, like every reset link). */
  setPasswordUrl: string;
}

export class CliError extends Error {}

/**
 * Makes the contact with this email a superadmin, creating it (without a password) if there
 * is none, and a link to set the password. For real installations, which get no demo accounts.
 */
export async function createAdmin(
  db: Database,
  contacts: ContactService,
  emailText: string,
  baseUrl: string,
): Promise<CreatedAdmin> {
  const email = normaliseEmail(emailText);
  if (!isEmail(email)) throw new CliError(`Not an email address: "${emailText}"`);
  const existing = await contacts.findByEmail(email);
  const contact = existing ?? (await contacts.create({ email, roles: [{ role: "superadmin" }] }));
  if (existing) {
    const roles = await contacts.roles.list(existing.id);
    const current = roles.find((role) => role.role === "superadmin");
    const active = current && current.dateAdded <= new Date() && current.dateExpires === null;
    if (!active) {
      await contacts.roles.set(existing.id, "superadmin", {
        dateAdded: new Date(),
        dateExpires: null,
      });
    }
  }
  const token = await storeFlow(db, contact.id, "password");
  return {
    contactId: contact.id,
    email,
    created: !existing,
    setPasswordUrl: `${baseUrl}/auth/set-password/${token}`,
  };
}

export const USAGE = `Usage: npm run agora -- <command>

Commands:
  create-admin --email <email>   make a superadmin (creating the contact if needed) and print
                                 a link to set its password, valid for 24 hours
  copy-to-postgres <url>         copy the embedded database in AGORA_DATA_DIR into the empty
                                 PostgreSQL database at <url>, leaving the embedded one as it is
  copy-uploads                   copy the uploads in AGORA_UPLOADS_DIR to the bucket of
                                 AGORA_UPLOADS_S3_URL (files already there are skipped)
  import-beabee <url> [--uploads <dir or url>] [--dry-run]
                                 bring a beabee database (read only, at postgres:// <url>)
                                 across: contacts, contributions, callouts, settings, and the
                                 uploads they name from a copy of beabee's bucket or its site;
                                 run again to update; --dry-run writes nothing and lists every
                                 row it would not take (docs/migrating-from-beabee.md)

It uses the database the server is configured with (DATABASE_URL or AGORA_DATA_DIR). Stop the
server first when it runs on the embedded database: only one process may open it.`;

export type CliCommand =
  | { command: "create-admin"; email: string }
  | { command: "copy-to-postgres"; databaseUrl: string }
  | { command: "copy-uploads" }
  | { command: "import-beabee"; databaseUrl: string; dryRun: boolean; uploads?: string }
  | { command: "help" };

/**
 * Reads `create-admin --email <email>` (or `--email=<email>`), `copy-to-postgres <url>`,
 * `copy-uploads` and `import-beabee <url> [--uploads <dir or url>] [--dry-run]`; a CliError
 * says what is wrong.
 */
export function parseCliArgs(args: readonly string[]): CliCommand {
  const [command, ...rest] = args;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    return { command: "help" };
  }
  if (command === "copy-to-postgres") {
    const [databaseUrl, ...extra] = rest;
    if (!databaseUrl || extra.length > 0 || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new CliError(`copy-to-postgres needs one postgres:// URL\n\n${USAGE}`);
    }
    return { command: "copy-to-postgres", databaseUrl };
  }
  if (command === "import-beabee") return parseImportBeabee(rest);
  if (command === "copy-uploads") {
    if (rest.length > 0) throw new CliError(`Unknown option "${rest[0]}"\n\n${USAGE}`);
    return { command };
  }
  if (command !== "create-admin") throw new CliError(`Unknown command "${command}"\n\n${USAGE}`);
  let email: string | undefined;
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? "";
    if (arg === "--email") email = rest[++index];
    else if (arg.startsWith("--email=")) email = arg.slice("--email=".length);
    else throw new CliError(`Unknown option "${arg}"\n\n${USAGE}`);
  }
  if (email === undefined || email.trim() === "") {
    throw new CliError(`create-admin needs --email <email>\n\n${USAGE}`);
  }
  return { command: "create-admin", email };
}

function parseImportBeabee(args: readonly string[]): CliCommand {
  let dryRun = false;
  let uploads: string | undefined;
  const positional: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--uploads") uploads = args[++index];
    else if (arg.startsWith("--uploads=")) uploads = arg.slice("--uploads=".length);
    else if (arg.startsWith("-")) throw new CliError(`Unknown option "${arg}"\n\n${USAGE}`);
    else positional.push(arg);
  }
  const [databaseUrl, ...extra] = positional;
  if (!databaseUrl || extra.length > 0 || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new CliError(`import-beabee needs beabee's postgres:// URL\n\n${USAGE}`);
  }
  if (uploads !== undefined && uploads.trim() === "") {
    throw new CliError(`--uploads needs a directory or beabee's https:// address\n\n${USAGE}`);
  }
  return { command: "import-beabee", databaseUrl, dryRun, ...(uploads ? { uploads } : {}) };
}
