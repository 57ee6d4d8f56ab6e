import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Parts of src/ui only the dashboard uses: their strings go to the dashboard's catalog, so the
 * frames, which download the shared one, do not carry them.
 */
const DASHBOARD_ONLY_UI = [
  "chart",
  "date-input",
  "dialog",
  "filter-builder",
  "pager",
  "rich-text",
  "table",
  "tabs",
  "upload",
].map((folder) => `<rootDir>/src/ui/${folder}`);

/**
 * The join form's parts, and the payment forms it leads to: their strings go to the `join`
 * catalog, which the join frame and the dashboard's membership pages load, so the callout frame
 * does not carry them.
 */
const JOIN_UI = ["<rootDir>/src/ui/join-form", "<rootDir>/src/ui/payments", "<rootDir>/embed/join"];

/** Modules of src/core only the dashboard imports: the schema-checked forms' wording. */
const DASHBOARD_ONLY_CORE = [
  "<rootDir>/src/core/validation/schema-problems.ts",
  "<rootDir>/src/core/email/descriptions.ts",
];

// Keep in step with src/core/i18n/locales.ts (the config loader cannot import app code).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "de-x-informal", "de-x-easy", "nl", "pt", "it", "ru", "fr", "el"],
  fallbackLocales: {
    "de-x-informal": "de",
    "de-x-easy": ["de-x-informal", "de"],
    default: "en",
  },
  // Four catalogs, so a frame downloads only the strings frames can show: `shared` holds those of
  // src/core, src/ui, src/stores and embed; `dashboard` those of the dashboard's own pages and
  // parts; `admin` those of the staff's pages, which members never download; `join` the join
  // form's, for the join frame and the membership pages.
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/shared",
      include: [
        "<rootDir>/src/core",
        "<rootDir>/src/ui",
        "<rootDir>/src/stores",
        "<rootDir>/embed",
      ],
      exclude: [
        "**/*.test.*",
        ...DASHBOARD_ONLY_UI.map((folder) => `${folder}/**`),
        ...DASHBOARD_ONLY_CORE,
        ...JOIN_UI.map((folder) => `${folder}/**`),
      ],
    },
    // The join form (src/ui/join-form/catalog.ts).
    {
      path: "<rootDir>/locales/{locale}/join",
      include: JOIN_UI,
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/dashboard",
      include: ["<rootDir>/src/app", ...DASHBOARD_ONLY_UI, ...DASHBOARD_ONLY_CORE],
      exclude: ["**/*.test.*", "<rootDir>/src/app/pages/admin/**"],
    },
    // The staff's pages: loaded when someone first opens one (src/app/router/use-locale-sync).
    {
      path: "<rootDir>/locales/{locale}/admin",
      include: ["<rootDir>/src/app/pages/admin"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
