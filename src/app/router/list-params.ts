import { useLocation, useSearch } from "wouter";

/**
 * One parameter of a list's address: how it reads from the query string (anything typed in
 * the address bar gives a valid value) and how it is written (undefined for its default, so
 * a list's plain address stays plain).
 */
export interface ListParam<T> {
  parse(raw: string | null): T;
  format(value: T): string | undefined;
}

// `format` is a method, so a parameter of any type fits `ListParam<unknown>`.
export type ListParamsSpec = Record<string, ListParam<unknown>>;
export type ListParams<S> = { [K in keyof S]: S[K] extends ListParam<infer T> ? T : never };

/** Text such as a search; blank is the default. */
export const textParam = (): ListParam<string> => ({
  parse: (raw) => raw?.trim() ?? "",
  format: (value) => value || undefined,
});

/** An on/off filter, `1` when on. */
export const flagParam = (): ListParam<boolean> => ({
  parse: (raw) => raw === "1",
  format: (value) => (value ? "1" : undefined),
});

/** A page number from 1. */
export const pageParam = (): ListParam<number> => ({
  parse: (raw) => {
    const page = Number.parseInt(raw ?? "", 10);
    return Number.isInteger(page) && page > 0 ? page : 1;
  },
  format: (value) => (value > 1 ? String(value) : undefined),
});

/** One of a fixed set (a status tab, a view); anything else is the default. Orders: `sortParam`. */
export const choiceParam = <T extends string>(values: readonly T[], fallback: T): ListParam<T> => ({
  parse: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
  format: (value) => (value === fallback ? undefined : value),
});

/** A list's order: a column and a direction, as the API's `sort` and `order` take them. */
export interface SortValue<C extends string> {
  column: C;
  order: "ASC" | "DESC";
}

/**
 * A list's order in one parameter: the column's name, after a `-` when descending
 * (`?sort=expires`, `?sort=-createdAt`). One parameter, not `sort` and `order`, so an address
 * never holds half an order. A column outside `columns` gives the default order.
 */
export const sortParam = <C extends string>(
  columns: readonly C[],
  fallback: SortValue<C>,
): ListParam<SortValue<C>> => ({
  parse: (raw) => {
    const descending = raw?.startsWith("-") ?? false;
    const column = (descending ? raw?.slice(1) : raw) as C;
    return columns.includes(column) ? { column, order: descending ? "DESC" : "ASC" } : fallback;
  },
  format: ({ column, order }) =>
    column === fallback.column && order === fallback.order
      ? undefined
      : `${order === "DESC" ? "-" : ""}${column}`,
});

export function parseListParams<S extends ListParamsSpec>(spec: S, search: string): ListParams<S> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(spec).map(([name, param]) => [name, param.parse(query.get(name))]),
  ) as unknown as ListParams<S>;
}

/** `?…` for these values, defaults left out; "" when all are defaults. */
export function listSearch<S extends ListParamsSpec>(spec: S, values: ListParams<S>): string {
  const query = new URLSearchParams();
  for (const [name, param] of Object.entries(spec)) {
    const text = param.format(values[name]);
    if (text !== undefined) query.set(name, text);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * A list's filters, sort and page, kept in the address so they survive a reload, a shared link
 * and the back button. `change` moves to new values; any change but the page's goes back to
 * the first page, where a new filter or order starts.
 */
export function useListParams<S extends ListParamsSpec>(
  spec: S,
): [ListParams<S>, (change: Partial<ListParams<S>>) => void] {
  const [path, navigate] = useLocation();
  const params = parseListParams(spec, useSearch());
  const change = (update: Partial<ListParams<S>>) => {
    const next = { ...params, ...update };
    if ("page" in spec && !("page" in update)) (next as Record<string, unknown>).page = 1;
    navigate(`${path}${listSearch(spec, next)}`);
  };
  return [params, change];
}
