import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json, found by walking up from this module: the same answer
 * from `server/` (tests, tsx) and from the bundle in `dist/server/`.
 */
export function findProjectRoot(from: string = import.meta.url): string {
  let folder = dirname(fileURLToPath(from));
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(from)}`);
    folder = parent;
  }
  return folder;
}
