/**
 * Checks the gzip budgets of DESIGN.md against the built files (run `npm run build` first).
 * "First screen" means the entry chunk, everything it imports statically, and the chunks that
 * screen always loads on demand (its page and the English catalogs).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  name: string;
  bytes: number;
  files: string[];
}

const dist = join(import.meta.dirname, "..", "dist");
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function readManifest(output: string, name: string): Manifest {
  return JSON.parse(readFileSync(join(dist, output, ".vite", name), "utf8")) as Manifest;
}

/** The JS files a screen needs: entry, its static imports, and the named on-demand chunks. */
function firstScreen(
  output: string,
  manifestName: string,
  entry: string,
  onDemand: RegExp[],
): string[] {
  const manifest = readManifest(output, manifestName);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${output}: no chunk ${key} in the manifest`);
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  for (const key of Object.keys(manifest)) {
    if (onDemand.some((pattern) => pattern.test(key))) visit(key);
  }
  return [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith(".js"))
    .map((file) => join(dist, output, file));
}

const sharedCatalog = /locales\/en\/shared\.po$/;
const dashboardCatalog = /locales\/en\/dashboard\.po$/;
const budgets: Budget[] = [
  { name: "loader.js", bytes: 1024, files: [join(dist, "loader", "loader.js")] },
  {
    name: "callout frame, first screen",
    bytes: 30 * 1024,
    files: firstScreen("embed", "callout.manifest.json", "callout.html", [sharedCatalog]),
  },
  {
    name: "join frame, first screen",
    bytes: 35 * 1024,
    files: firstScreen("embed", "join.manifest.json", "join.html", [sharedCatalog]),
  },
  {
    name: "dashboard, first screen of /profile",
    bytes: 120 * 1024,
    files: firstScreen("app", "manifest.json", "index.html", [
      sharedCatalog,
      dashboardCatalog,
      /src\/app\/pages\/profile\/[^/]+Page\.tsx$/,
    ]),
  },
];

let failed = false;
for (const budget of budgets) {
  const size = budget.files.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = size <= budget.bytes;
  failed ||= !ok;
  const percent = ((size / budget.bytes) * 100).toFixed(0);
  console.log(
    `${ok ? "ok  " : "FAIL"} ${budget.name}: ${size.toLocaleString("en")} B of ${budget.bytes.toLocaleString("en")} B (${percent}%, ${budget.files.length} files)`,
  );
}
if (failed) {
  console.error("Over budget: see DESIGN.md, Budgets.");
  process.exit(1);
}
