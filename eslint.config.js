import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "locales"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
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
              group: ["**/ui/**", "**/app/**", "**/stores/**", "**/server/**", "**/embed/**"],
              message: "core imports nothing of the other layers.",
            },
            {
              group: ["react", "react-dom", "preact", "preact/*"],
              message: "core is framework-free.",
            },
          ],
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
              group: ["**/ui/**", "**/app/**", "**/stores/**", "**/embed/**"],
              message: "server uses core only.",
            },
          ],
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
              group: ["**/app/**", "**/server/**"],
              message: "frames and shared UI never import the dashboard or the server.",
            },
          ],
          // The frames run these files on Preact without compat (embed/shared/react.ts).
          paths: [
            {
              name: "react",
              importNames: ["lazy", "Suspense", "forwardRef", "memo", "Children", "Component"],
              message: "the frames' React has no such thing: see embed/shared/react.ts.",
            },
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
              group: ["**/ui/**", "**/app/**", "**/server/**", "**/embed/**"],
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
