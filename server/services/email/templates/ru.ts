import type { EmailLanguage } from "./types";

/**
 * Russian: not translated yet. Every email, and the footer, falls back along the locale's
 * chain to English (see `languagesFor` in ./index.ts) until its texts are added here, each
 * in the shape English has (./en.ts).
 */
export const russian: EmailLanguage = { templates: {} };
