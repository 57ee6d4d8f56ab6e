import { sanitizeHtml } from "./sanitize-html";

/** Cleans an admin's rich text for showing: see sanitize-html.ts. */
export type Sanitize = (html: string) => string;

/**
 * The sanitiser for ContentBlock to render with: here at once, as the dashboard and the join
 * frame have it. The callout frame's build resolves this module to
 * embed/shared/rich-text-sanitizer.ts instead, which loads it only for the callouts that show
 * rich text, and gives undefined until it is here (vite.config.ts).
 */
export const useSanitizer = (): Sanitize | undefined => sanitizeHtml;
