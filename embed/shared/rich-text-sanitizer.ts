import { useEffect, useState } from "react";
import type { Sanitize } from "@ui/callout-form/rich-text-sanitizer";

/*
 * The rich-text sanitiser as the callout frame has it: loaded on demand, since most callouts'
 * forms show no rich text (the frames leave out the intro). The frame's build resolves
 * src/ui/callout-form/rich-text-sanitizer.ts here (vite.config.ts); the frame loads it before
 * its first screen when the form has content blocks or a newsletter text, and with the pages
 * after the form (the thank-you text), so no text waits for it once shown.
 */

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser if it is here already. */
export const loadedSanitizer = (): Sanitize | undefined => loaded;

/** Starts loading the sanitiser; a failed load is tried again on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("@ui/callout-form/sanitize-html").then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The sanitiser for ContentBlock to render with, or undefined while it loads (the block stays
 * empty meanwhile: the HTML never shows uncleaned). Imported under another module's name: the
 * callout frame's build resolves src/ui/callout-form/rich-text-sanitizer.ts here.
 * @public
 */
export function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (here) => live && setSanitize(() => here),
      () => undefined, // left empty; the next block to show tries again
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}
