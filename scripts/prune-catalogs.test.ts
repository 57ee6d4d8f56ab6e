import { createCompiledCatalog } from "@lingui/cli/api";
import { describe, expect, it } from "vitest";
import { pruneCatalogs } from "./prune-catalogs";

/** The plugin's hooks, called as the bundler would (they use no plugin context). */
function hooks() {
  const plugin = pruneCatalogs();
  const transform = plugin.transform as (code: string, id: string) => string | undefined;
  const renderChunk = plugin.renderChunk as (code: string) => string | null;
  return { transform, renderChunk };
}

/** The messages of a rendered catalog chunk. */
function messagesOf(code: string): unknown {
  const literal = /JSON\.parse\((".*")\)/.exec(code)?.[1];
  return JSON.parse(JSON.parse(literal ?? '""') as string);
}

const compiled = createCompiledCatalog(
  "de",
  { kept: "Behalten\u00a0»ja«", "by-trans": "Mit <0>Link</0>", dropped: "Nie gezeigt" },
  { namespace: "es" },
).source;

describe("pruneCatalogs", () => {
  it("keeps the messages whose ids the build's code names, macro and JSX output alike", () => {
    const { transform, renderChunk } = hooks();
    const catalog = transform(compiled, "/app/locales/de/shared.po");
    transform('i18n._({ id: "kept" }); f({ message: "x" });', "/app/src/a.ts");
    transform("jsx(Trans, { id: `by-trans`, components: {} });", "/app/src/b.tsx");

    const rendered = renderChunk(`var e = ${catalog ?? ""}`);
    expect(messagesOf(rendered ?? "")).toEqual({
      kept: ["Behalten\u00a0»ja«"],
      "by-trans": ["Mit <0>Link</0>"],
    });
  });

  it("leaves chunks without a catalog alone, and refuses a catalog it cannot read", () => {
    const { transform, renderChunk } = hooks();
    expect(renderChunk("export const a = 1;")).toBeNull();
    expect(() => transform("export default {}", "/app/locales/de/shared.po")).toThrow(
      /not a catalog/,
    );
  });
});
