// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one wrapper of it
import { Struct, union as anyOf, type Infer } from "superstruct";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- members of any value and parts
type Member = Struct<any, any>;

/** What our unions keep as their `schema`: the members, and a name for each if given. */
export interface UnionParts {
  readonly members: readonly Member[];
  readonly titles: readonly string[] | undefined;
}

/**
 * A value any of `members` accepts: superstruct's `union`, which keeps its members (in its
 * `schema`, as objects keep their fields, so structs made from it keep them too), for the API's
 * description to name each (`anyOf` in server/openapi/json-schema.ts). Use it for every union,
 * never superstruct's.
 */
export function union<First extends Member, Rest extends Member[]>(
  members: [First, ...Rest],
  /** A name for each member, in order, for the API's description (`title`). */
  titles?: readonly string[],
): Struct<Infer<First> | Infer<Rest[number]>, UnionParts> {
  return new Struct({ ...anyOf(members), schema: { members, titles } });
}

/** The members of a union made by `union`, with their titles; undefined for other structs. */
export function unionMembers(struct: Member): UnionParts | undefined {
  const parts = struct.schema as Partial<UnionParts> | null;
  return struct.type === "union" && Array.isArray(parts?.members)
    ? { members: parts.members, titles: parts.titles }
    : undefined;
}
