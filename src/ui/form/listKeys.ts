import { withoutItem } from "./paths";

/**
 * React keys for the rows of a form's lists, by the list's path. A row keeps its key while it
 * lives, so removing a row above it does not hand its inputs to the row below; rows the form
 * started with (or that came with new values) have keys by position.
 */
export type RowKeys = Readonly<Record<string, readonly string[]>>;

/** The keys of the list at `path`, one per item, each different. */
export function keysOf(keys: RowKeys, path: string, length: number): string[] {
  const stored = (keys[path] ?? []).slice(0, length);
  const used = new Set(stored);
  for (let index = stored.length; index < length; index += 1) {
    let key = `row-${index}`;
    while (used.has(key)) key += "'";
    used.add(key);
    stored.push(key);
  }
  return stored;
}

/** The keys once a row with key `key` is added at the end of the list at `path`. */
export function withRowAdded(keys: RowKeys, path: string, length: number, key: string): RowKeys {
  return { ...keys, [path]: [...keysOf(keys, path, length), key] };
}

/** The keys once the row at `index` of the list at `path` is removed, lists inside it too. */
export function withRowRemoved(
  keys: RowKeys,
  path: string,
  length: number,
  index: number,
): RowKeys {
  const moved = withoutItem(keys, path, index);
  return { ...moved, [path]: keysOf(keys, path, length).filter((_, at) => at !== index) };
}
