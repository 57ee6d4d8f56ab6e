import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Keep in step with src/core/i18n/locales.ts (the config loader cannot import app code).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "de-x-informal", "de-x-easy", "nl", "pt", "it", "ru", "fr", "el"],
  fallbackLocales: {
    "de-x-informal": "de",
    "de-x-easy": ["de-x-informal", "de"],
    default: "en",
  },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/embed"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
