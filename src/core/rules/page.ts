import { array, number, object, type Infer, type Struct } from "superstruct";

/** A page of a list endpoint (contract 1.5); `count` is how many items this page holds. */
export function pageOf<T, S>(item: Struct<T, S>) {
  return object({ total: number(), offset: number(), count: number(), items: array(item) });
}

export type Page<T> = Infer<ReturnType<typeof pageOf<T, unknown>>>;
