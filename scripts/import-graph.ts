/**
 * The import graph of server/services by folder: each first-level folder (and each file
 * directly under server/services) is one node, an import from a file in one node of a file in
 * another is an arrow. Fails (`npm run lint`) on a loop, and on an arrow running up the floors
 * docs/architecture.md lists (each folder imports only folders listed before it, or on its own
 * row), naming the files of each such arrow, so neither can come back. Tests are left out:
 * they may use what they test from anywhere. `--graph` prints every arrow.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Each node's arrows: the node it imports, and the files (under `root`) that do. */
export type ImportGraph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The node a file belongs to: its first folder under `root`, or the file itself. */
function nodeOf(root: string, path: string): string | undefined {
  const rel = relative(root, path);
  if (rel.startsWith("..")) return undefined;
  const [first = "", ...rest] = rel.split(sep);
  return rest.length > 0 ? first : first.replace(/\.tsx?$/, "");
}

/** The import graph of the folders under `root` (relative imports only). */
export function importGraph(root: string): ImportGraph {
  const edges: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const to = nodeOf(root, resolve(dirname(file), fileName));
      if (to === undefined || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, targets);
      const files = targets.get(to) ?? [];
      const name = relative(root, file);
      if (!files.includes(name)) targets.set(to, [...files, name]);
    }
  }
  return edges;
}

/**
 * The graph's loops: its strongly connected components of two or more nodes (Tarjan), each
 * sorted by name.
 */
export function loopsOf(edges: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

/**
 * The floors of the services' table in `markdown` (docs/architecture.md): the folder of each
 * row of the table headed `| folder | owns |`, bottom floor first; folders named in one row
 * (`` `sessions`, `mfa` ``) share a floor. A file directly under server/services is named
 * with its extension (`` `index.ts` ``).
 */
export function floorsOf(markdown: string): Map<string, number> {
  const floors = new Map<string, number>();
  const lines = markdown.split("\n");
  const header = lines.findIndex((line) => /^\|\s*folder\s*\|\s*owns\s*\|/.test(line));
  if (header < 0) return floors;
  // The header's separator row follows it; the table ends at its first line without a cell.
  for (const [floor, line] of lines.slice(header + 2).entries()) {
    if (!line.startsWith("|")) break;
    const cell = line.split("|")[1] ?? "";
    for (const [, name = ""] of cell.matchAll(/`([^`]+)`/g)) {
      floors.set(name.replace(/\.tsx?$/, ""), floor);
    }
  }
  return floors;
}

/** An arrow against the floors: `from` imports `to`, which is not on `from`'s floor or below. */
export interface ArrowUp {
  from: string;
  to: string;
  files: string[];
}

/** The arrows that run up the floors, and the nodes the floors do not list. */
export function againstFloors(
  edges: ImportGraph,
  floors: ReadonlyMap<string, number>,
  nodes: readonly string[],
): { up: ArrowUp[]; unlisted: string[] } {
  const up: ArrowUp[] = [];
  for (const [from, targets] of [...edges].sort()) {
    for (const [to, files] of [...targets].sort()) {
      const [fromFloor, toFloor] = [floors.get(from), floors.get(to)];
      if (fromFloor !== undefined && toFloor !== undefined && toFloor > fromFloor) {
        up.push({ from, to, files });
      }
    }
  }
  return { up, unlisted: nodes.filter((node) => !floors.has(node)).sort() };
}

/** The nodes under `root` that hold code other than tests. */
export function nodesOf(root: string): string[] {
  return [...new Set(sourceFiles(root).map((file) => nodeOf(root, file)!))].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const project = resolve(import.meta.dirname, "..");
  const root = join(project, "server", "services");
  const edges = importGraph(root);
  if (process.argv.includes("--graph")) {
    for (const [from, targets] of [...edges].sort())
      console.log(`${from} -> ${[...targets.keys()].sort().join(", ")}`);
  }
  const loops = loopsOf(edges);
  for (const loop of loops) {
    console.error(`server/services: these folders import each other in a loop: ${loop.join(", ")}`);
    for (const from of loop)
      for (const [to, files] of edges.get(from) ?? [])
        if (loop.includes(to)) console.error(`  ${from} -> ${to} (${files.join(", ")})`);
  }
  const floors = floorsOf(readFileSync(join(project, "docs", "architecture.md"), "utf8"));
  const { up, unlisted } = againstFloors(edges, floors, nodesOf(root));
  for (const { from, to, files } of up) {
    console.error(
      `server/services: ${from} imports ${to}, listed above it in docs/architecture.md (${files.join(", ")})`,
    );
  }
  if (unlisted.length > 0) {
    console.error(
      `server/services: not in the folders' table of docs/architecture.md: ${unlisted.join(", ")}`,
    );
  }
  process.exitCode = loops.length > 0 || up.length > 0 || unlisted.length > 0 ? 1 : 0;
}
