import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { againstFloors, floorsOf, importGraph, loopsOf, nodesOf } from "./import-graph";

const root = mkdtempSync(join(tmpdir(), "import-graph-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): string {
  const dir = mkdtempSync(join(root, "services-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the import graph of service folders", () => {
  it("finds folders that import each other, through any number of steps and type imports", () => {
    const dir = write({
      "a/index.ts": 'import { b } from "../b";\nexport const a = b;',
      "b/index.ts": 'import { c } from "../c/deep/c";\nexport const b = c;',
      "c/deep/c.ts": 'import type { A } from "../../a/types";\nexport const c = 1;',
      "a/types.ts": "export type A = number;",
      "d/index.ts": 'import { a } from "../a";\nimport { x } from "drizzle-orm";',
    });
    const graph = importGraph(dir);
    expect(loopsOf(graph)).toEqual([["a", "b", "c"]]);
    expect(graph.get("c")?.get("a")).toEqual([join("c", "deep", "c.ts")]);
  });

  it("finds none where imports only go down, within a folder, or from tests", () => {
    const dir = write({
      "index.ts": 'import { a } from "./a";\nimport { b } from "./b";',
      "a/index.ts": 'import { b } from "../b";\nimport { own } from "./own";',
      "a/own.ts": "export const own = 1;",
      "b/index.ts": "export const b = 1;",
      "b/index.test.ts": 'import { a } from "../a";',
    });
    expect(loopsOf(importGraph(dir))).toEqual([]);
  });
});

describe("the floors of service folders", () => {
  const doc = [
    "Some text.",
    "",
    "| folder        | owns        |",
    "| ------------- | ----------- |",
    "| `b`           | the bottom  |",
    "| `a`, `c`      | one floor   |",
    "| `index.ts`    | on top      |",
    "",
    "| other | table |",
    "| `d`   | not a floor |",
  ].join("\n");

  it("reads the table's rows bottom first, folders of one row on one floor", () => {
    expect([...floorsOf(doc)]).toEqual([
      ["b", 0],
      ["a", 1],
      ["c", 1],
      ["index", 2],
    ]);
  });

  it("finds an import running up the floors, and a folder the table does not list", () => {
    const dir = write({
      "index.ts": 'import { a } from "./a";',
      "a/index.ts": 'import { b } from "../b";\nimport { c } from "../c";',
      "b/index.ts": 'import { a } from "../a/own";\nexport const b = 1;',
      "c/index.ts": "export const c = 1;",
      "d/index.ts": "export const d = 1;",
    });
    expect(againstFloors(importGraph(dir), floorsOf(doc), nodesOf(dir))).toEqual({
      up: [{ from: "b", to: "a", files: [join("b", "index.ts")] }],
      unlisted: ["d"],
    });
  });

  it("finds none where every import goes down or along a floor", () => {
    const dir = write({
      "index.ts": 'import { a } from "./a";',
      "a/index.ts": 'import { b } from "../b";\nimport { c } from "../c";',
      "b/index.ts": "export const b = 1;",
      "c/index.ts": "export const c = 1;",
      "c/c.test.ts": 'import { a } from "../a";',
    });
    expect(againstFloors(importGraph(dir), floorsOf(doc), nodesOf(dir))).toEqual({
      up: [],
      unlisted: [],
    });
  });
});
