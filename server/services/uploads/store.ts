import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A stored file's name: a random UUID, which nobody can guess, and its type's extension. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.([a-z]+)$/;

/** The extension of a name we could have given, or undefined for anything else. */
export function extensionOf(name: string): string | undefined {
  return STORED_NAME.exec(name)?.[1];
}

/**
 * Writes a file under a temporary name and renames it into place, so a reader never sees a
 * half-written file and a failure leaves nothing behind.
 */
export async function writeAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: "wx" });
    await rename(temporary, join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
