// Dotted paths into a form's values: `email`, `deliveryAddress.line1`, `links.2.url`.
import { valueAt } from "@core/validation/schema-problems";

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

/** Every path into `V`: its keys, the keys of nested objects, and the items of lists. */
export type FieldPath<V> = V extends Leaf
  ? never
  : V extends readonly (infer Item)[]
    ? `${number}` | `${number}.${FieldPath<Item>}`
    : { [K in keyof V & string]: K | `${K}.${FieldPath<V[K]>}` }[keyof V & string];

/** The type of the value at path `P` of `V`. */
export type PathValue<V, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? V extends readonly (infer Item)[]
    ? Head extends `${number}`
      ? PathValue<Item, Rest>
      : never
    : Head extends keyof V
      ? PathValue<V[Head], Rest>
      : never
  : V extends readonly (infer Item)[]
    ? P extends `${number}`
      ? Item
      : never
    : P extends keyof V
      ? V[P]
      : never;

/** The paths of `V` whose values are of type `T`. */
export type PathTo<V, T, P extends FieldPath<V> = FieldPath<V>> =
  P extends FieldPath<V> ? (PathValue<V, P> extends T ? P : never) : never;

/** A path with `*` for every list index: the key of a field's label (`links.*.url`). */
export type LabelPath<V> = V extends Leaf
  ? never
  : V extends readonly (infer Item)[]
    ? "*" | `*.${LabelPath<Item>}`
    : { [K in keyof V & string]: K | `${K}.${LabelPath<V[K]>}` }[keyof V & string];

export { valueAt };

const isIndex = (key: string) => /^\d+$/.test(key);

/** A copy of `values` with `value` at `path`; only the objects and lists on the way are new. */
export function setAt<V>(values: V, path: string, value: unknown): V {
  const [head, ...rest] = path.split(".");
  const key = head ?? "";
  const next = rest.length === 0 ? value : setAt(valueAt(values, key), rest.join("."), value);
  if (Array.isArray(values)) {
    const copy = [...(values as unknown[])];
    copy[Number(key)] = next;
    return copy as V;
  }
  return { ...(values as object), [key]: next } as V;
}

/**
 * Every path in `values`, depth first in key order, each object or list before what it holds:
 * the order a form's fields show in, which the error summary follows.
 */
export function allPaths(values: unknown, prefix = ""): string[] {
  if (typeof values !== "object" || values === null || values instanceof Date) return [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path, ...allPaths(value, path));
  }
  return paths;
}

/** The key of a path's label: `links.2.url` is labelled by `links.*.url`. */
export function labelKey(path: string): string {
  return path
    .split(".")
    .map((key) => (isIndex(key) ? "*" : key))
    .join(".");
}

/** The row number (from 1) of a path's innermost list item, if it is in a list. */
export function rowOf(path: string): number | undefined {
  const indices = path.split(".").filter(isIndex);
  const last = indices.at(-1);
  return last === undefined ? undefined : Number(last) + 1;
}

/**
 * The form's field for a path of the body it sends or of a server's error: the same path, or
 * else the longest field path it ends with (`profile.telephone` is the field `telephone`,
 * `body.email` the field `email`); undefined if the form has no such field.
 */
export function fieldForPath(path: string, fields: ReadonlySet<string>): string | undefined {
  const keys = path.split(".");
  for (let start = 0; start < keys.length; start += 1) {
    const candidate = keys.slice(start).join(".");
    if (fields.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Entries keyed by path, after the item at `index` of the list at `list` was removed: the
 * item's own entries go, and those of the items after it move up one.
 */
export function withoutItem<T>(
  entries: Readonly<Record<string, T>>,
  list: string,
  index: number,
): Record<string, T> {
  const prefix = `${list}.`;
  const kept: Record<string, T> = {};
  for (const [path, entry] of Object.entries(entries)) {
    if (!path.startsWith(prefix)) {
      kept[path] = entry;
      continue;
    }
    const [position = "", ...rest] = path.slice(prefix.length).split(".");
    const at = Number(position);
    if (at === index) continue;
    const moved = at > index ? String(at - 1) : position;
    kept[[list, moved, ...rest].join(".")] = entry;
  }
  return kept;
}
