import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseAst, type Plugin } from "vite";
import linguiConfig from "../lingui.config.ts";

/** A message descriptor's id in macro output (`{ id: "…" }`, `<Trans id="…">` compiled). */
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`\\]+)\1/g;

/**
 * The JSON string literal of a catalog as the Lingui plugin compiles it
 * (`export const messages=JSON.parse("…")`), with its place in the code.
 */
function compiledJson(code: string): { value: string; start: number; end: number } | undefined {
  const [statement] = parseAst(code).body;
  if (statement?.type !== "ExportNamedDeclaration") return undefined;
  if (statement.declaration?.type !== "VariableDeclaration") return undefined;
  const init = statement.declaration.declarations[0]?.init;
  const literal = init?.type === "CallExpression" ? init.arguments[0] : undefined;
  if (literal?.type !== "Literal" || typeof literal.value !== "string") return undefined;
  return { value: literal.value, start: literal.start, end: literal.end };
}

/** Stands for a pruned catalog's JSON until every module's messages are known. */
const placeholder = (index: number) => `__AGORA_CATALOG_${index}__`;
const PLACEHOLDER = /(["'`])__AGORA_CATALOG_(\d+)__\1/g;

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The `index`th short id: a, b, …, Z, aa, ab, …. Letters only, so no id reads as an array
 * index (which an object would list first, out of the catalog's order).
 */
export function shortId(index: number): string {
  let id = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / LETTERS.length)) {
    id = LETTERS[(rest - 1) % LETTERS.length] + id;
  }
  return id;
}

/** Every message id of the source locale's catalogs, catalog by catalog as lingui.config.ts lists them. */
async function sourceMessageIds(): Promise<string[]> {
  const { catalogs = [], format, sourceLocale = "en" } = linguiConfig;
  if (!format || typeof format === "string") throw new Error("lingui.config.ts names no formatter");
  const ids: string[] = [];
  for (const { path } of catalogs) {
    const file = `${path.replace("<rootDir>", ".").replace("{locale}", sourceLocale)}.po`;
    const content = await readFile(resolve(import.meta.dirname, "..", file), "utf8");
    const messages = await format.parse(content, {
      locale: sourceLocale,
      sourceLocale,
      filename: file,
    });
    ids.push(...Object.keys(messages ?? {}).sort());
  }
  return ids;
}

/**
 * The message ids the modules of `chunks` name as the bundle renders them: without the code
 * the bundler dropped as unused (a module's validators that no page of the build calls).
 */
function idsInRenderedCode(chunks: { modules: Record<string, { code: string | null }> }[]) {
  const ids = new Set<string>();
  for (const chunk of chunks) {
    for (const { code } of Object.values(chunk.modules)) {
      for (const [, , id] of code?.matchAll(MESSAGE_ID) ?? []) ids.add(id!);
    }
  }
  return ids;
}

/**
 * Smaller catalogs, and smaller code naming their messages. Lingui's message ids are six
 * characters of a hash, which compress to nearly their full size and appear twice on the wire
 * (in the code and in the catalog): the build renames each to a short id (`shortId`, in the
 * catalogs' order, so a catalog's keys run a, b, c…), in the code and in every catalog alike.
 * The code's ids are rewritten to the same length (the short id, then spaces the minifier
 * drops), so source maps stay exact.
 *
 * With `prune`, a catalog also keeps only the messages the build's code can show: a frame loads
 * the `shared` catalog, written for every page, and so would download strings no frame shows.
 * Each catalog's messages wait behind a placeholder until the bundle is rendered; `renderChunk`
 * writes the ones the rendered modules name (not those of code the bundler left out as unused),
 * before the chunk's hash is computed, so the file name changes when what it keeps does. An id
 * read from a variable still comes from a `msg` descriptor somewhere in the code, so it is kept
 * too.
 */
export function compactCatalogs(options: {
  prune: boolean;
  /** The message ids, in the order they get short ids (tests pass their own). */
  messageIds?: () => Promise<string[]>;
}): Plugin {
  const short = new Map<string, string>();
  const catalogs: Record<string, unknown>[] = [];
  return {
    name: "agora:compact-catalogs",
    apply: "build",
    enforce: "post",
    async buildStart() {
      const ids = await (options.messageIds ?? sourceMessageIds)();
      for (const id of ids) if (!short.has(id)) short.set(id, shortId(short.size));
    },
    transform(code, id) {
      if (id.endsWith(".po")) {
        const json = compiledJson(code);
        if (!json) throw new Error(`${id} is not a catalog as the Lingui plugin compiles one`);
        const messages = Object.fromEntries(
          Object.entries(JSON.parse(json.value) as Record<string, unknown>).map(
            ([key, message]) => [short.get(key) ?? key, message],
          ),
        );
        let literal: string;
        if (options.prune) {
          catalogs.push(messages);
          literal = JSON.stringify(placeholder(catalogs.length - 1));
        } else {
          literal = JSON.stringify(JSON.stringify(messages));
        }
        // A catalog's JSON has no source to map to, as the Lingui plugin says of it too.
        return { code: code.slice(0, json.start) + literal + code.slice(json.end), map: null };
      }
      let renamed = false;
      const out = code.replace(MESSAGE_ID, (match: string, quote: string, messageId: string) => {
        const to = short.get(messageId);
        if (!to) return match;
        renamed = true;
        const head = match.slice(0, match.length - messageId.length - 2);
        return `${head}${quote}${to}${quote}`.padEnd(match.length, " ");
      });
      // Nothing moved (each id kept its length), so the source map stays as it was.
      return renamed ? { code: out, map: null } : undefined;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!options.prune || !code.includes("__AGORA_CATALOG_")) return null;
      const shown = idsInRenderedCode(Object.values(meta.chunks));
      return code.replace(PLACEHOLDER, (_, _quote, index: string) => {
        const messages = catalogs[Number(index)] ?? {};
        const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => shown.has(id)));
        return JSON.stringify(JSON.stringify(kept));
      });
    },
  };
}
