export { query, setQueryData } from "./api-query";
export { clearQueries, invalidate, type QueryState } from "./query";
export { useQuery } from "./use-query";
