// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one wrapper of them
import { Struct, dynamic, lazy } from "superstruct";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- members of any value and parts
type Member = Struct<any, any>;

/** What a named struct keeps as its `schema`: its name and the structs it may be. */
export interface NamedParts {
  readonly name: string;
  /** Called once the module has defined them all (they may hold the named struct). */
  readonly members: () => readonly Member[];
  /** A name for each member, in order, for the API's description (`title`). */
  readonly titles: readonly string[] | undefined;
}

/**
 * A struct that may hold itself (a rule group's groups, a panel's components, an error's
 * children), named for the API's description: where it recurs, the description refers to it
 * by name (`$ref` in server/openapi/json-schema.ts) rather than saying "any value", which
 * superstruct's `lazy` and `dynamic` leave it to say. `pick` chooses the member for a value
 * (superstruct's `dynamic`); without it, the only member applies. Use it instead of both.
 */
export function named<T>(
  name: string,
  members: () => readonly Member[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever parts it picks
  pick?: (value: unknown) => Struct<T, any>,
  titles?: readonly string[],
): Struct<T, NamedParts> {
  const inner = pick ? dynamic(pick) : lazy(() => members()[0] as Struct<T, unknown>);
  return new Struct({ ...inner, schema: { name, members, titles } });
}

/** The name and members of a struct made by `named`; undefined for other structs. */
export function namedParts(struct: Member): NamedParts | undefined {
  const parts = struct.schema as Partial<NamedParts> | null;
  return (struct.type === "dynamic" || struct.type === "lazy") &&
    typeof parts?.name === "string" &&
    typeof parts.members === "function"
    ? { name: parts.name, members: parts.members, titles: parts.titles }
    : undefined;
}
