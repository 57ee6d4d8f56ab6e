import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** One file of a Vite manifest (`build.manifest`): what a source became, and what it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export type FrameName = "callout" | "join";

export type FrameAssets = ReturnType<typeof createFrameAssets>;

/**
 * The built files of a frame, by the manifest its build writes (`.vite/<frame>.manifest.json`,
 * see vite.config.ts), read once per build. They let a frame's page name, in its head, the
 * files its first screen will ask for, so the browser fetches them at once instead of one
 * round trip after another.
 */
export function createFrameAssets(embedDir: string) {
  const cache = new Map<FrameName, { version: string; manifest: Promise<Manifest> }>();

  async function manifestOf(frame: FrameName): Promise<Manifest> {
    const file = join(embedDir, ".vite", `${frame}.manifest.json`);
    const info = await stat(file).catch(() => undefined);
    if (!info) return {};
    const version = `${info.size}-${info.mtimeMs}`;
    let entry = cache.get(frame);
    if (entry?.version !== version) {
      entry = { version, manifest: readFile(file, "utf8").then((text) => JSON.parse(text)) };
      cache.set(frame, entry);
    }
    return entry.manifest.catch(() => ({}));
  }

  return {
    /**
     * The frame's first files besides its entry, which its page loads itself: the chunks the
     * entry imports, and the locale's `shared` catalog and the frame's own, if it has one.
     */
    async modules(frame: FrameName, locale: string): Promise<string[]> {
      const manifest = await manifestOf(frame);
      const files = new Set<string>();
      const visit = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const chunk = manifest[imported];
          if (!chunk || files.has(chunk.file)) continue;
          files.add(chunk.file);
          visit(imported);
        }
      };
      visit(`${frame}.html`);
      for (const name of ["shared", frame]) {
        const catalog = manifest[`../locales/${locale}/${name}.po`];
        if (catalog) files.add(catalog.file);
      }
      return [...files];
    },

    /** The built stylesheets of these font sheets (`themeFontSheets`), where there are any. */
    async fontSheets(frame: FrameName, sheets: readonly string[]): Promise<string[]> {
      const manifest = await manifestOf(frame);
      return sheets.flatMap((sheet) => {
        const chunk = manifest[`../src/ui/theme/fonts/${sheet}.css`];
        return chunk ? [chunk.file] : [];
      });
    },
  };
}
