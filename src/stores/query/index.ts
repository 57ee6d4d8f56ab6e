export {
  clearQueries,
  invalidate,
  query,
  queryOf,
  settled,
  setQueryData,
  type Loader,
  type QueryState,
} from "./query";
export { useQuery } from "./use-query";
