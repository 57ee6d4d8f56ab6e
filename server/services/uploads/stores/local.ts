import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { writeAtomically } from "../store";
import type { UploadStore } from "./types";

/** Uploads as files under one directory (`AGORA_UPLOADS_DIR`): the default, for one server. */
export function createLocalStore(root: string): UploadStore {
  const pathOf = (key: string) => join(root, ...key.split("/"));
  return {
    description: root,

    async put(key, bytes) {
      const path = pathOf(key);
      await writeAtomically(dirname(path), basename(path), bytes);
    },

    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      // Names are never reused, so size and time tell one file's versions apart.
      return {
        size: info.size,
        etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
      };
    },

    async read(key, range) {
      return createReadStream(pathOf(key), range ?? {});
    },

    readAll: (key) => readFile(pathOf(key)),

    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        // Dot files are writes under way (`writeAtomically`'s temporary names).
        if (!entry.isFile() || entry.name.startsWith(".")) continue;
        yield relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
      }
    },
  };
}
