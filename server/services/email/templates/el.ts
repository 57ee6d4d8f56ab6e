import type { EmailLanguage } from "./types";

/**
 * Greek: not translated yet. Every email, and the footer, falls back along the locale's
 * chain to English (see `languagesFor` in ./index.ts) until its texts are added here, each
 * in the shape English has (./en.ts).
 */
export const greek: EmailLanguage = { templates: {} };
