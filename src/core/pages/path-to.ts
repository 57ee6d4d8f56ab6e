import type { PagePath } from "./paths";

/** The `:name` parameters of a path pattern, as a union of names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a page's address needs: nothing for `/callouts`, `{ id }` for `/callouts/:id`. */
export type PathArgs<P extends PagePath> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string>];

/** The pages whose address has no parameters, such as `/callouts`. */
export type StaticPagePath = {
  [P in PagePath]: [ParamNames<P>] extends [never] ? P : never;
}[PagePath];

/**
 * The address of a page: its pattern with each parameter filled in and encoded. Links, the
 * menu and redirects build addresses with it, so a page that moves or goes is a type error
 * wherever it is linked, not a "not found" somewhere.
 */
export function pathTo<P extends PagePath>(pattern: P, ...[params]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}
