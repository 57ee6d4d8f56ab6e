import { Struct, string } from "superstruct";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content of any value and parts
type Content = Struct<any, any>;

/** What a `jsonText` struct keeps as its `schema`: the struct of the JSON it holds. */
interface JsonTextParts {
  readonly jsonContent: Content;
}

/**
 * Text that holds JSON of `content`'s shape, such as a list's `rules` parameter. It checks only
 * that the value is text: the route parses it and answers its own error (`invalid-rule`); the
 * API's description says what the text holds (`contentMediaType` and `contentSchema`).
 */
export function jsonText(content: Content): Struct<string, JsonTextParts> {
  return new Struct({ ...string(), schema: { jsonContent: content } });
}

/** The content struct of a `jsonText` struct (or of one made from it); undefined for others. */
export function jsonContentOf(struct: Struct<unknown, unknown>): Content | undefined {
  const parts = struct.schema as Partial<JsonTextParts> | null;
  return struct.type === "string" && parts?.jsonContent instanceof Struct
    ? parts.jsonContent
    : undefined;
}
