import type { RuleGroup } from "../rules/rule";
import type { QueryValue } from "./query-string";

export type Query = Record<string, QueryValue | QueryValue[]>;

/**
 * One call of the API, as a resource's module builds it (`src/core/<domain>/api.ts`). Pages
 * never write a path: they take a call from the module, and its answer's type comes with it.
 */
export interface ApiCall<Result> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Query;
  body?: unknown;
  /**
   * A list's `POST …/search` (an export's `POST` of its own path), which takes the query as a
   * JSON body: the client sends the call there when its `rules` are too long for a query
   * string.
   */
  search?: string;
  /** Never set: carries the answer's type from the module to whoever sends the call. */
  readonly result?: Result;
}

/** A read: what the data layer caches, and what a page may bring with it ahead of time. */
export interface ApiRead<Result> extends ApiCall<Result> {
  method: "GET";
}

export const read = <Result>(path: string, query?: Query): ApiRead<Result> => ({
  method: "GET",
  path,
  query,
});

export const write = <Result = void>(
  method: Exclude<ApiCall<Result>["method"], "GET">,
  path: string,
  body?: unknown,
  query?: Query,
): ApiCall<Result> => ({ method, path, body, query });

/** A read of a list that has a `POST <path>/search` for filters too long for a URL. */
export const listRead = <Result>(path: string, query: Query): ApiRead<Result> => ({
  ...read<Result>(path, query),
  search: `${path}/search`,
});

/**
 * A download (an export) whose `POST <path>` takes the same parameters as a JSON body: the
 * client posts there when its `rules` are too long for a query string.
 */
export const exportRead = <Result>(path: string, query: Query): ApiRead<Result> => ({
  ...read<Result>(path, query),
  search: path,
});

/** A value of a path segment, such as an id or a slug. */
export const segment = encodeURIComponent;

/** A list's parameters (contract 1.5), typed by what the endpoint sorts by and can add. */
export type ListParams<Sort extends string, With extends string = never> = {
  limit?: number;
  offset?: number;
  sort?: Sort;
  order?: "ASC" | "DESC";
  with?: With[];
  rules?: RuleGroup;
};
