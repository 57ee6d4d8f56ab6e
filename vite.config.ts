/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { transformAsync } from "@babel/core";
import { lingui } from "@lingui/vite-plugin";
import wyw from "@wyw-in-js/vite";
import { defineConfig, type Plugin, type PluginOption, type UserConfig } from "vite";
import { compressAssets } from "./scripts/compress-assets.ts";
import { cssOnlyPreload } from "./scripts/css-only-preload.ts";
import { firstScreenChunk } from "./scripts/first-screen-chunk.ts";
import { compactCatalogs } from "./scripts/compact-catalogs.ts";
import { shortClassNames } from "./scripts/short-class-names.ts";
import { ENGINE_FREE_TESTS, SAME_ON_BOTH_ENGINES } from "./server/test-support/engine-free.ts";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) with Babel. Vite 8's React plugin
 * dropped its Babel hook, and these few lines are simpler than pulling in a Rolldown Babel
 * plugin that needs Node 22.
 */
function linguiMacro(): Plugin {
  return {
    name: "agora:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes("/node_modules/") || !code.includes("/macro")) {
        return;
      }
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return out?.code ? { code: out.code, map: out.map } : undefined;
    },
  };
}

/** Shared by every output: macros first, then catalogs, then Linaria's zero-runtime styles. */
const plugins = (mode: string): PluginOption[] => [
  linguiMacro(),
  lingui(),
  wyw({
    include: ["**/*.{ts,tsx}"],
    exclude: ["**/node_modules/**", "server/**"],
    babelOptions: { parserOpts: { plugins: ["typescript", "jsx"] } },
    ...(mode.endsWith("-frame") ? { classNameSlug: shortClassNames(import.meta.dirname) } : {}),
  }),
];

const define = { __AGORA_VERSION__: JSON.stringify(pkg.version) };

/**
 * The dashboard: React, served from `/`. form.io's CSS (the callout builder's) has a `*zoom`
 * hack Lightning CSS refuses unless it recovers from errors.
 */
// What the dashboard's entry imports statically is one chunk, not some sixty small ones.
const appFirstScreen = firstScreenChunk(resolve(import.meta.dirname, "index.html"));
const app: UserConfig = {
  base: "/",
  css: { lightningcss: { errorRecovery: true } },
  plugins: [compactCatalogs({ prune: false }), appFirstScreen.plugin],
  build: {
    outDir: "dist/app",
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: { codeSplitting: { groups: [{ name: "app", test: appFirstScreen.test }] } },
    },
  },
  server: { port: 5190, proxy: { "/api": "http://localhost:3000" } },
};

/**
 * A frame: the same components on Preact, served from `/embed/`. Each frame is a build of its
 * own, so its first screen is not split into chunks shared with the other frame (fewer
 * requests, fewer gzip dictionaries). The callout frame builds first and empties the folder.
 */
/**
 * The font stylesheets (src/ui/theme/fonts), built as entries of their own: a frame's page
 * links the theme's in its head (server/plugins/frame-head.ts), so no frame code loads them.
 */
const FONT_SHEETS = Object.fromEntries(
  readdirSync(resolve(import.meta.dirname, "src/ui/theme/fonts"))
    .filter((file) => file.endsWith(".css"))
    .map((file) => [file.slice(0, -4), resolve(import.meta.dirname, "src/ui/theme/fonts", file)]),
);

/**
 * The source areas' aliases (`@core/…`, `@ui/…`, `@stores/…`, `@app/…`, `@tests/…`), as
 * TypeScript reads them from tsconfig.base.json's `paths` (kept free of comments so this can
 * parse it).
 */
const tsconfigBase = JSON.parse(
  readFileSync(new URL("./tsconfig.base.json", import.meta.url), "utf8"),
) as { compilerOptions: { paths: Record<string, [string]> } };
const AREA_ALIASES = Object.entries(tsconfigBase.compilerOptions.paths).map(([from, [to]]) => ({
  find: from.replace(/\/\*$/, ""),
  replacement: resolve(import.meta.dirname, to.replace(/\/\*$/, "")),
}));

/** The frames' own small Nano Stores: see embed/shared/nanostores.ts. */
const nanostoresForFrames = [
  { find: /^nanostores$/, replacement: resolve(import.meta.dirname, "embed/shared/nanostores.ts") },
  {
    find: /^@nanostores\/react$/,
    replacement: resolve(import.meta.dirname, "embed/shared/nanostores-react.ts"),
  },
];

/** Linaria's `cx` without the atomic classes' merging, which no style has: see embed/shared/linaria-core.ts. */
const linariaForFrames = {
  find: /^@linaria\/core$/,
  replacement: resolve(import.meta.dirname, "embed/shared/linaria-core.ts"),
};

/** Lingui's runtime as the frames use it, a sixth of its size: see embed/shared/lingui-core.ts. */
const linguiForFrames = [
  {
    find: /^@lingui\/core$/,
    replacement: resolve(import.meta.dirname, "embed/shared/lingui-core.ts"),
  },
  {
    find: /^@lingui\/react$/,
    replacement: resolve(import.meta.dirname, "embed/shared/lingui-react.tsx"),
  },
];

/**
 * Modules a frame's build takes from embed/shared instead, found by the file an import resolves
 * to (an alias matches the import's text, which differs from one importer to the next).
 */
function replaceModules(replacements: Record<string, string>): Plugin {
  const path = (file: string) => resolve(import.meta.dirname, file);
  const byFile = new Map(Object.entries(replacements).map(([from, to]) => [path(from), path(to)]));
  return {
    name: "agora:replace-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && byFile.get(resolved.id)) ?? null;
    },
  };
}

/**
 * What the frames replace: the notifications store, since no frame shows notifications; and in
 * the callout frame the rich-text sanitiser, which it loads on demand (most callouts' forms show
 * no rich text; the join frame shows its subtitle at once).
 */
const frameModules = (name: "callout" | "join") =>
  replaceModules({
    "src/stores/notifications/store.ts": "embed/shared/notifications-store.ts",
    ...(name === "callout"
      ? { "src/ui/callout-form/rich-text-sanitizer.ts": "embed/shared/rich-text-sanitizer.ts" }
      : {}),
  });

const frame = (name: "callout" | "join"): UserConfig => {
  const entry = resolve(import.meta.dirname, `embed/${name}.html`);
  const firstScreen = firstScreenChunk(entry);
  return {
    root: "embed",
    // A frame's catalogs keep only the strings its own code shows.
    plugins: [
      compactCatalogs({ prune: true }),
      firstScreen.plugin,
      cssOnlyPreload(),
      frameModules(name),
    ],
    base: "/embed/",
    publicDir: false,
    resolve: {
      // React's API on Preact without its compat layer: see embed/shared/react.ts.
      alias: [
        ...AREA_ALIASES,
        { find: /^react$/, replacement: resolve(import.meta.dirname, "embed/shared/react.ts") },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
        ...linguiForFrames,
        ...nanostoresForFrames,
        linariaForFrames,
      ],
    },
    build: {
      outDir: "../dist/embed",
      manifest: `.vite/${name}.manifest.json`,
      emptyOutDir: name === "callout",
      modulePreload: false,
      rollupOptions: {
        input: { [name]: entry, ...FONT_SHEETS },
        output: {
          // The first chunk names every lazy chunk and stylesheet (some 36): 6 characters of
          // hash (2^36 values per name) are as safe for caching and compress by 2 bytes fewer.
          entryFileNames: "assets/[name]-[hash:6].js",
          chunkFileNames: "assets/[name]-[hash:6].js",
          assetFileNames: "assets/[name]-[hash:6][extname]",
          codeSplitting: {
            groups: [
              { name: "frame", test: firstScreen.test },
              // Checks that several lazy parts share (the file and the guest's inputs).
              { name: "answer-checks", test: /answer-guards|uploads|extras-values/ },
            ],
          },
        },
      },
    },
  };
};

/** The loader host pages include: one dependency-free IIFE. */
const loader: UserConfig = {
  publicDir: false,
  build: {
    outDir: "dist/loader",
    emptyOutDir: true,
    target: "es2017",
    lib: {
      entry: "loader/loader.ts",
      formats: ["iife"],
      name: "agoraLoader",
      fileName: () => "loader.js",
    },
  },
};

/**
 * The server build's schema beside it: the migrations it was built with, which it runs, and a
 * migrated embedded database's data directory, which a new embedded database starts from
 * instead of running initdb (server/db/template.ts).
 */
function buildSchema(): Plugin {
  let outDir = "";
  return {
    name: "agora:build-schema",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Imported here: other modes and Vitest need no database to load this file.
      const { writeBuildSchema } = await import("./server/db/template.ts");
      await writeBuildSchema(outDir, resolve("server/db/migrations"));
    },
  };
}

/**
 * The HTTP server, bundled so it shares the macro and catalog transforms with the browser code.
 * The test build (`dist/server-test`) is the only one that holds the test-only routes.
 */
const server = (outDir: string): UserConfig => ({
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    ssr: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { input: { main: "server/main.ts", cli: "server/cli.ts" } },
  },
});

const byMode: Record<string, UserConfig> = {
  app,
  "callout-frame": frame("callout"),
  "join-frame": frame("join"),
  loader,
  server: server("dist/server"),
  "server-test": server("dist/server-test"),
};

/**
 * The server's tests, on the embedded database and again on PostgreSQL. Each file imports the
 * whole app, which took longer than most files' tests: a worker keeps what it imported for its
 * next file (`isolate: false`). Each file still gets a database and an app of its own, and no
 * server test mocks modules (vi.mock), which a shared module cache would carry over.
 */
const serverTests = {
  include: ["server/**/*.test.ts"],
  globalSetup: ["server/test-support/global-setup.ts"],
  isolate: false,
};

/**
 * Browser-side tests run in VM contexts of long-lived workers rather than a fresh process per
 * file: the DOM tests took half the unit suite's time in starting workers. The one file whose
 * lazily imported editor never loads inside a VM context runs in a process of its own
 * (project "unit-lazy-editor").
 */
const LAZY_EDITOR_TESTS = ["src/ui/rich-text/RichTextEditor.test.tsx"];
const inVmContexts = { pool: "vmForks", exclude: LAZY_EDITOR_TESTS } as const;

/**
 * The shared components' tests again, on React's API as the frames resolve it (Preact through
 * embed/shared/react.ts): a component that works only on React fails here.
 */
const framesReactProject = (test: {
  name: string;
  include: string[];
  exclude?: string[];
  pool?: "vmForks";
}) => ({
  extends: true as const,
  resolve: {
    alias: [
      {
        find: /^react$/,
        replacement: resolve(import.meta.dirname, "src/ui/testing/frames-react.ts"),
      },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      {
        find: /^react-dom\/client$/,
        replacement: resolve(import.meta.dirname, "src/ui/testing/frames-react-dom.ts"),
      },
      // The frames' Lingui components; their `@lingui/core` stays Lingui's, which compiles the
      // macros' source messages in tests (embed/shared/lingui-core.test.ts checks the frames'
      // against it on compiled catalogs).
      linguiForFrames[1]!,
      ...nanostoresForFrames,
    ],
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["src/ui/testing/frames-setup.ts"],
    env: { AGORA_UI_REACT: "frames" },
    // Libraries that import `react` are run through Vite, so they get the alias too.
    server: { deps: { inline: [/@lingui\/react/, /wouter/] } },
    ...test,
  },
});

export default defineConfig(async ({ mode }): Promise<UserConfig> => ({
  resolve: { alias: AREA_ALIASES },
  ...(byMode[mode] ?? app),
  // Browser builds also get brotli and gzip copies of their text files; the server's own do not.
  plugins: mode.startsWith("server")
    ? [...plugins(mode), buildSchema()]
    : [...plugins(mode), ...(byMode[mode]?.plugins ?? []), compressAssets()],
  // Vitest runs in mode "test"; the end-to-end tests start the "server-test" build.
  define: { ...define, __AGORA_TEST_HOOKS__: String(mode === "test" || mode === "server-test") },
  test: {
    root: ".",
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files mostly wait on a database or a server: one worker per core, not one fewer.
    maxWorkers: availableParallelism(),
    // Loaded in Vitest only: the builds need nothing of Vitest's.
    ...(mode === "test" && {
      sequence: {
        sequencer: (await import("./server/test-support/slowest-first.ts")).SlowestFirst,
      },
    }),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{src,embed,loader,scripts,tests/support}/**/*.test.{ts,tsx}"],
          ...inVmContexts,
        },
      },
      { extends: true, test: { name: "unit-lazy-editor", include: LAZY_EDITOR_TESTS } },
      { extends: true, test: { name: "server", ...serverTests } },
      framesReactProject({
        name: "ui-preact",
        include: ["src/ui/**/*.test.tsx", "embed/**/*.test.tsx"],
        pool: "vmForks",
        // Tabs keep their state in the dashboard's address through wouter, whose React build
        // the frames never load (a frame has no address of its own to keep a tab in).
        exclude: [...LAZY_EDITOR_TESTS, "src/ui/tabs/**"],
      }),
      framesReactProject({ name: "ui-preact-lazy-editor", include: LAZY_EDITOR_TESTS }),
      // With a PostgreSQL server at hand, the server tests that open a database run a second
      // time against it (but those that check what no engine changes: engine-free.ts).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                ...serverTests,
                exclude: [...ENGINE_FREE_TESTS, ...SAME_ON_BOTH_ENGINES],
                env: { AGORA_TEST_ENGINE: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
}));
