import type { Plugin } from "vite";

/** The module Vite's build imports around each `import()` to load the chunk's CSS first. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * A smaller stand-in for Vite's preload helper in builds without module preloads
 * (`build.modulePreload: false`), where an `import()`'s dependencies are only its chunk's
 * stylesheets: each is linked once, and the chunk loads once they have (a stylesheet that
 * fails rejects the import and is tried again on the next, as with Vite's own helper). Vite's helper also handles module
 * preloads, CSP nonces and relative bases, none of which a frame uses; it cost the frames'
 * first screen about half a kilobyte.
 */
export function cssOnlyPreload(): Plugin {
  let base = "/";
  return {
    name: "agora:css-only-preload",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      if (config.build.modulePreload !== false) {
        throw new Error("cssOnlyPreload is for builds without module preloads");
      }
      base = config.base;
    },
    resolveId(id) {
      return id === PRELOAD_HELPER ? id : undefined;
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return undefined;
      return `const sheets = {};
const linked = (href) => [...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href);
const sheet = (dep) => {
  const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
  if (linked(href)) return undefined;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  return new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      // Tried again on the next import, as Vite's helper does.
      delete sheets[dep];
      link.remove();
      reject(new Error("Unable to preload CSS for " + href));
    };
    document.head.appendChild(link);
  });
};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => (sheets[dep] ??= sheet(dep)))).then(load);
`;
    },
  };
}
