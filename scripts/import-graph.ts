/**
 * The import graph of server/services by folder: each first-level folder (and each file
 * directly under server/services) is one node, an import from a file in one node of a file in
 * another is an arrow. Prints the arrows of every loop and fails if there is one, so a loop
 * between service folders cannot come back (`npm run lint`). Tests are left out: they may use
 * what they test from anywhere. `--graph` prints every arrow.
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

/** The import graph of the folders under `root` (relative imports only). */
export function importGraph(root: string): ImportGraph {
  /** The node a file belongs to: its first folder under `root`, or the file itself. */
  const nodeOf = (path: string): string | undefined => {
    const rel = relative(root, path);
    if (rel.startsWith("..")) return undefined;
    const [first = "", ...rest] = rel.split(sep);
    return rest.length > 0 ? first : first.replace(/\.tsx?$/, "");
  };
  const edges: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const to = nodeOf(resolve(dirname(file), fileName));
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = importGraph(resolve(import.meta.dirname, "..", "server", "services"));
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
  process.exitCode = loops.length > 0 ? 1 : 0;
}
