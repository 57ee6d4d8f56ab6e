import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import type { DatabaseConnection } from "../db/connection";
import { buildTestApp } from "./app";

/**
 * Writes a stand-in for `npm run build`'s output (paths under `dist/` and `public/`) into a
 * fresh folder and serves it, for the tests of one `describe`.
 */
export function serveBuiltFiles(
  database: () => DatabaseConnection,
  files: Record<string, string | Buffer>,
  config: Partial<Config> = {},
): () => FastifyInstance {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "agora-static-"));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
    app = await buildTestApp({
      database: database(),
      config: { ...config, distDir: join(root, "dist"), publicDir: join(root, "public") },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });
  return () => app;
}
