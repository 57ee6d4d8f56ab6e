/**
 * Linaria's runtime as the frames use it: `cx` without the merging of atomic classes
 * (`atm_…`), which no style here has (`css` is compiled away at build time). The frames' build
 * resolves `@linaria/core` here (vite.config.ts); Linaria finds its `css` processor through
 * Node's resolution, which the alias does not touch. The names are joined as Linaria's `cx`
 * joins names that are not atomic.
 */
export const cx = (...names: (string | false | 0 | null | undefined)[]): string =>
  names.filter(Boolean).join(" ");
