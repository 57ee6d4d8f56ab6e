export { query, setQueryData } from "./api-query";
export { clearQueries, invalidate, queryOf, settled, type QueryState } from "./query";
export { useQuery } from "./use-query";
