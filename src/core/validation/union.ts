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
): Struct<Infer<First> | Infer<Rest[number]>, Member[]> {
  return new Struct({ ...anyOf(members), schema: members });
}

/** The members of a union made by `union`, or undefined for any other struct. */
export function unionMembers(struct: Member): readonly Member[] | undefined {
  return struct.type === "union" && Array.isArray(struct.schema)
    ? (struct.schema as Member[])
    : undefined;
}
