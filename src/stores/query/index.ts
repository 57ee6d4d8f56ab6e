export { clearQueries, invalidate, query, setQueryData, type QueryState } from "./query";
export { useQuery } from "./use-query";
