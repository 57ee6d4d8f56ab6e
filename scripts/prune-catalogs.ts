import { parseAst, type Plugin } from "vite";

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

/**
 * Catalogs holding only the messages a build's code can show: a frame loads the `shared`
 * catalog, written for every page, and so downloaded strings no frame shows. Each catalog's
 * messages wait behind a placeholder until every module is transformed (all the ids are then
 * known); `renderChunk` writes the kept ones, before the chunk's hash is computed, so the file
 * name changes when what it keeps does. An id read from a variable still comes from a `msg`
 * descriptor somewhere in the code, so it is kept too.
 */
export function pruneCatalogs(): Plugin {
  const used = new Set<string>();
  const catalogs: Record<string, unknown>[] = [];
  return {
    name: "agora:prune-catalogs",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (id.endsWith(".po")) {
        const json = compiledJson(code);
        if (!json) throw new Error(`${id} is not a catalog as the Lingui plugin compiles one`);
        catalogs.push(JSON.parse(json.value) as Record<string, unknown>);
        const stand = JSON.stringify(placeholder(catalogs.length - 1));
        return code.slice(0, json.start) + stand + code.slice(json.end);
      }
      for (const match of code.matchAll(MESSAGE_ID)) if (match[2]) used.add(match[2]);
      return undefined;
    },
    renderChunk(code) {
      if (!code.includes("__AGORA_CATALOG_")) return null;
      return code.replace(PLACEHOLDER, (_, _quote, index: string) => {
        const messages = catalogs[Number(index)] ?? {};
        const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => used.has(id)));
        return JSON.stringify(JSON.stringify(kept));
      });
    },
  };
}
