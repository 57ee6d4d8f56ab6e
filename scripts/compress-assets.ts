import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
// Relative: vite.config.ts loads this file, and a config is bundled without the aliases.
import { isCompressibleFile } from "../server/plugins/encoding.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Source maps only reach developers' tools: not worth brotli's maximum effort on every build. */
const SKIPPED = /\.map$/;

/** Every file under a folder, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Whether `copy` exists and was written after `source` (a second frame build shares the folder). */
async function isFresh(copy: string, source: Date): Promise<boolean> {
  const info = await stat(copy).catch(() => undefined);
  return info !== undefined && info.mtime >= source;
}

/** Writes `file.br` and `file.gz`, each only when it is smaller than the file itself. */
async function compressFile(file: string): Promise<void> {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const copies = [
    {
      path: `${file}.br`,
      encode: () =>
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
    },
    { path: `${file}.gz`, encode: () => gzipAsync(body, { level: 9 }) },
  ];
  await Promise.all(
    copies.map(async ({ path, encode }) => {
      if (await isFresh(path, info.mtime)) return;
      const encoded = await encode();
      if (encoded.length < body.length) await writeFile(path, encoded);
    }),
  );
}

/**
 * Brotli (maximum quality) and gzip (level 9) copies of every text file a browser build writes,
 * so the server sends them compressed without compressing on each request
 * (server/plugins/static.ts picks the copy by Accept-Encoding).
 */
export function compressAssets(): Plugin {
  return {
    name: "agora:compress-assets",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      const files = (await filesUnder(options.dir)).filter(
        (file) => isCompressibleFile(file) && !SKIPPED.test(file),
      );
      await Promise.all(files.map(compressFile));
    },
  };
}
