// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one wrapper of it
import { Struct, union as anyOf, type Infer } from "superstruct";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- members of any value and parts
type Member = Struct<any, any>;

/**
 * A value any of `members` accepts: superstruct's `union`, which keeps its members (as
 * `schema`, where objects keep their fields), so the API's description can name each
 * (`anyOf` in server/openapi/json-schema.ts). Use it for every union, never superstruct's.
 */
export function union<First extends Member, Rest extends Member[]>(
  members: [First, ...Rest],
  /** A name for each member, in order, for the API's description (`title`). */
  titles?: readonly string[],
): Struct<Infer<First> | Infer<Rest[number]>, Member[]> {
  if (titles) TITLES.set(members, titles);
  return new Struct({ ...anyOf(members), schema: members });
}

// By the members' list, which the structs made from a union (optional, refined) share.
const TITLES = new WeakMap<readonly Member[], readonly string[]>();

/** The members of a union made by `union`, with their titles; undefined for other structs. */
export function unionMembers(
  struct: Member,
): { members: readonly Member[]; titles: readonly string[] | undefined } | undefined {
  if (struct.type !== "union" || !Array.isArray(struct.schema)) return undefined;
  const members = struct.schema as Member[];
  return { members, titles: TITLES.get(members) };
}
