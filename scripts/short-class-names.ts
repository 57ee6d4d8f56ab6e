import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** Where the styles are: the frames' own folders first, so their names stay shortest. */
const STYLE_ROOTS = ["embed", "src/ui", "src/core", "src"];
const STYLE = /\bcss`/g;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/**
 * The first number of each source file's styles: the files in a fixed order (STYLE_ROOTS, then
 * by path), each taking as many numbers as it has `css` templates.
 */
export function styleNumbers(root: string): Map<string, { first: number; count: number }> {
  const numbers = new Map<string, { first: number; count: number }>();
  let next = 0;
  for (const folder of STYLE_ROOTS) {
    const files = readdirSync(resolve(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !TEST.test(file))
      .map((file) => relative(root, join(root, folder, file)))
      .sort();
    for (const file of files) {
      if (numbers.has(file)) continue;
      const count = readFileSync(resolve(root, file), "utf8").match(STYLE)?.length ?? 0;
      if (count === 0) continue;
      numbers.set(file, { first: next, count });
      next += count;
    }
  }
  return numbers;
}

/**
 * Short class names for a frame's build: `_0`, `_1`, … `_z`, `_10`, instead of hashes of 7 to 8
 * characters that barely compress (about 0.4 KB of the callout frame's first chunk). A style's
 * name is its file's first number plus its place in the file, so every build names it alike
 * (numbering styles in the order Linaria met them changed the names, and the frames' size, from
 * build to build). A frame's page loads only its own stylesheets, so the names cannot meet
 * another build's.
 */
export function shortClassNames(
  root: string,
): (slug: string, title: string, style: { file: string; index: number }) => string {
  const numbers = styleNumbers(root);
  return (_slug, _title, { file, index }) => {
    const place = numbers.get(relative(root, resolve(root, file)));
    // A style this count missed would take a name another file's style has.
    if (!place || index >= place.count) {
      throw new Error(
        `${file}: style ${index} not counted by styleNumbers (scripts/short-class-names.ts)`,
      );
    }
    return `_${(place.first + index).toString(36)}`;
  };
}
