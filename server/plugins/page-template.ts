import { readFile, stat } from "node:fs/promises";

/** A built page cut where its `<title>` was, for the head of each answer to go in. */
interface Template {
  before: string;
  after: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

function cut(file: string, html: string): Template {
  const title = TITLE.exec(html);
  if (!title) throw new Error(`${file} has no <title> for the page's head to replace`);
  return { before: html.slice(0, title.index), after: html.slice(title.index + title[0].length) };
}

/**
 * The built pages (index.html, the frames' pages), each read once and kept. A rebuild while
 * the server runs (`npm run build` beside `npm run dev`) gives a file of another size or time:
 * read again, so the page never names assets that are gone.
 */
export function createPageTemplates() {
  const cache = new Map<string, { version: string; template: Promise<Template> }>();

  return {
    /** The page with `head` in place of its title; undefined when the file is not built. */
    async render(file: string, head: string): Promise<string | undefined> {
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const version = `${info.size}-${info.mtimeMs}`;
      let entry = cache.get(file);
      if (entry?.version !== version) {
        const template = readFile(file, "utf8").then((html) => cut(file, html));
        const fresh = { version, template };
        cache.set(file, fresh);
        // A failed read is not kept: the next page load reads again.
        template.catch(() => cache.get(file) === fresh && cache.delete(file));
        entry = fresh;
      }
      const { before, after } = await entry.template;
      return `${before}${head}${after}`;
    },
  };
}
