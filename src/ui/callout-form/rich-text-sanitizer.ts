import { sanitizeHtml } from "./sanitize-html";

/** Cleans an admin's rich text for showing: see sanitize-html.ts. */
export type Sanitize = (html: string) => string;

/*
 * How ContentBlock gets its sanitiser: here at once, as the dashboard and the join frame have
 * it. The callout frame's build resolves this module to embed/shared/rich-text-sanitizer.ts
 * instead, which loads it only for the callouts that show rich text (vite.config.ts).
 */

/** The sanitiser if it is here already, for the first render. */
export const loadedSanitizer = (): Sanitize | undefined => sanitizeHtml;

/** The sanitiser once it is here. */
export const loadSanitizer = (): Promise<Sanitize> => Promise.resolve(sanitizeHtml);
