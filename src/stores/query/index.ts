export { clearQueries, invalidate, query, type QueryState } from "./query";
export { useQuery } from "./use-query";
