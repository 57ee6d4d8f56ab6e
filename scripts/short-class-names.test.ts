import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { shortClassNames, styleNumbers } from "./short-class-names";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "class-names-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const styles = (count: number) => "const a = css`color: red;`;\n".repeat(count);

describe("short class names", () => {
  const root = project({
    "src/app/Page.tsx": styles(2),
    "src/ui/b/Button.tsx": styles(3),
    "src/ui/a/Badge.tsx": styles(1),
    "src/ui/a/Badge.test.tsx": styles(5),
    "src/core/none.ts": "export const n = 1;",
    "embed/Frame.tsx": styles(2),
  });

  it("numbers the frames' folders first, then by path, skipping tests and files with no style", () => {
    expect([...styleNumbers(root)]).toEqual([
      ["embed/Frame.tsx", { first: 0, count: 2 }],
      ["src/ui/a/Badge.tsx", { first: 2, count: 1 }],
      ["src/ui/b/Button.tsx", { first: 3, count: 3 }],
      ["src/app/Page.tsx", { first: 6, count: 2 }],
    ]);
  });

  it("names a style the same whatever order the styles are met in", () => {
    const met = [
      { file: "src/app/Page.tsx", index: 1 },
      { file: "embed/Frame.tsx", index: 0 },
      { file: "src/ui/b/Button.tsx", index: 2 },
    ];
    const name = shortClassNames(root);
    const forwards = met.map((style) => name("slug", "title", style));
    const again = shortClassNames(root);
    const backwards = [...met].reverse().map((style) => again("slug", "title", style));
    expect(forwards).toEqual(["_7", "_0", "_5"]);
    expect(backwards).toEqual([...forwards].reverse());
  });

  it("refuses a style the count missed rather than reuse another's name", () => {
    const name = shortClassNames(root);
    expect(() => name("slug", "title", { file: "src/ui/a/Badge.tsx", index: 1 })).toThrow(
      /Badge\.tsx: style 1 not counted/,
    );
    expect(() => name("slug", "title", { file: "src/elsewhere.tsx", index: 0 })).toThrow();
  });
});
