import { createCompiledCatalog } from "@lingui/cli/api";
import { describe, expect, it } from "vitest";
import { compactCatalogs, shortId } from "./compact-catalogs";

type Transformed = string | { code: string; map: null } | undefined;

/** The plugin's hooks, called as the bundler would (they use no plugin context). */
async function hooks(prune: boolean) {
  const plugin = compactCatalogs({
    prune,
    messageIds: () => Promise.resolve(["kept", "by-trans", "dropped"]),
  });
  await (plugin.buildStart as () => Promise<void>)();
  const transform = plugin.transform as (code: string, id: string) => Transformed;
  const renderChunk = plugin.renderChunk as (
    code: string,
    chunk: unknown,
    outputOptions: unknown,
    meta: { chunks: Record<string, { modules: Record<string, { code: string | null }> }> },
  ) => string | null;
  const code = (out: Transformed) => (typeof out === "object" ? out.code : (out ?? ""));
  return { transform: (source: string, id: string) => code(transform(source, id)), renderChunk };
}

/** The messages of a rendered catalog chunk. */
function messagesOf(code: string): unknown {
  const literal = /JSON\.parse\((".*")\)/.exec(code)?.[1];
  return JSON.parse(JSON.parse(literal ?? '""') as string);
}

const compiled = createCompiledCatalog(
  "de",
  {
    kept: "Behalten\u00a0»ja«",
    "by-trans": "Mit <0>Link</0>",
    dropped: "Nie gezeigt",
    unknown: "Nicht in der Quelle",
  },
  { namespace: "es" },
).source;

describe("compactCatalogs", () => {
  it("renames message ids to short ones in the code, to the same length", async () => {
    const { transform } = await hooks(true);
    const source = 'i18n._({ id: "kept" }); jsx(Trans, { id: `by-trans` }); f({ id: "other" });';
    const out = transform(source, "/app/src/a.tsx");
    expect(out).toBe('i18n._({ id: "a"    }); jsx(Trans, { id: `b`        }); f({ id: "other" });');
    expect(transform('f({ id: "other" })', "/app/src/b.ts")).toBe("");
  });

  it("prunes: keeps the messages whose ids the build's code names, under their short ids", async () => {
    const { transform, renderChunk } = await hooks(true);
    const catalog = transform(compiled, "/app/locales/de/shared.po");
    const a = transform('i18n._({ id: "kept" }); f({ message: "x" });', "/app/src/a.ts");
    const b = transform("jsx(Trans, { id: `by-trans`, components: {} });", "/app/src/b.tsx");

    const modules = { "/app/src/a.ts": { code: a }, "/app/src/b.tsx": { code: b } };
    const rendered = renderChunk(`var e = ${catalog}`, undefined, undefined, {
      chunks: { "page.js": { modules } },
    });
    expect(messagesOf(rendered ?? "")).toEqual({
      a: ["Behalten\u00a0»ja«"],
      b: ["Mit <0>Link</0>"],
    });
  });

  it("prunes the messages of code the bundle left out, as its chunks render their modules", async () => {
    const { transform, renderChunk } = await hooks(true);
    const catalog = transform(compiled, "/app/locales/de/shared.po");
    const page = transform('i18n._({ id: "kept" });', "/app/src/page.ts");
    // A module's export no page calls: named in the transformed code, left out of the bundle.
    transform("export const unused = () => jsx(Trans, { id: `by-trans` });", "/app/src/b.tsx");

    const chunks = { "page.js": { modules: { "/app/src/page.ts": { code: page } } } };
    const rendered = renderChunk(`var e = ${catalog}`, undefined, undefined, { chunks });
    expect(messagesOf(rendered ?? "")).toEqual({ a: ["Behalten\u00a0»ja«"] });
  });

  it("without pruning, keeps every message, under short ids where the source has them", async () => {
    const { transform, renderChunk } = await hooks(false);
    const catalog = transform(compiled, "/app/locales/de/shared.po");
    expect(renderChunk(catalog, undefined, undefined, { chunks: {} })).toBeNull();
    expect(messagesOf(catalog)).toEqual({
      a: ["Behalten\u00a0»ja«"],
      b: ["Mit <0>Link</0>"],
      c: ["Nie gezeigt"],
      unknown: ["Nicht in der Quelle"],
    });
  });

  it("leaves chunks without a catalog alone, and refuses a catalog it cannot read", async () => {
    const { transform, renderChunk } = await hooks(true);
    expect(renderChunk("export const a = 1;", undefined, undefined, { chunks: {} })).toBeNull();
    expect(() => transform("export default {}", "/app/locales/de/shared.po")).toThrow(
      /not a catalog/,
    );
  });

  it("numbers short ids in letters only, one letter first", () => {
    expect([0, 1, 51, 52, 53, 52 + 52 * 52 - 1, 52 + 52 * 52].map(shortId)).toEqual([
      "a",
      "b",
      "Z",
      "aa",
      "ab",
      "ZZ",
      "aaa",
    ]);
  });
});
