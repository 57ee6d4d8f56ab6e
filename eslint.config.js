import { readdirSync, readFileSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** What embed/shared/react.ts gives the frames of React's API, read from its exports. */
const frameReact = readFileSync(`${import.meta.dirname}/embed/shared/react.ts`, "utf8");
const FRAME_REACT_API = [
  ...[...frameReact.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, names]) =>
    names.split(",").map((name) => name.trim()),
  ),
  ...[...frameReact.matchAll(/^export function (\w+)/gm)].map(([, name]) => name),
].filter(Boolean);

/** What the dashboard may not import: the server and the frames. */
const DASHBOARD_LAYERS = {
  group: ["**/server/**", "**/embed/**"],
  message: "the dashboard uses ui, stores and core; never the server or the frames.",
};

/** A path climbing three folders or more reads badly and breaks when a folder moves. */
const NO_DEEP_CLIMB = {
  regex: "^(\\.\\./){3,}",
  message: "climb at most two folders: reach further by an alias (@app/…, @ui/…, @core/…).",
};

/** Where test doubles and tests live: nothing that ships loads them. */
const NO_TEST_CODE = {
  target: "./**",
  from: [
    "./server/test-support/**",
    "./tests/**",
    "./src/ui/testing/**",
    "./**/*.test.ts",
    "./**/*.test.tsx",
  ],
  message: "production code never loads test doubles or tests.",
};

/**
 * The dashboard's pages by feature (src/app/pages/<feature> and src/app/pages/admin/<feature>):
 * a feature imports no other. What several features use lives in pages/shared (any page's) or
 * admin/shared (staff pages'), which import no feature; admin/shared may use pages/shared.
 */
const PAGES = "./src/app/pages";
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const pageZone = (folder, allowed, message) => ({
  target: `${PAGES}/${folder}/**`,
  from: PAGES,
  except: allowed.map((path) => `./${path}`),
  message,
});
const FEATURE_MESSAGE = "a feature imports no other: move what both need to a shared folder.";
const PAGE_FEATURE_ZONES = [
  pageZone("shared", ["shared"], "pages/shared serves every feature: it imports none."),
  pageZone(
    "admin/shared",
    ["admin/shared", "shared"],
    "admin/shared serves every feature: it imports none.",
  ),
  ...foldersIn(PAGES)
    .filter((folder) => folder !== "shared" && folder !== "admin")
    .map((feature) => pageZone(feature, [feature, "shared"], FEATURE_MESSAGE)),
  ...foldersIn(`${PAGES}/admin`)
    .filter((folder) => folder !== "shared")
    .map((feature) =>
      pageZone(`admin/${feature}`, [`admin/${feature}`, "admin/shared", "shared"], FEATURE_MESSAGE),
    ),
];

/** Structs the API describes: superstruct's union, lazy and dynamic keep no parts to describe. */
const OUR_UNION = {
  name: "superstruct",
  importNames: ["union", "lazy", "dynamic"],
  message:
    "use union (src/core/validation/union) or named (src/core/validation/named), which keep their members for OpenAPI.",
};

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "locales"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // The source areas' aliases (`@core/…`): tsconfig.base.json's paths.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js"],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.base.json` },
        }),
      ],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    // Type-aware rules: a promise nobody awaits loses its error, a switch that misses a case
    // of a union misses it silently.
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          // Tests' synchronous act() returns a thenable nobody needs.
          allowForKnownSafeCalls: [
            { from: "package", name: "act", package: "react" },
            { from: "package", name: "act", package: "preact/test-utils" },
          ],
        },
      ],
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      // A cycle makes load order matter, and keeps a module from being understood alone.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // The house rules on import direction (docs/architecture.md).
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["src/core/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...["**/ui/**", "**/app/**", "**/stores/**", "**/server/**", "**/embed/**"],
                ...["@ui/**", "@stores/**", "@app/**"],
              ],
              message: "core imports nothing of the other layers.",
            },
            {
              group: ["react", "react-dom", "preact", "preact/*"],
              message: "core is framework-free.",
            },
          ],
          paths: [OUR_UNION],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/ui/**",
                "**/app/**",
                "**/stores/**",
                "**/embed/**",
                "@ui/**",
                "@stores/**",
                "@app/**",
              ],
              message: "server uses core only.",
            },
          ],
          paths: [OUR_UNION],
        },
      ],
    },
  },
  {
    files: ["embed/**/*.{ts,tsx}", "src/ui/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "@app/**", "**/server/**"],
              message: "frames and shared UI never import the dashboard or the server.",
            },
          ],
          paths: [
            { name: "react-dom", message: "frames render with Preact's own render." },
            { name: "preact/compat", message: "see embed/shared/react.ts." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute > JSXIdentifier[name=/^(stroke|fill|clip|font|text)[A-Z]/]",
          message: "the frames' Preact sets SVG attributes as written: style strokes in CSS.",
        },
        {
          // The frames run these files on Preact without compat: only what
          // embed/shared/react.ts gives may be imported from react (types are free).
          selector: `ImportDeclaration[source.value='react'][importKind='value'] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[importKind='value']:not([imported.name=/^(${FRAME_REACT_API.join("|")})$/]))`,
          message: "the frames' React has no such thing: see embed/shared/react.ts.",
        },
      ],
    },
  },
  {
    // Tests run on React itself (act, the test renderer).
    files: ["src/ui/**/*.test.{ts,tsx}", "src/ui/testing/**", "embed/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["src/app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [DASHBOARD_LAYERS, NO_DEEP_CLIMB],
        },
      ],
    },
  },
  {
    // The staff's pages have a catalog of their own that only they load (lingui.config.ts): a
    // member's page importing one would show its strings untranslated. routes.ts imports them
    // lazily, which this rule does not see.
    files: ["src/app/**/*.{ts,tsx}"],
    ignores: ["src/app/pages/admin/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            DASHBOARD_LAYERS,
            NO_DEEP_CLIMB,
            {
              group: ["**/pages/admin/**", "@app/pages/admin/**", "./admin/**", "../admin/**"],
              message: "only staff pages import staff pages: their strings load with them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/stores/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/ui/**", "**/app/**", "**/server/**", "**/embed/**", "@ui/**", "@app/**"],
              message:
                "stores hold state for the UI; they never import it, the dashboard or the server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` when they need nothing and hand values on with `use`.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Server test files share their worker's modules (vite.config.ts): a module mock would
    // leak into the next file.
    files: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message: "server test files share modules: pass a stand-in instead of mocking one.",
        },
      ],
    },
  },
  {
    // Test doubles and fixtures live in server/test-support and tests/support, and nothing that
    // ships may load them or a test file.
    files: ["server/**/*.ts", "src/**/*.{ts,tsx}", "embed/**/*.{ts,tsx}", "loader/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "server/test-support/**", "src/ui/testing/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [NO_TEST_CODE],
        },
      ],
    },
  },
  {
    files: ["src/app/pages/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [NO_TEST_CODE, ...PAGE_FEATURE_ZONES] }],
    },
  },
  {
    files: ["src/app/pages/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: PAGE_FEATURE_ZONES }] },
  },
  {
    // The server's layers (docs/architecture.md): db and lib below the services, the services
    // below the routes and plugins; loops between service folders: scripts/import-graph.ts.
    files: ["server/db/**/*.ts", "server/lib/**/*.ts", "server/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            NO_TEST_CODE,
            {
              target: ["./server/db/**", "./server/lib/**"],
              from: ["./server/services/**", "./server/routes/**", "./server/plugins/**"],
              message: "db and lib sit below the services: move what both need down.",
            },
            {
              target: "./server/services/**",
              from: ["./server/routes/**", "./server/plugins/**"],
              message: "services never import routes or plugins: pass what they need in.",
            },
          ],
        },
      ],
    },
  },
  {
    // A service is split into a module per use case (docs/architecture.md): no function of
    // the services reads as a whole file. Tests are not services.
    files: ["server/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Likewise the routes: a folder per resource, a module per group of routes, which the
    // folder's index registers (docs/architecture.md). Tests are not routes.
    files: ["server/routes/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The dashboard and the frames too: a component or hook per job, beside the one it
    // serves, named for what it does. Tests are not components.
    files: ["src/**/*.{ts,tsx}", "embed/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["loader/**/*.ts"],
    ignores: ["loader/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*", "**"], message: "the loader has no dependencies." }] },
      ],
    },
  },
);
